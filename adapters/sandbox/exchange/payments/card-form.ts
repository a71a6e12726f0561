import { formatCardExpiry, isCardExpired, parseCardExpiry } from '../../../../domain/payment/card-expiry';
import type { CardBrand, PersonaCard } from '../personas';

const BRANDS: ReadonlySet<string> = new Set<CardBrand>(['maestro', 'mastercard', 'visa', 'visa_electron']);
const isBrand = (value: string | undefined): value is CardBrand => value !== undefined && BRANDS.has(value);

/**
 * The card the gateway's card form accepted (its completion form carries brand, last4 and
 * expiry MM/YYYY, never the full number), or undefined when the form is not a usable card:
 * an unknown brand, no 4 last digits, an unreadable or past expiry.
 */
export function cardFromForm(form: Readonly<Record<string, string>>, kind: 'credit' | 'debit', id: string, now: number): PersonaCard | undefined {
  const brand = form['brand'];
  const last4 = form['last4'] ?? '';
  const expiry = parseCardExpiry(form['expiry'] ?? '');
  if (!isBrand(brand) || !/^\d{4}$/.test(last4) || expiry === undefined || isCardExpired(expiry, now)) return undefined;
  return { id, brand, last4, expiry: formatCardExpiry(expiry), kind };
}
