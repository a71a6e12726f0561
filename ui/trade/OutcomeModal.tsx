import { type TradeOutcome } from '../../application/trade/buy-state';
import { formatCoin, formatFiat } from '../../domain/format/money-format';
import { useT } from '../i18n/i18n';
import { OutcomeDialog } from './confirm/OutcomeDialog';

interface Props {
  readonly outcome: TradeOutcome | undefined;
  readonly onClose: () => void;
}

/** Success ('purchase complete') or the failure the error catalogue chose ('purchase failed', Try again). */
export function OutcomeModal({ outcome, onClose }: Props) {
  const { t, tn, locale } = useT();
  if (outcome === undefined) return null;
  if (outcome.kind === 'success') {
    const { transaction } = outcome.receipt;
    return (
      <OutcomeDialog
        tone="success"
        title={t('success.title')}
        body={<p>{t('success.body', { coins: formatCoin(transaction.toAmount, transaction.toCurrency, locale), fiat: formatFiat(transaction.fromAmount, transaction.fromCurrency, locale) })}</p>}
        actionLabel={t('success.done')}
        onAction={onClose}
      />
    );
  }
  return (
    <OutcomeDialog
      tone="failure"
      title={tn(outcome.notice.title ?? { kind: 'key', key: 'web_error_purchase_failed_title' })}
      body={<p>{tn(outcome.notice.message ?? { kind: 'key', key: 'web_error_transaction_failed' })}</p>}
      actionLabel={t('failure.retry')}
      onAction={onClose}
    />
  );
}
