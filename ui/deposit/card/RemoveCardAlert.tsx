import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { RemovalAlert } from '../RemovalAlert';

/** The 'Are you sure' of a card removal, naming the masked number (spec 001 §2, §5, §8). */
export function RemoveCardAlert() {
  const { topUpCardRemoval } = useServices();
  const state = useStore(topUpCardRemoval.state);
  const { t } = useT();
  const card = state.toDelete;
  if (card === undefined) return null;
  return (
    <RemovalAlert
      title={t('deposit.card.remove.title')}
      description={t('deposit.card.remove.text', { card: card.maskedCardNumber })}
      cancelLabel={t('deposit.card.remove.cancel')}
      removeLabel={t('deposit.card.remove')}
      busy={state.deleting}
      onCancel={() => topUpCardRemoval.cancel()}
      onRemove={() => void topUpCardRemoval.confirm()}
    >
      {state.failed && (
        <p role="alert" className="field-error">
          {t('deposit.card.remove.failed')}
        </p>
      )}
    </RemovalAlert>
  );
}
