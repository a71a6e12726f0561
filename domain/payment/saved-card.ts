import type { CurrencyCode } from '../money/currency';

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
