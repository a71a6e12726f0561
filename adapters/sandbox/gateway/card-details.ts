import { formatCardExpiry, isCardExpired, parseCardExpiry } from '../../../domain/payment/card-expiry';
import type { CardBrand } from '../exchange/personas';

/**
 * What the sandbox gateway's card form checks, as a card gateway would: the client never sees
 * card numbers (the spec leaves card entry to the third-party page), so these are the
 * gateway's own rules, not the product's.
 */
export interface CardEntry {
  readonly cardholderName: string;
  readonly cardNumber: string;
  /** MM/YY or MM/YYYY. */
  readonly expiry: string;
  readonly securityCode: string;
}

export type CardField = keyof CardEntry;

/** A card the form accepted: what the gateway tells the exchange (never the full number). */
export interface AcceptedCard {
  readonly cardholderName: string;
  readonly brand: CardBrand;
  readonly last4: string;
  /** MM/YYYY, as the personas' cards. */
  readonly expiry: string;
}

/** Choice: the well-known test number 4000 0000 0000 0002 is declined by the card's issuer. */
export const DECLINED_TEST_CARD = '4000000000000002';

const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** Brand by issuer prefix; undefined for a scheme the gateway does not take. */
export function brandOf(digits: string): CardBrand | undefined {
  if (/^(4026|417500|4508|4844|4913|4917)/.test(digits)) return 'visa_electron';
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(50|5[6-9]|6\d)/.test(digits)) return 'maestro';
  return undefined;
}

/** The accepted card, or a message per field that is wrong. */
export function checkCard(entry: CardEntry, now: number): { ok: true; card: AcceptedCard } | { ok: false; errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = digitsOf(entry.cardNumber);
  const brand = brandOf(digits);
  const expiry = parseCardExpiry(entry.expiry);
  if (entry.cardholderName.trim() === '') errors.cardholderName = 'Enter the name on the card.';
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.cardNumber = 'Enter a valid card number.';
  else if (brand === undefined) errors.cardNumber = 'We accept Visa, Mastercard and Maestro cards.';
  if (expiry === undefined) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (isCardExpired(expiry, now)) errors.expiry = 'This card has expired.';
  if (!/^\d{3,4}$/.test(entry.securityCode.trim())) errors.securityCode = 'Enter the 3 or 4 digit security code.';
  if (brand === undefined || expiry === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card: {
      cardholderName: entry.cardholderName.trim(),
      brand,
      last4: digits.slice(-4),
      expiry: formatCardExpiry(expiry),
    },
  };
}

/** Whether the issuer declines this number (see DECLINED_TEST_CARD). */
export const isDeclinedTestCard = (cardNumber: string): boolean => digitsOf(cardNumber) === DECLINED_TEST_CARD;
