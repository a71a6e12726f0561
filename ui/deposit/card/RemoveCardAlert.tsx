import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { AlertModal, AlertModalCancel } from '../../shared/modal/AlertModal';

/** The 'Are you sure' of a card removal, naming the masked number (spec 001 §2, §5, §8). */
export function RemoveCardAlert() {
  const { topUpCardRemoval } = useServices();
  const state = useStore(topUpCardRemoval.state);
  const { t } = useT();
  const card = state.toDelete;
  if (card === undefined) return null;
  return (
    <AlertModal
      onClose={() => topUpCardRemoval.cancel()}
      title={t('deposit.card.remove.title')}
      description={t('deposit.card.remove.text', { card: card.maskedCardNumber })}
      actions={
        <>
          <AlertModalCancel className="button button--ghost" disabled={state.deleting}>
            {t('deposit.card.remove.cancel')}
          </AlertModalCancel>
          <button
            type="button"
            className="button button--danger"
            disabled={state.deleting}
            aria-busy={state.deleting}
            onClick={() => void topUpCardRemoval.confirm()}
          >
            {t('deposit.card.remove')}
          </button>
        </>
      }
    >
      {state.failed && (
        <p role="alert" className="field-error">
          {t('deposit.card.remove.failed')}
        </p>
      )}
    </AlertModal>
  );
}
