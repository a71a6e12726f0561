import { filter, map, type Observable, Subject, take } from 'rxjs';
import { type FrameChannel, type PaymentFramePort } from '../../application/ports/payment-frame-port';

const sourceOf = (data: unknown): unknown => (typeof data === 'object' && data !== null ? (data as { source?: unknown }).source : undefined);

/**
 * PaymentFramePort for tests: `post(data)` plays a message from the payment gateway. Like the
 * window adapter, a message reaches a channel only with its `source` and a body its parser accepts.
 */
export class FakePaymentFrameAdapter implements PaymentFramePort {
  private readonly posted = new Subject<unknown>();
  /** Whether anyone is waiting for a frame message now. */
  get listening(): boolean {
    return this.posted.observed;
  }

  post(data: unknown): void {
    this.posted.next(data);
  }

  messages<T>(channel: FrameChannel<T>): Observable<T> {
    return this.posted.pipe(
      filter((data) => sourceOf(data) === channel.source),
      map((data) => channel.parse(data)),
      filter((message): message is T => message !== undefined),
    );
  }

  next<T>(channel: FrameChannel<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const aborted = (): void => reject(new DOMException('The payment frame is no longer awaited.', 'AbortError'));
      if (signal?.aborted === true) {
        aborted();
        return;
      }
      const subscription = this.messages(channel)
        .pipe(take(1))
        .subscribe((message) => {
          signal?.removeEventListener('abort', stop);
          resolve(message);
        });
      function stop(): void {
        subscription.unsubscribe();
        aborted();
      }
      signal?.addEventListener('abort', stop, { once: true });
    });
  }
}
