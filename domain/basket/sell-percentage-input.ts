import { type Dec, Money } from '../money/decimal';
import { amountOfInput } from '../money/amount-input';

/** Why a keystroke in the basket sell percentage was refused; the field keeps its previous value. */
export type SellPercentageRejection = 'invalid_character' | 'too_many_dots' | 'too_many_decimals';

export type SellPercentageOutcome =
  { readonly accepted: true; readonly value: string } | { readonly accepted: false; readonly value: string; readonly reason: SellPercentageRejection };

/** Spec 000 §9: basket percentage 2 decimals, max 100. */
export const SELL_PERCENTAGE_DECIMALS = 2;
export const MAX_SELL_PERCENTAGE = '100';

/** Quick-select buttons (spec 000 §5, §9): 25, 50, 75 and Max (100). */
export const SELL_PERCENTAGE_QUICK_SELECT: readonly { readonly percentage: string; readonly isMax: boolean }[] = [
  { percentage: '25', isMax: false },
  { percentage: '50', isMax: false },
  { percentage: '75', isMax: false },
  { percentage: MAX_SELL_PERCENTAGE, isMax: true },
];

const HUNDRED = new Money(100);

/**
 * The basket sell percentage input (spec 000 §5): commas stripped, digits and one dot, at most 2
 * decimals, capped at 100, and a value of 100 or more with a dot becomes 100. Given the previous
 * accepted value and the typed text, returns the new accepted value or the refusal (keeping the
 * previous value). Choices: a value above 100 becomes 100 rather than being refused; as in the amount input, leading zeros are dropped ("07" -> "7"), a
 * leading dot gets a zero and "" is accepted; the cap comes before the decimals limit, so a
 * pasted "150.125" becomes "100".
 */
export function acceptSellPercentageInput(previous: string, typed: string): SellPercentageOutcome {
  const refuse = (reason: SellPercentageRejection): SellPercentageOutcome => ({ accepted: false, value: previous, reason });
  const text = typed.replace(/,/g, '');
  if (!/^[\d.]*$/.test(text)) return refuse('invalid_character');
  const parts = text.split('.');
  if (parts.length > 2) return refuse('too_many_dots');
  const [rawInteger = '', fraction] = parts;
  const hasDot = fraction !== undefined;
  const integer = normaliseInteger(rawInteger, hasDot);
  if (integer !== '') {
    const value = new Money(`${integer}.${fraction === undefined || fraction === '' ? '0' : fraction}`);
    if (value.greaterThan(HUNDRED) || (hasDot && value.greaterThanOrEqualTo(HUNDRED))) return { accepted: true, value: MAX_SELL_PERCENTAGE };
  }
  if (hasDot && fraction.length > SELL_PERCENTAGE_DECIMALS) return refuse('too_many_decimals');
  return { accepted: true, value: hasDot ? `${integer}.${fraction}` : integer };
}

function normaliseInteger(raw: string, hasDot: boolean): string {
  const stripped = raw.replace(/^0+/, '');
  if (stripped !== '') return stripped;
  return raw !== '' || hasDot ? '0' : '';
}

/** The percentage an accepted value stands for ("" and "0." are 0). */
export const sellPercentageOf = (value: string): Dec => amountOfInput(value);

/** Spec 000 §5: a sell percentage must be above 0 (and at most 100, which the input ensures). */
export function isValidSellPercentage(value: string): boolean {
  if (!/^\d*(\.\d{0,2})?$/.test(value) || value === '' || value === '.') return false;
  const percentage = sellPercentageOf(value);
  return percentage.greaterThan(0) && percentage.lessThanOrEqualTo(HUNDRED);
}
