import { type RefObject, useId } from 'react';
import type { BuyState } from '../../../application/trade/buy-state';
import { formatMoney } from '../../../domain/format/money-format';
import { entryDecimals } from '../../../domain/trade/buy-entry';
import { QUICK_AMOUNTS } from '../../../domain/trade/quick-amounts';
import type { Dec } from '../../../domain/money/decimal';
import { useT } from '../../base/i18n/use-t';
import { AmountFieldMessages } from '../AmountFieldMessages';
import { buyErrorMessage } from './buy-error-message';
import { AmountInput } from '../../shared/fields/AmountInput';

interface Props {
  readonly state: BuyState;
  readonly onType: (text: string) => void;
  readonly onToggle: () => void;
  readonly onQuickAmount: (amount: Dec) => void;
  readonly inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The amount field (spec 000 §2): typed in the paying currency or in the coin, with the toggle
 * between them, the approximate other side (rounded down), the quick amounts of the paying
 * currency, and the inline messages. The approximate line is polite and keeps its height, so
 * the layout does not jump when prices update.
 */
export function BuyAmountField({ state, onType, onToggle, onQuickAmount, inputRef }: Props) {
  const translate = useT();
  const { t, locale } = translate;
  const id = useId();
  const { pair } = state;
  if (pair === undefined) return null;
  const entered = state.entry === 'source' ? pair.source : pair.target;
  const other = state.entry === 'source' ? pair.target : pair.source;
  const otherIsCoin = state.entry === 'source' || state.sourceIsCoin;
  const converted = state.entry === 'source' ? state.amounts.target : state.amounts.source;
  const error = state.error && buyErrorMessage(state.error, state.sourceIsCoin, translate);
  const inline = state.inlineNotice?.message && translate.tn(state.inlineNotice.message);
  const rejection = state.rejection && t(`buy.rejected.${state.rejection}`, { decimals: entryDecimals(pair, state.entry) });
  const alert = error ?? inline;
  const describedBy = [`${id}-approx`, alert && `${id}-error`, rejection && `${id}-rejection`];
  return (
    <div className="stack stack--tight">
      <label htmlFor={id}>{t('buy.amount', { currency: entered.currency })}</label>
      <div className="amount">
        <AmountInput ref={inputRef} id={id} value={state.amountText} invalid={alert !== undefined} describedBy={describedBy} onType={onType} />
        <button type="button" className="chip amount__toggle" onClick={onToggle}>
          <span aria-hidden="true">⇅ {other.currency}</span>
          <span className="visually-hidden">{t('buy.toggle', { currency: other.currency })}</span>
        </button>
      </div>
      <p id={`${id}-approx`} className="hint" data-testid="approx-amount" aria-live="polite">
        {converted === undefined ? t('buy.approx.none') : t('buy.approx', { amount: formatMoney(converted, other.currency, otherIsCoin, locale) })}
      </p>
      {!state.sourceIsCoin && (
        <div className="chips" role="group" aria-label={t('buy.quick')}>
          {QUICK_AMOUNTS.map((amount) => (
            <button key={amount.toFixed()} type="button" className="chip" onClick={() => onQuickAmount(amount)}>
              {formatMoney(amount, pair.source.currency, false, locale)}
            </button>
          ))}
        </div>
      )}
      <AmountFieldMessages id={id} rejection={rejection} error={alert} />
    </div>
  );
}
