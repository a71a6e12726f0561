import { type Dec, Money, ZERO } from '../money/decimal';

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
