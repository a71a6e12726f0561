import type { CardRegistrationService } from './card-registration-service';
import type { PaymentFrameService } from './payment-frame-service';

/** What the payments area offers driving adapters. Its wiring: adapters/wiring/areas. */
export interface PaymentsServices {
  /** Adding a card through the gateway's card form. */
  readonly cardRegistration: CardRegistrationService;
  /** The third-party payment frame modal (3-D Secure and the wallet sheets' pages). */
  readonly paymentFrames: PaymentFrameService;
}
