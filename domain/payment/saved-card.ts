import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import type { CurrencyCode } from '../money/currency';

/** A saved payment card (spec 001 §3, "Payment card"). */
export interface PaymentCard {
  readonly id: string;
  readonly brand: string;
  readonly maskedCardNumber: string;
  readonly type: 'credit_card' | 'debit_card';
  /** Expired, or rejected (a Singapore-issued card); absent when usable. */
  readonly status?: 'expired' | 'rejected';
}

/** Cards marked expired or rejected are not selectable and show a message (spec 001 §5). */
export const isCardSelectable = (card: PaymentCard): boolean => card.status === undefined;

export type CardNotSelectable = { readonly code: typeof ErrorCode.paymentCardExpired } | { readonly code: typeof ErrorCode.sgCreditCardNotSupported };

/**
 * A card picked to pay a top-up: refused with its message when not selectable (spec 001 §5, §8):
 * expired is 'card expired', a rejected Singapore-issued card is 'card not supported for crypto'.
 */
export function checkCardSelectable(card: PaymentCard): Result<PaymentCard, CardNotSelectable> {
  if (card.status === 'expired') return err({ code: ErrorCode.paymentCardExpired });
  if (card.status === 'rejected') return err({ code: ErrorCode.sgCreditCardNotSupported });
  return ok(card);
}

/** The last 4 digits of a masked card number, for notices (spec 001 §4, "Card form dialog"); '' when there are none. */
export function lastFourDigits(maskedCardNumber: string): string {
  const digits = maskedCardNumber.replace(/\D/g, '');
  return digits.slice(-4);
}

/** In edit mode only credit cards can be deleted (spec 001 §5). */
export const canDeleteCardInEditMode = (card: PaymentCard): boolean => card.type === 'credit_card';

/** Saved card brands (spec 000 §3). */
export type CardBrand = 'maestro' | 'mastercard' | 'visa' | 'visa_electron' | 'pay_pal';
export const CARD_BRANDS: readonly CardBrand[] = ['maestro', 'mastercard', 'visa', 'visa_electron', 'pay_pal'];

const KNOWN: ReadonlySet<string> = new Set(CARD_BRANDS);

/** Choice: brands are matched case-insensitively ("Visa" is visa); anything else is unknown. */
export function parseCardBrand(raw: string): CardBrand | undefined {
  const brand = raw.trim().toLowerCase();
  return KNOWN.has(brand) ? (brand as CardBrand) : undefined;
}

/** Whether a saved card is charged as a credit or a debit card (for the default fee). */
export type CardFunding = 'credit' | 'debit';

/** A saved card (spec 000 §3, §7: saved cards of types card and pay_pal). */
export interface SavedCard {
  readonly id: string;
  readonly brand: CardBrand;
  readonly maskedCardNumber: string;
  readonly currency: CurrencyCode;
  readonly funding: CardFunding;
  readonly isExpired: boolean;
  /** A Singapore-issued card the server rejects for trading. */
  readonly isSGIssueCard: boolean;
}

/** A saved payment account card: the top-up view (spec 001 §3) with the brand known and its currency. */
export interface AccountCard extends PaymentCard {
  readonly brand: CardBrand;
  readonly currency: CurrencyCode;
}

/**
 * The buy widget's view of a saved card (spec 000 §3): a debit card is charged as debit, an
 * expired card is expired, a rejected card is a rejected Singapore-issued card (spec 001 §5).
 */
export const savedCardOf = (card: AccountCard): SavedCard => ({
  id: card.id,
  brand: card.brand,
  maskedCardNumber: card.maskedCardNumber,
  currency: card.currency,
  funding: card.type === 'debit_card' ? 'debit' : 'credit',
  isExpired: card.status === 'expired',
  isSGIssueCard: card.status === 'rejected',
});
