import { Dialog } from 'radix-ui';
import { type TradeOutcome } from '../../application/trade/buy-state';
import { type ApiError } from '../../application/ports/api-error';
import { ErrorCode, isErrorCode } from '../../domain/errors/error-codes';
import { formatCoin, formatFiat } from '../../domain/format/money-format';
import { useT } from '../i18n/i18n';

interface Props {
  readonly outcome: TradeOutcome | undefined;
  readonly onClose: () => void;
}

/** Success ('purchase complete') or failure ('purchase failed', 'transaction failed', Try again). */
export function OutcomeModal({ outcome, onClose }: Props) {
  const translate = useT();
  const { t, locale } = translate;
  if (outcome === undefined) return null;
  const success = outcome.kind === 'success';
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay overlay--modal" />
        <Dialog.Content className="modal" aria-describedby="outcome-body">
          <Dialog.Title className="modal__title">
            {success ? t('success.title') : outcome.stage === 'quote' ? t('failure.quoteTitle') : t('failure.title')}
          </Dialog.Title>
          <p id="outcome-body">
            {success
              ? t('success.body', {
                  coins: formatCoin(outcome.receipt.transaction.toAmount, outcome.receipt.transaction.toCurrency, locale),
                  fiat: formatFiat(outcome.receipt.transaction.fromAmount, outcome.receipt.transaction.fromCurrency, locale),
                })
              : `${t('failure.body')} ${failureDetail(outcome.error, translate)}`}
          </p>
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

function failureDetail(error: ApiError, { te }: ReturnType<typeof useT>): string {
  switch (error.kind) {
    case 'business':
      return isErrorCode(error.code) ? te(error.code) : (error.message ?? te(ErrorCode.failedToCreateQuotation));
    case 'timeout':
      return te(ErrorCode.requestTimeout);
    case 'network':
      return te(ErrorCode.networkError);
    case 'unauthorized':
      return te(ErrorCode.unauthorized);
    case 'server':
      return te(ErrorCode.serverError);
    case 'schema':
      return te(ErrorCode.unexpectedResponse);
  }
}
