import type { TradeOutcome } from '../../../application/trade/buy-inputs';
import { formatCoin, formatMoney } from '../../../domain/format/money-format';
import { ErrorCode, isErrorCode } from '../../../domain/errors/error-codes';
import type { RefObject } from 'react';
import { useT } from '../../base/i18n/use-t';
import { OutcomeDialog } from '../confirm/OutcomeDialog';

interface Props {
  readonly outcome: TradeOutcome | undefined;
  /** Whether the currency paid is a coin (paid from a crypto wallet). */
  readonly paidInCoin: boolean;
  readonly onClose: () => void;
  /**
   * Where focus goes when the modal closes. Choice: the amount field, ready for the next amount
   * (the Buy button is disabled once a purchase cleared the amount).
   */
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The success modal ('crypto bought') or the failure modal ('purchase failed', 'transaction
 * failed', Try again) with the error code's message (spec 000 §2, §8). Choice: a code the
 * catalogue knows shows its own message; any other the notice's ('transaction failed').
 */
export function BuyOutcomeModal({ outcome, paidInCoin, onClose, returnFocusTo }: Props) {
  const { t, te, tn, locale } = useT();
  if (outcome === undefined) return null;
  if (outcome.kind === 'success') {
    const { transaction } = outcome.receipt;
    const coins = formatCoin(transaction.toAmount, transaction.toCurrency, locale);
    const paid = formatMoney(transaction.fromAmount, transaction.fromCurrency, paidInCoin, locale);
    return (
      <OutcomeDialog
        tone="success"
        title={t('buy.success.title')}
        body={<p>{t('buy.success.body', { coins, paid })}</p>}
        actionLabel={t('buy.success.done')}
        onAction={onClose}
        returnFocusTo={returnFocusTo}
      />
    );
  }
  const { notice } = outcome;
  const known = isErrorCode(notice.code) && notice.code !== ErrorCode.transactionFailed ? notice.code : undefined;
  const message = known !== undefined ? te(known) : tn(notice.message ?? { kind: 'key', key: 'web_error_transaction_failed' });
  return (
    <OutcomeDialog
      tone="failure"
      title={tn(notice.title ?? { kind: 'key', key: 'web_error_purchase_failed_title' })}
      body={<p>{message}</p>}
      actionLabel={t('buy.failure.retry')}
      onAction={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
