import { Observable } from 'rxjs';
import type { FrameChannel, PaymentFramePort } from '../../application/ports/payment-frame-port';
import { firstUntilAborted } from '../../application/shared/first-until-aborted';

const NOT_AWAITED = 'The payment frame is no longer awaited.';

/** Where `message` events arrive: the app's window (a test passes its own). */
export type MessageEventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const sourceOf = (data: unknown): unknown => (typeof data === 'object' && data !== null ? (data as { source?: unknown }).source : undefined);

/**
 * PaymentFramePort on window `message` events. A message counts only when its origin is the
 * configured payment gateway's (exactly: scheme, host and port) and its `source` is the channel's;
 * the channel's domain parser then rejects malformed bodies. The listener lives only while
 * someone subscribes.
 */
export class WindowPaymentFrameAdapter implements PaymentFramePort {
  private readonly gatewayOrigin: string;

  /** `gatewayOrigin` is normalised (a trailing slash or path is dropped); an invalid URL throws. */
  constructor(
    private readonly target: MessageEventTarget,
    gatewayOrigin: string,
  ) {
    this.gatewayOrigin = new URL(gatewayOrigin).origin;
  }

  messages<T>(channel: FrameChannel<T>): Observable<T> {
    return new Observable<T>((subscriber) => {
      const listener = (event: MessageEvent): void => {
        if (event.origin !== this.gatewayOrigin) return;
        const data: unknown = event.data;
        if (sourceOf(data) !== channel.source) return;
        const message = channel.parse(data);
        if (message !== undefined) subscriber.next(message);
      };
      this.target.addEventListener('message', listener);
      return () => this.target.removeEventListener('message', listener);
    });
  }

  next<T>(channel: FrameChannel<T>, signal?: AbortSignal): Promise<T> {
    return firstUntilAborted(this.messages(channel), signal, NOT_AWAITED);
  }
}
