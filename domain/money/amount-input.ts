/** Why a keystroke in an amount field was refused; the field keeps its previous value. */
export type AmountInputRejection = 'invalid_character' | 'too_many_dots' | 'too_many_integer_digits' | 'too_many_decimals' | 'no_decimals_allowed';

export type AmountInputOutcome =
  { readonly accepted: true; readonly value: string } | { readonly accepted: false; readonly value: string; readonly reason: AmountInputRejection };

/** Spec 000 §5 / 001 §9: amounts have at most 12 integer digits. */
export const MAX_INTEGER_DIGITS = 12;

/**
 * The amount-input rule (spec 000 §5): digits and one dot, commas stripped, at most 12 integer
 * digits, decimals limited to the currency's max fraction, no dot when it has 0 decimals.
 * Given the previously accepted value and the newly typed text, returns the new accepted value
 * or the reason it was refused (in which case `value` is the previous one).
 * Choices the spec leaves open: redundant leading zeros are dropped ("007" -> "7"), a leading
 * dot gets a zero (".5" -> "0.5"), and an empty field is accepted as "".
 */
export function acceptAmountInput(previous: string, typed: string, maxFraction: number): AmountInputOutcome {
  const refuse = (reason: AmountInputRejection): AmountInputOutcome => ({ accepted: false, value: previous, reason });
  const text = typed.replace(/,/g, '');
  if (!/^[\d.]*$/.test(text)) return refuse('invalid_character');
  const parts = text.split('.');
  if (parts.length > 2) return refuse('too_many_dots');
  const [rawInteger = '', fraction] = parts;
  if (fraction !== undefined && maxFraction <= 0) return refuse('no_decimals_allowed');
  const integer = normaliseInteger(rawInteger, fraction !== undefined);
  if (integer.length > MAX_INTEGER_DIGITS) return refuse('too_many_integer_digits');
  if (fraction !== undefined && fraction.length > maxFraction) return refuse('too_many_decimals');
  return { accepted: true, value: fraction === undefined ? integer : `${integer}.${fraction}` };
}

function normaliseInteger(raw: string, hasDot: boolean): string {
  const stripped = raw.replace(/^0+/, '');
  if (stripped !== '') return stripped;
  return raw !== '' || hasDot ? '0' : '';
}
