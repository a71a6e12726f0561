import { useId } from 'react';
import { fiatFractionDigits } from '../../domain/money/currency';
import { formatCoin } from '../../domain/format/money-format';
import { type BuyState } from '../../application/trade/buy-state';
import { useT } from '../i18n/i18n';
import { amountErrorMessage } from './amount-error-message';

const QUICK_AMOUNTS = ['25', '50', '100', '500'] as const;

interface Props {
  readonly state: BuyState;
  readonly onType: (text: string) => void;
}

/** The amount input in the native fiat, its approximate coin amount, quick amounts and messages. */
export function AmountField({ state, onType }: Props) {
  const translate = useT();
  const { t, locale } = translate;
  const id = useId();
  const error = state.amountError && amountErrorMessage(state.amountError, translate);
  const rejection = state.rejection && t(`buy.rejected.${state.rejection}`, { decimals: fiatFractionDigits(state.fiat) });
  const describedBy = [`${id}-approx`, error && `${id}-error`, rejection && `${id}-rejection`].filter(Boolean).join(' ');
  return (
    <div className="stack stack--tight">
      <label htmlFor={id}>{t('buy.amount', { currency: state.fiat })}</label>
      <input
        id={id}
        className="input input--amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={state.amountText}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy}
        onChange={(event) => onType(event.target.value)}
      />
      <p id={`${id}-approx`} className="hint" data-testid="approx-amount">
        {state.approxCoinAmount && state.coin ? t('buy.approx', { amount: formatCoin(state.approxCoinAmount, state.coin.symbol, locale) }) : '\u00a0'}
      </p>
      <div className="chips" role="group" aria-label={t('buy.quick')}>
        {QUICK_AMOUNTS.map((amount) => (
          <button key={amount} type="button" className="chip" onClick={() => onType(amount)}>
            {amount}
          </button>
        ))}
      </div>
      <p id={`${id}-rejection`} className="hint" aria-live="polite">
        {rejection}
      </p>
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
