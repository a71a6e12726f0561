import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import type { PaymentUsage } from '../../application/ports/payments-port';
import { useServices } from '../base/services-context';
import { useReturnFocus } from '../base/use-return-focus';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

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
  const returnFocus = useReturnFocus(true, returnFocusTo);
  if (state.phase === 'closed') return null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && cardRegistration.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay overlay--modal" />
        <Dialog.Content
          className="modal modal--frame"
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={returnFocus}
        >
          <div className="drawer__header">
            <Dialog.Title className="modal__title">{t('payments.cardForm.title')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('app.close')}>
              ×
            </Dialog.Close>
          </div>
          {state.phase === 'starting' && <p role="status">{t('payments.cardForm.starting')}</p>}
          {state.phase === 'checking' && <p role="status">{t('payments.cardForm.checking')}</p>}
          {state.phase === 'form' && <iframe className="payment-frame" title={t('payments.cardForm.frame')} src={state.url} height={FRAME_HEIGHT} />}
          {state.phase === 'failed' && (
            <>
              <p role="alert" className="field-error">
                {state.code === 'unavailable' ? t('payments.cardForm.unavailable') : te(state.code)}
              </p>
              {state.code !== 'unavailable' && (
                <div className="modal__actions">
                  <button type="button" className="button button--primary" onClick={() => void cardRegistration.open(usage)}>
                    {t('payments.cardForm.retry')}
                  </button>
                </div>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
