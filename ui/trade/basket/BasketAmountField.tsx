import { useId } from 'react';
import type { BasketBuyState } from '../../../application/trade/basket-buy-state';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { formatFiat } from '../../../domain/format/money-format';
import { currencyCode, fiatFractionDigits } from '../../../domain/money/currency';
import { QUICK_AMOUNTS, quickAmountText } from '../../../domain/trade/quick-amounts';
import { useT } from '../../base/i18n/use-t';
import { AmountFieldMessages } from '../AmountFieldMessages';
import { AmountInput } from '../../shared/fields/AmountInput';

interface Props {
  readonly state: BasketBuyState;
  readonly onType: (text: string) => void;
}

/** The basket amount in the currency paid, its quick amounts, the minimum hint and what is wrong with it. */
export function BasketAmountField({ state, onType }: Props) {
  const { t, te, tn, locale } = useT();
  const id = useId();
  const error =
    state.amountError === undefined
      ? state.serverNotice?.message && tn(state.serverNotice.message)
      : state.amountError.code === ErrorCode.insufficientBalance
        ? te(ErrorCode.insufficientBalance)
        : t('basket.belowMinimum', { minimum: formatFiat(state.amountError.minimum, state.amountError.currency, locale) });
  const rejection = state.rejection && t(`basket.rejected.${state.rejection}`, { decimals: fiatFractionDigits(state.currency) });
  const hint = state.hintMinimum && t('basket.minimumHint', { minimum: formatFiat(state.hintMinimum, currencyCode('USD'), locale) });
  const describedBy = [`${id}-hint`, error && `${id}-error`, rejection && `${id}-rejection`];
  return (
    <div className="stack stack--tight">
      <label htmlFor={id}>{t('basket.amount', { currency: state.currency })}</label>
      <AmountInput id={id} value={state.amountText} invalid={error !== undefined} describedBy={describedBy} onType={onType} />
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      <div className="chips" role="group" aria-label={t('basket.quick')}>
        {QUICK_AMOUNTS.map((amount) => (
          <button key={amount.toFixed()} type="button" className="chip" onClick={() => onType(quickAmountText(amount))}>
            {formatFiat(amount, state.currency, locale)}
          </button>
        ))}
      </div>
      <AmountFieldMessages id={id} rejection={rejection} error={error} />
    </div>
  );
}
