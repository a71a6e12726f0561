import { Dialog } from 'radix-ui';
import { type TradeOutcome } from '../../application/trade/buy-state';
import { formatCoin, formatFiat } from '../../domain/format/money-format';
import { useT } from '../i18n/i18n';

interface Props {
  readonly outcome: TradeOutcome | undefined;
  readonly onClose: () => void;
}

/** Success ('purchase complete') or the failure the error catalogue chose ('purchase failed', Try again). */
export function OutcomeModal({ outcome, onClose }: Props) {
  const { t, tn, locale } = useT();
  if (outcome === undefined) return null;
  const success = outcome.kind === 'success';
  const title = success ? t('success.title') : tn(outcome.notice.title ?? { kind: 'key', key: 'web_error_purchase_failed_title' });
  const body = success
    ? t('success.body', {
        coins: formatCoin(outcome.receipt.transaction.toAmount, outcome.receipt.transaction.toCurrency, locale),
        fiat: formatFiat(outcome.receipt.transaction.fromAmount, outcome.receipt.transaction.fromCurrency, locale),
      })
    : tn(outcome.notice.message ?? { kind: 'key', key: 'web_error_transaction_failed' });
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay overlay--modal" />
        <Dialog.Content className="modal" aria-describedby="outcome-body">
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          <p id="outcome-body">{body}</p>
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              {success ? t('success.done') : t('failure.retry')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
