import { useId } from 'react';
import type { BasketTransferState } from '../../application/account/basket-transfer-state';
import { QUICK_PORTIONS } from '../../domain/basket/transfer-portion';
import { formatFiat } from '../../domain/format/money-format';
import { ZERO } from '../../domain/money/decimal';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';
import { AmountFieldMessages } from '../trade/AmountFieldMessages';

/**
 * The transfer portion (spec 001 §5): whole percent 0-100 (digits only, at most 3), the value it
 * takes out of the basket, quick 25, 50, 75 and Max, the refused keystroke and the below-minimum
 * error tied to the field.
 */
export function TransferPortionField({ state }: { readonly state: BasketTransferState }) {
  const { basketTransfer } = useServices();
  const { t, locale } = useT();
  const id = useId();
  const basket = state.basket;
  const currency = basket?.balanceCurrency;
  const error = state.check.error && t('account.transfer.belowMinimum', { minimum: formatFiat(state.check.error.minimum, state.check.error.currency, locale) });
  const rejection = state.rejection && t(`account.transfer.rejected.${state.rejection}`);
  const editable = state.step === 'form';
  return (
    <div className="stack stack--tight">
      <label htmlFor={id}>{t('account.transfer.portion')}</label>
      <div className="sell-percentage">
        <input
          id={id}
          className="input input--amount"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={state.text}
          readOnly={!editable}
          aria-invalid={error !== undefined}
          aria-describedby={[`${id}-amount`, error && `${id}-error`, rejection && `${id}-rejection`].filter(Boolean).join(' ')}
          onChange={(event) => basketTransfer.type(event.target.value)}
        />
        <span className="sell-percentage__sign" aria-hidden="true">
          %
        </span>
      </div>
      <p id={`${id}-amount`} className="hint">
        {basket !== undefined && currency !== undefined
          ? t('account.transfer.value', {
              amount: formatFiat(state.check.amount ?? ZERO, currency, locale),
              balance: formatFiat(basket.balance, currency, locale),
            })
          : '\u00a0'}
      </p>
      <div className="chips" role="group" aria-label={t('account.transfer.quick')}>
        {QUICK_PORTIONS.map(({ portion }) => {
          const value = portion.toFixed(0);
          const max = value === '100';
          return (
            <button
              key={value}
              type="button"
              className="chip"
              disabled={!editable}
              aria-pressed={state.text === value}
              aria-label={max ? t('account.transfer.quick.maxName') : t('account.transfer.quick.percentName', { percent: value })}
              onClick={() => basketTransfer.type(value)}
            >
              {max ? t('account.transfer.quick.max') : t('account.transfer.quick.percent', { percent: value })}
            </button>
          );
        })}
      </div>
      <AmountFieldMessages id={id} rejection={rejection} error={error} />
    </div>
  );
}
