import { useId } from 'react';
import type { SellState } from '../../../application/trade/sell-state';
import { formatFiat } from '../../../domain/format/money-format';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { AmountFieldMessages } from '../AmountFieldMessages';
import { PercentQuickSelect } from './PercentQuickSelect';
import { AmountInput } from '../../shared/fields/AmountInput';

/**
 * A basket is sold by percentage (spec 000 §5): the percentage input, the amount it stands for,
 * quick-select 25, 50, 75 and Max, and the below-minimum error with the minimum.
 */
export function BasketPercentageField({ state }: { readonly state: SellState }) {
  const { sell } = useServices();
  const { t, locale } = useT();
  const id = useId();
  const basket = state.basket;
  const currency = basket?.balanceCurrency;
  const amount = state.basketCheck.amount;
  const error = state.basketError && t('sell.belowMinimum', { minimum: formatFiat(state.basketError.minimum, state.basketError.currency, locale) });
  const rejection = state.percentageRejection && t(`sell.rejected.${state.percentageRejection}`, { decimals: 2 });
  const describedBy = [`${id}-amount`, error && `${id}-error`, rejection && `${id}-rejection`];
  return (
    <div className="stack stack--tight">
      <label htmlFor={id}>{t('sell.percentage', { basket: basket?.title ?? '' })}</label>
      <div className="sell-percentage">
        <AmountInput
          id={id}
          value={state.form.basketPercentage}
          disabled={basket === undefined}
          invalid={error !== undefined}
          describedBy={describedBy}
          onType={(text) => sell.typePercentage(text)}
        />
        <span className="sell-percentage__sign" aria-hidden="true">
          %
        </span>
      </div>
      <p id={`${id}-amount`} className="hint" data-testid="sell-converted">
        {amount !== undefined && basket !== undefined && currency !== undefined
          ? t('sell.percentage.value', { amount: formatFiat(amount, currency, locale), balance: formatFiat(basket.balance, currency, locale) })
          : '\u00a0'}
      </p>
      <PercentQuickSelect disabled={basket === undefined} pressed={state.form.basketPercentage} onPick={(percentage) => sell.typePercentage(percentage)} />
      <AmountFieldMessages id={id} rejection={rejection} error={error} />
    </div>
  );
}
