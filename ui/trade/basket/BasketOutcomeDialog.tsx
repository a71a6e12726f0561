import type { BasketBuyOutcome } from '../../../application/trade/basket-buy-state';
import { formatFiat } from '../../../domain/format/money-format';
import { useT } from '../../base/i18n/use-t';
import { OutcomeDialog } from '../confirm/OutcomeDialog';

interface Props {
  readonly outcome: BasketBuyOutcome | undefined;
  readonly onClose: () => void;
}

/** Spec 000 §2: the 'basket bought' success modal (or, paid but still completing, its pending form), or the failure modal the error catalogue chose. */
export function BasketOutcomeDialog({ outcome, onClose }: Props) {
  const { t, tn, locale } = useT();
  if (outcome === undefined) return null;
  if (outcome.kind === 'success') {
    const { transaction, preview } = outcome;
    return (
      <OutcomeDialog
        tone="success"
        title={t('basket.success.title')}
        body={<p>{t('basket.success.body', { basket: preview.basketName, amount: formatFiat(transaction.fromAmount, transaction.fromCurrency, locale) })}</p>}
        actionLabel={t('basket.success.done')}
        onAction={onClose}
      />
    );
  }
  if (outcome.kind === 'pending') {
    return (
      <OutcomeDialog
        tone="success"
        title={t('basket.pending.title')}
        body={<p>{t('basket.success.pending', { basket: outcome.preview.basketName })}</p>}
        actionLabel={t('basket.success.done')}
        onAction={onClose}
      />
    );
  }
  return (
    <OutcomeDialog
      tone="failure"
      title={tn(outcome.notice.title ?? { kind: 'key', key: 'web_error_purchase_failed_title' })}
      body={<p>{tn(outcome.notice.message ?? { kind: 'key', key: 'web_error_transaction_failed' })}</p>}
      actionLabel={t('basket.failure.retry')}
      onAction={onClose}
    />
  );
}
