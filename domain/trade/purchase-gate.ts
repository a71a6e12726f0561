import { isTradingBlockedByCoolingOff } from '../compliance/cooling-off-trading';
import { type PayMethod } from '../payment/pay-method';

/** Payment methods charged through a card scheme: the customer authorises them outside the app. */
export type CardSchemeMethod = Extract<PayMethod, 'credit_card' | 'apple_pay' | 'google_pay'>;

export const isCardSchemeMethod = (method: PayMethod): method is CardSchemeMethod =>
  method === 'credit_card' || method === 'apple_pay' || method === 'google_pay';

/** Why a card-scheme purchase may not start (spec 000 §4). */
export type PurchaseBlock = 'cooling_off' | 'untrusted_device';

export interface PurchaseGateInput {
  readonly method: PayMethod;
  /** The UK cooling-off window's end (epoch ms) when cooling-off applies to the customer. */
  readonly coolingOffEndsAt: number | undefined;
  readonly now: number;
  /** Whether the session trusts this device's signing key; undefined when not asked (not a card scheme). */
  readonly deviceTrusted: boolean | undefined;
}

/**
 * The check before a card, Apple Pay or Google Pay purchase (spec 000 §4 "for card, Apple Pay,
 * Google Pay a cooling-off or extra check may block first"; spec 001 §6 "a device or verification
 * step runs before card, Apple Pay or Google Pay purchases"). Wallet buys are not gated here: the
 * quotation answers cooling-off for them (spec 000 §8).
 * Choices: the cooling-off window is checked first (it needs no call); the extra check is that
 * the session trusts this device's signing key, because every trade is signed with it and a
 * charge on a card must come from a device the customer verified at sign-in. A device whose
 * trust is unknown is not trusted.
 */
export function purchaseBlock(input: PurchaseGateInput): PurchaseBlock | undefined {
  if (!isCardSchemeMethod(input.method)) return undefined;
  if (isTradingBlockedByCoolingOff(input.coolingOffEndsAt, input.now)) return 'cooling_off';
  return input.deviceTrusted === true ? undefined : 'untrusted_device';
}
