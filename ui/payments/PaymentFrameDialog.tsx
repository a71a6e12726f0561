import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Modal } from '../shared/modal/Modal';

/** Spec 000 §9, 001 §9: the third-party payment frame is 576 px high. */
export const PAYMENT_FRAME_HEIGHT = 576;

/**
 * The third-party payment frame modal (spec 000 §2, §4): the bank's 3-D Secure page of a card,
 * Apple Pay or Google Pay purchase, until it posts its result. Closing it stops the payment.
 * Choices: the page's address is loaded when there is one; HTML alone is shown as the frame's
 * document (it inherits the app's Content-Security-Policy). A flow whose page is not a payment's
 * (PayPal's registering page) names the dialog and the frame itself.
 */
export function PaymentFrameDialog({ title, frameTitle }: { readonly title?: string; readonly frameTitle?: string } = {}) {
  const { paymentFrames } = useServices();
  const state = useStore(paymentFrames.state);
  const { t } = useT();
  if (state.phase === 'closed') return null;
  const { content } = state;
  const page = frameTitle ?? t('payments.frame.page');
  return (
    <Modal onClose={() => paymentFrames.close()} className="modal--frame" closeOnOutsideClick={false} title={title ?? t('payments.frame.title')}>
      {content.kind === 'url' ? (
        <iframe className="payment-frame" title={page} src={content.url} height={PAYMENT_FRAME_HEIGHT} />
      ) : (
        <iframe className="payment-frame" title={page} srcDoc={content.html} height={PAYMENT_FRAME_HEIGHT} />
      )}
    </Modal>
  );
}
