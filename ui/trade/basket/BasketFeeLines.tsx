import type { BasketBuyState } from '../../../application/trade/basket-buy-state';
import { formatFiat } from '../../../domain/format/money-format';
import { useT } from '../../base/i18n/use-t';

/** The fees the form knows before the preview, and what is left to invest (basket-buy-estimate.ts). */
export function BasketFeeLines({ state }: { readonly state: BasketBuyState }) {
  const { t, locale } = useT();
  const estimate = state.estimate;
  const cardWithoutFee = state.payment?.payMethod === 'credit_card';
  return (
    <div className="stack stack--tight" aria-live="polite" data-testid="basket-fees">
      {estimate !== undefined && (
        <dl className="summary">
          {estimate.fees.map((line) => (
            <div key={line.kind} className="summary__row">
              <dt>
                {line.kind === 'card'
                  ? t('basket.fee.card', { percentage: line.percentage?.toFixed() ?? '' })
                  : line.percentage === undefined
                    ? t('basket.fee.basketFixed')
                    : t('basket.fee.basket', { percentage: line.percentage.toFixed() })}
              </dt>
              <dd>{formatFiat(line.amount, estimate.currency, locale)}</dd>
            </div>
          ))}
          <div className="summary__row">
            <dt>{t('basket.invested')}</dt>
            <dd>{formatFiat(estimate.invested, estimate.currency, locale)}</dd>
          </div>
        </dl>
      )}
      {cardWithoutFee && <p className="hint">{t('basket.fees.confirm')}</p>}
    </div>
  );
}
