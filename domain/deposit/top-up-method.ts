import type { PayMethod } from '../payment/pay-method';

/** How a top-up is paid (spec 001 §3, payment method type keys). */
export type TopUpMethod = 'credit_card' | 'debit_card' | 'apple_pay' | 'google_pay' | 'paypal';

/** The fiat limits types the server knows (spec 001 §3, "Fiat limits per type"). */
export type FiatLimitsType = 'credit_card' | 'apple_pay' | 'google_pay' | 'paypal';

/** Choice: a debit card uses the credit_card limits, the only card type the limits call knows. */
export const limitsTypeOf = (method: TopUpMethod): FiatLimitsType => (method === 'debit_card' ? 'credit_card' : method);

/** Saved cards go through passcode and the authentication frame; Apple Pay and Google Pay through their own sheet (spec 001 §4). */
export const isCardMethod = (method: TopUpMethod): method is 'credit_card' | 'debit_card' => method === 'credit_card' || method === 'debit_card';

export const isWalletPayMethod = (method: TopUpMethod): method is 'apple_pay' | 'google_pay' => method === 'apple_pay' || method === 'google_pay';

/**
 * The pay method whose weekly limit a top-up counts against (spec 001 §7: weekly limits apply
 * to Apple Pay and credit card). Choice: every saved card, debit included, is a card payment, as
 * the buy widget lists saved cards as credit_card; PayPal has no weekly limit.
 */
export function weeklyLimitMethodOf(method: TopUpMethod): PayMethod | undefined {
  switch (method) {
    case 'credit_card':
    case 'debit_card':
      return 'credit_card';
    case 'apple_pay':
    case 'google_pay':
      return method;
    case 'paypal':
      return undefined;
  }
}
