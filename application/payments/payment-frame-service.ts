import type { FrameChannel } from '../ports/payment-frame-port';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import { StateStore, type ReadableStore } from '../shared/store';

/** What the frame shows: the third-party page's address, or (when only that is given) its HTML. */
export type FrameContent = { readonly kind: 'url'; readonly url: string } | { readonly kind: 'html'; readonly html: string };

/** The third-party payment frame modal (spec 000 §2, §4), as the UI shows it. */
export type PaymentFrameState = { readonly phase: 'closed' } | { readonly phase: 'open'; readonly content: FrameContent };

/** How showing a page ended: its message, the customer closing the frame, or no frame in this environment. */
export type FrameResult<T> = { readonly kind: 'message'; readonly message: T } | { readonly kind: 'closed' } | { readonly kind: 'unavailable' };

const CLOSED: PaymentFrameState = { phase: 'closed' };

/** What a PaymentFrameService is made from (named as the composition root names them). */
export interface PaymentFrameDependencies {
  readonly paymentSurfaces: PaymentSurfaces;
}

/**
 * The one payment frame modal of the app, for every purchase that a third-party page completes
 * (a coin or basket bought by card, Apple Pay or Google Pay after their sheet). Showing a page
 * listens for its result first (the gateway's origin and the channel's source only), then opens
 * the frame; the result or the customer closing the frame closes it again.
 */
export class PaymentFrameService {
  private readonly store = new StateStore<PaymentFrameState>(CLOSED);
  readonly state: ReadableStore<PaymentFrameState> = this.store;
  private waiting: AbortController | undefined;

  constructor(private readonly deps: PaymentFrameDependencies) {}

  async show<T>(content: FrameContent, channel: FrameChannel<T>): Promise<FrameResult<T>> {
    const frame = this.deps.paymentSurfaces.paymentFrame;
    if (frame === undefined) return { kind: 'unavailable' };
    this.waiting?.abort();
    const waiting = new AbortController();
    this.waiting = waiting;
    const message = frame.next(channel, waiting.signal);
    this.store.update(() => ({ phase: 'open', content }));
    try {
      return { kind: 'message', message: await message };
    } catch {
      return { kind: 'closed' };
    } finally {
      if (this.waiting === waiting) {
        this.waiting = undefined;
        this.store.update(() => CLOSED);
      }
    }
  }

  /** The customer closed the frame: stop waiting for the page. */
  close(): void {
    this.waiting?.abort();
  }
}
