import type { RefObject } from 'react';
import type { PaymentUsage } from '../../application/ports/payments-port';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Modal } from '../shared/modal/Modal';

/** Spec 001 §9: the payment frame is 576 px high. */
const FRAME_HEIGHT = 576;

/**
 * The card form dialog (spec 001 §4): the gateway's form in a frame; its result comes back by
 * postMessage. Shown while the card-registration service has it open; `usage` is what the card
 * is for when Try again restarts it. Closing returns focus to what had it at opening, or to
 * `returnFocusTo` when that is gone (e.g. a tile of a modal that closed as the form opened).
 */
export function CardFormDialog({ usage, returnFocusTo }: { readonly usage: PaymentUsage; readonly returnFocusTo?: RefObject<HTMLElement | null> }) {
  const { cardRegistration } = useServices();
  const state = useStore(cardRegistration.state);
  const { t, te } = useT();
  if (state.phase === 'closed') return null;
  return (
    <Modal
      onClose={() => cardRegistration.close()}
      className="modal--frame"
      closeOnOutsideClick={false}
      returnFocusTo={returnFocusTo}
      title={t('payments.cardForm.title')}
      actions={
        state.phase === 'failed' && state.code !== 'unavailable' ? (
          <button type="button" className="button button--primary" onClick={() => void cardRegistration.open(usage)}>
            {t('payments.cardForm.retry')}
          </button>
        ) : undefined
      }
    >
      {state.phase === 'starting' && <p role="status">{t('payments.cardForm.starting')}</p>}
      {state.phase === 'checking' && <p role="status">{t('payments.cardForm.checking')}</p>}
      {state.phase === 'form' && <iframe className="payment-frame" title={t('payments.cardForm.frame')} src={state.url} height={FRAME_HEIGHT} />}
      {state.phase === 'failed' && (
        <p role="alert" className="field-error">
          {state.code === 'unavailable' ? t('payments.cardForm.unavailable') : te(state.code)}
        </p>
      )}
    </Modal>
  );
}
