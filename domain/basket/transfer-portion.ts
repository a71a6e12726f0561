import type { CurrencyCode } from '../money/currency';
import { type Dec, Money, ZERO } from '../money/decimal';
import { type BasketBelowMinimum, basketSellAmount, checkBasketSellAmount } from './basket-sell-amount';

/** Why a keystroke in the basket transfer portion was refused; the field keeps its previous value. */
export type PortionRejection = 'invalid_character' | 'too_many_digits' | 'above_maximum';

export type PortionOutcome =
  { readonly accepted: true; readonly value: string } | { readonly accepted: false; readonly value: string; readonly reason: PortionRejection };

/** Spec 001 §5: at most 3 digits, 0 to 100. */
export const MAX_PORTION_DIGITS = 3;
const MAX_PORTION = new Money(100);

/** Quick portions 25, 50, 75, 100; 100 shows 'max' (spec 001 §5, §9). */
export const QUICK_PORTIONS: readonly { readonly portion: Dec; readonly label: string }[] = ['25', '50', '75', '100'].map((raw) => ({
  portion: new Money(raw),
  label: raw === '100' ? 'max' : `${raw}%`,
}));

/**
 * The basket transfer portion input (spec 001 §5): an integer 0-100, no negatives or decimals, at
 * most 3 digits. Choices: any character but a digit is refused (so '-', '.' and ',' too); the
 * digit count is of the text as typed; leading zeros are then dropped ("050" -> "50"); "" is
 * accepted.
 */
export function acceptPortionInput(previous: string, typed: string): PortionOutcome {
  const refuse = (reason: PortionRejection): PortionOutcome => ({ accepted: false, value: previous, reason });
  if (!/^\d*$/.test(typed)) return refuse('invalid_character');
  if (typed.length > MAX_PORTION_DIGITS) return refuse('too_many_digits');
  if (typed === '') return { accepted: true, value: '' };
  const value = new Money(typed);
  if (value.greaterThan(MAX_PORTION)) return refuse('above_maximum');
  return { accepted: true, value: value.toFixed(0) };
}

/** The portion an accepted value stands for ("" is 0). */
export const portionOf = (value: string): Dec => (value === '' ? ZERO : new Money(value));

/** Spec 001 §5: the transfer button is disabled at 0 (and on an empty field). */
export const canTransferPortion = (value: string): boolean => portionOf(value).greaterThan(0);

/** A transfer portion as typed: the value it takes out of the basket, and the error it has. */
export interface TransferCheck {
  /** The accepted portion ("1" to "100"); undefined while the text is not a portion that can be transferred. */
  readonly portion: string | undefined;
  /** portion x balance / 100 in the basket's currency (the sell amount's rule, rounded half up to 2 decimals). */
  readonly amount: Dec | undefined;
  readonly error: BasketBelowMinimum | undefined;
}

/**
 * Spec 001 §5 with the basket minimum (spec 000 §5): a transferable portion takes portion x
 * balance / 100 out of the basket, which must be above the minimum (the selling minimum in the
 * native currency, as for a sale). Without a known minimum only the portion is checked (the
 * preview checks the minimum again).
 */
export function checkTransferPortion(
  text: string,
  balance: Dec,
  minimum: { readonly amount: Dec; readonly currency: CurrencyCode } | undefined,
): TransferCheck {
  const accepted = acceptPortionInput('', text);
  if (!accepted.accepted || !canTransferPortion(accepted.value)) return { portion: undefined, amount: undefined, error: undefined };
  const amount = basketSellAmount(portionOf(accepted.value), balance);
  if (minimum === undefined) return { portion: accepted.value, amount, error: undefined };
  const checked = checkBasketSellAmount(amount, minimum.amount, minimum.currency);
  return { portion: accepted.value, amount, error: checked.ok ? undefined : checked.error };
}
