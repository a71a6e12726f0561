import type { PayMethod } from '../payment/pay-method';

/** Payment methods charged through a card scheme: the customer authorises them outside the app. */
export type CardSchemeMethod = Extract<PayMethod, 'credit_card' | 'apple_pay' | 'google_pay'>;

export const isCardSchemeMethod = (method: PayMethod): method is CardSchemeMethod =>
  method === 'credit_card' || method === 'apple_pay' || method === 'google_pay';

/** Why a card-scheme purchase may not start (spec 000 §4 "extra check"). */
export type PurchaseBlock = 'untrusted_device';

export interface PurchaseGateInput {
  readonly method: PayMethod;
  /** Whether the session trusts this device's signing key; undefined when unknown. */
  readonly deviceTrusted: boolean | undefined;
}

/**
 * The extra check before a card, Apple Pay or Google Pay purchase (spec 000 §4 "for card, Apple
 * Pay, Google Pay a cooling-off or extra check may block first"; spec 001 §6 "a device or
 * verification step runs before card, Apple Pay or Google Pay purchases"). The cooling-off part is
 * the trade guard's, which checks every trade (application/trade/trade-guard.ts).
 * Choices: the extra check is that the session trusts this device's signing key, because every
 * trade is signed with it and a charge to a card must come from a device the customer verified at
 * sign-in; a device whose trust is unknown is not trusted; wallet buys are not gated here.
 */
export function purchaseBlock(input: PurchaseGateInput): PurchaseBlock | undefined {
  if (!isCardSchemeMethod(input.method)) return undefined;
  return input.deviceTrusted === true ? undefined : 'untrusted_device';
}
