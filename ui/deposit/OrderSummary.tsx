import type { ReactNode } from 'react';
import type { TopUpOrder } from '../../application/ports/payments-port';
import { formatFiat } from '../../domain/format/money-format';
import type { Dec } from '../../domain/money/decimal';
import type { CurrencyCode } from '../../domain/money/currency';
import { useT } from '../base/i18n/use-t';

/** What an order's summary needs: the amount, the fee and what arrives, in one currency. */
export interface SummedOrder {
  readonly amount: Dec;
  readonly feeAmount: Dec;
  readonly receivableAmount: Dec;
}

interface Props {
  readonly order: SummedOrder;
  readonly currency: CurrencyCode;
  /** The fee's label (a top-up names its percentage, a deposit request does not). */
  readonly feeLabel: string;
  /** Rows before the amount (a deposit request's bank). */
  readonly children?: ReactNode;
}

/** An order's amount, fee and what arrives, as the card, PayPal and deposit request confirmations show them. */
export function OrderSummary({ order, currency, feeLabel, children }: Props) {
  const { t, locale } = useT();
  const money = (value: Dec) => formatFiat(value, currency, locale);
  return (
    <dl className="summary">
      {children}
      <div>
        <dt>{t('deposit.card.confirm.amount')}</dt>
        <dd className="numeric">{money(order.amount)}</dd>
      </div>
      <div>
        <dt>{feeLabel}</dt>
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

/** A top-up order's summary: its fee named with its percentage. */
export function TopUpSummary({ order }: { readonly order: TopUpOrder }) {
  const { t } = useT();
  return <OrderSummary order={order} currency={order.currency} feeLabel={t('deposit.card.confirm.fee', { percent: order.feePercentage.toFixed() })} />;
}
