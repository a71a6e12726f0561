import type { ExternalPagePort } from '../../application/ports/external-page-port';
import type { PaypalLoginOutcome, PaypalLoginPort } from '../../application/ports/paypal-login-port';

/**
 * PayPal's sign-in window for tests: each login stays open until the test answers it
 * (`answer(outcome)`), or resolves at once with `next` when the test set one.
 */
export class FakePaypalLogin implements PaypalLoginPort {
  next: PaypalLoginOutcome | undefined;
  opened = 0;
  private open: ((outcome: PaypalLoginOutcome) => void) | undefined;

  /** Whether a sign-in window is open now. */
  get isOpen(): boolean {
    return this.open !== undefined;
  }

  login(signal?: AbortSignal): Promise<PaypalLoginOutcome> {
    this.opened += 1;
    if (this.next !== undefined) return Promise.resolve(this.next);
    return new Promise((resolve) => {
      this.open = resolve;
      signal?.addEventListener('abort', () => this.answer({ kind: 'closed' }));
    });
  }

  answer(outcome: PaypalLoginOutcome): void {
    const open = this.open;
    this.open = undefined;
    open?.(outcome);
  }
}

/** The pages the app left for, in order; `allowed` false refuses every one. */
export class FakeExternalPages implements ExternalPagePort {
  readonly visited: string[] = [];
  allowed = true;

  leaveFor(url: string): boolean {
    if (this.allowed) this.visited.push(url);
    return this.allowed;
  }
}
