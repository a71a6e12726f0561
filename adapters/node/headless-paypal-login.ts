import type { ExternalPagePort } from '../../application/ports/external-page-port';
import type { PaypalLoginOutcome, PaypalLoginPort } from '../../application/ports/paypal-login-port';
import { payerIdOf, type PaypalPayerDetail } from '../../domain/deposit/paypal-messages';

/**
 * PayPal's sign-in window for a client without a screen (the CLI): signed in as the command says
 * (`signInAs`), as the headless wallet sheets answer Apple Pay; the payer id is the stand-in's
 * (domain payerIdOf), so only a sandbox backend takes it. Without a payer the window is closed.
 */
export class HeadlessPaypalLogin implements PaypalLoginPort {
  private payer: Omit<PaypalPayerDetail, 'payerId'> | undefined;

  signInAs(payer: Omit<PaypalPayerDetail, 'payerId'>): void {
    this.payer = payer;
  }

  login(): Promise<PaypalLoginOutcome> {
    const payer = this.payer;
    return Promise.resolve(payer === undefined ? { kind: 'closed' } : { kind: 'signed_in', detail: { ...payer, payerId: payerIdOf(payer.email) } });
  }
}

/** The pages a headless client was sent to (a bank's authorisation), for the command to complete; nothing is opened. */
export class HeadlessExternalPages implements ExternalPagePort {
  private last: string | undefined;

  /** The last page the app left for. */
  get lastVisited(): string | undefined {
    return this.last;
  }

  leaveFor(url: string): boolean {
    this.last = url;
    return true;
  }
}
