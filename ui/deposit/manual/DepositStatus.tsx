import type { DepositReceipt } from '../../../application/ports/deposits-port';
import type { SettlementStatus } from '../../../domain/deposit/deposit-settlement';
import { formatFiat } from '../../../domain/format/money-format';
import { useT } from '../../base/i18n/use-t';

/** A deposit found by its reference number: on its way (pending), arrived, or failed with no money moved; read out as it changes. */
export function DepositStatus({ receipt, settlement }: { readonly receipt: DepositReceipt; readonly settlement: SettlementStatus | undefined }) {
  const { t, locale } = useT();
  const amount = formatFiat(receipt.amount, receipt.currency, locale);
  const status = settlement ?? 'pending';
  const key = status === 'settled' ? 'deposit.status.settled' : status === 'failed' ? 'deposit.status.failed' : 'deposit.status.pending';
  return (
    <p role="status" className={`deposit__status deposit__status--${status}`}>
      {t(key, { amount })}
    </p>
  );
}
