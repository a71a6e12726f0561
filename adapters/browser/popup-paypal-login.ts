import { interval, type SchedulerLike, type Subscription } from 'rxjs';
import { PAYPAL_LOGIN_CHANNEL, type PaymentFramePort } from '../../application/ports/payment-frame-port';
import type { PaypalLoginOutcome, PaypalLoginPort } from '../../application/ports/paypal-login-port';

/** How often the window is checked for being closed (browsers tell the opener nothing when it closes). */
export const POPUP_CLOSED_POLL_MS = 500;

/** The part of a popup window the adapter uses. */
export interface PopupWindow {
  readonly closed: boolean;
  close(): void;
}

/** Opens a popup at `url`; null when the browser blocked it (window.open's answer). */
export type OpenPopup = (url: string) => PopupWindow | null;

/** window.open as a centred 480 x 640 popup. */
export const browserPopup =
  (window: Window): OpenPopup =>
  (url) =>
    window.open(url, 'paypal_login', 'popup,width=480,height=640');

/**
 * PaypalLoginPort on a popup window at `url` (the sandbox gateway's stand-in for PayPal's sign-in):
 * its result arrives as a message from the gateway's origin (source paypalLogin, checked by the
 * frame port). The window is checked every 500 ms on the scheduler; a window found closed twice
 * in a row without a message has been closed by the customer (one tick of grace, because the
 * window posts its result and closes itself, and the two may reach the app in either order).
 */
export class PopupPaypalLogin implements PaypalLoginPort {
  constructor(
    private readonly open: OpenPopup,
    private readonly url: string,
    private readonly frames: PaymentFramePort,
    private readonly scheduler: SchedulerLike,
  ) {}

  login(signal?: AbortSignal): Promise<PaypalLoginOutcome> {
    const popup = this.open(this.url);
    if (popup === null) return Promise.resolve({ kind: 'blocked' });
    return new Promise((resolve) => {
      const subscriptions: Subscription[] = [];
      const finish = (outcome: PaypalLoginOutcome): void => {
        subscriptions.forEach((s) => s.unsubscribe());
        signal?.removeEventListener('abort', abort);
        resolve(outcome);
      };
      const abort = (): void => {
        popup.close();
        finish({ kind: 'closed' });
      };
      subscriptions.push(
        this.frames.messages(PAYPAL_LOGIN_CHANNEL).subscribe((message) => {
          if (message.status === 'success') finish({ kind: 'signed_in', detail: message.detail });
          else finish({ kind: message.status === 'cancelled' ? 'closed' : 'failed' });
        }),
      );
      let seenClosed = false;
      subscriptions.push(
        interval(POPUP_CLOSED_POLL_MS, this.scheduler).subscribe(() => {
          if (!popup.closed) return;
          if (seenClosed) finish({ kind: 'closed' });
          seenClosed = true;
        }),
      );
      if (signal?.aborted === true) abort();
      else signal?.addEventListener('abort', abort);
    });
  }
}
