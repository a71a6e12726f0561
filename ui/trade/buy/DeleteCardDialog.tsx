import { AlertDialog } from 'radix-ui';
import type { BuyService } from '../../../application/trade/buy-service';
import type { BuyState } from '../../../application/trade/buy-state';
import { useT } from '../../base/i18n/use-t';
import { useReturnFocus } from '../../base/use-return-focus';

/** The 'Are you sure' confirmation of a card deletion, showing the masked number (spec 000 §2, 001 §5). */
export function DeleteCardDialog({ state, buy }: { readonly state: BuyState; readonly buy: BuyService }) {
  const { t } = useT();
  const card = state.cardToDelete;
  const returnFocus = useReturnFocus(card !== undefined);
  if (card === undefined) return null;
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && buy.cancelDeleteCard()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay overlay--modal" />
        <AlertDialog.Content className="modal" onCloseAutoFocus={returnFocus}>
          <AlertDialog.Title className="modal__title">{t('buy.delete.title')}</AlertDialog.Title>
          <AlertDialog.Description>{t('buy.delete.body', { card: card.maskedCardNumber })}</AlertDialog.Description>
          {state.cardDeleteFailed && (
            <p role="alert" className="field-error">
              {t('buy.delete.failed')}
            </p>
          )}
          <div className="modal__actions">
            <AlertDialog.Cancel className="button button--ghost" disabled={state.deletingCard}>
              {t('buy.delete.cancel')}
            </AlertDialog.Cancel>
            <button type="button" className="button button--danger" disabled={state.deletingCard} onClick={() => void buy.confirmDeleteCard()}>
              {state.deletingCard ? t('buy.delete.deleting') : t('buy.delete.confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
