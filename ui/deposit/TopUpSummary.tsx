import type { TopUpOrder } from '../../application/ports/payments-port';
import { formatFiat } from '../../domain/format/money-format';
import { useT } from '../base/i18n/use-t';

/** A top-up order's amount, fee (with its percentage) and what arrives, as the card and PayPal confirmations show them. */
export function TopUpSummary({ order }: { readonly order: TopUpOrder }) {
  const { t, locale } = useT();
  const money = (value: TopUpOrder['amount']) => formatFiat(value, order.currency, locale);
  return (
    <dl className="summary">
      <div>
        <dt>{t('deposit.card.confirm.amount')}</dt>
        <dd className="numeric">{money(order.amount)}</dd>
      </div>
      <div>
        <dt>{t('deposit.card.confirm.fee', { percent: order.feePercentage.toFixed() })}</dt>
        <dd className="numeric">{money(order.feeAmount)}</dd>
      </div>
      <div>
        <dt>{t('deposit.card.confirm.receivable')}</dt>
        <dd className="numeric">
          <strong>{money(order.receivableAmount)}</strong>
        </dd>
      </div>
    </dl>
  );
}
