import { filter, map, type Observable, Subject } from 'rxjs';
import type { FrameChannel, PaymentFramePort } from '../../application/ports/payment-frame-port';
import { firstUntilAborted } from '../../application/shared/first-until-aborted';

const NOT_AWAITED = 'The payment frame is no longer awaited.';

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
    return firstUntilAborted(this.messages(channel), signal, NOT_AWAITED);
  }
}
