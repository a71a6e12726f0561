import { CardRegistrationService } from '../../../application/payments/card-registration-service';
import { CardSchemeCheckout } from '../../../application/payments/card-scheme-checkout';
import { PaymentFrameService } from '../../../application/payments/payment-frame-service';
import type { PaymentsServices } from '../../../application/payments/payments-services';
import type { PaymentsPort } from '../../../application/ports/payments-port';
import { area, needs } from '../registry';
import { lazyHttpPort } from './lazy-http-port';

declare module '../registry' {
  interface Registry extends PaymentsServices {
    payments: PaymentsPort;
    cardSchemeCheckout: CardSchemeCheckout;
  }
}

/** Saved cards, the card form, the payment frame and the card-scheme checkout (card, Apple Pay, Google Pay). */
export const paymentsArea = area<PaymentsServices>()({
  name: 'payments',
  ports: {
    payments: lazyHttpPort(async (d) => new (await import('../../http/payments-http-adapter')).HttpPaymentsAdapter(d.http, d.passcodeEncryptor)),
  },
  services: {
    cardRegistration: needs(['payments', 'paymentSurfaces', 'toasts'], (d) => new CardRegistrationService(d)),
    paymentFrames: needs(['paymentSurfaces'], (d) => new PaymentFrameService(d)),
  },
  internal: {
    cardSchemeCheckout: needs(['paymentSurfaces', 'paymentFrames', 'customer'], (d) => new CardSchemeCheckout(d)),
  },
});
