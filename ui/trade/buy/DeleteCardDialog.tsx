import type { BuyService } from '../../../application/trade/buy-service';
import type { BuyState } from '../../../application/trade/buy-state';
import { useT } from '../../base/i18n/use-t';
import { AlertModal, AlertModalCancel } from '../../shared/modal/AlertModal';

/** The 'Are you sure' confirmation of a card deletion, showing the masked number (spec 000 §2, 001 §5). */
export function DeleteCardDialog({ state, buy }: { readonly state: BuyState; readonly buy: BuyService }) {
  const { t } = useT();
  const card = state.cardToDelete;
  if (card === undefined) return null;
  return (
    <AlertModal
      onClose={() => buy.cancelDeleteCard()}
      title={t('buy.delete.title')}
      description={t('buy.delete.body', { card: card.maskedCardNumber })}
      actions={
        <>
          <AlertModalCancel className="button button--ghost" disabled={state.deletingCard}>
            {t('buy.delete.cancel')}
          </AlertModalCancel>
          <button type="button" className="button button--danger" disabled={state.deletingCard} onClick={() => void buy.confirmDeleteCard()}>
            {state.deletingCard ? t('buy.delete.deleting') : t('buy.delete.confirm')}
          </button>
        </>
      }
    >
      {state.cardDeleteFailed && (
        <p role="alert" className="field-error">
          {t('buy.delete.failed')}
        </p>
      )}
    </AlertModal>
  );
}
