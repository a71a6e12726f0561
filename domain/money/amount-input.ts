import { type Dec, Money, ZERO, isDecimalString } from './decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import { type CurrencyCode, fiatFractionDigits } from './currency';

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

/** The amount an accepted input string stands for; "" and "0." count as zero. */
export function amountOfInput(accepted: string): Dec {
  if (accepted === '' || accepted === '.') return ZERO;
  return new Money(accepted.endsWith('.') ? accepted.slice(0, -1) : accepted);
}

export interface FiatAmountError {
  readonly code: typeof ErrorCode.invalidParameter;
  readonly message: string;
}

/**
 * A fiat amount as a request carries it (money as decimal strings on the wire): a positive decimal
 * string with at most 12 integer digits and no more decimals than the currency allows (spec 001 §5,
 * §9). The server-side twin of the amount input rule.
 * Choice: trailing zeros beyond the currency's decimals ("10.500" for USD) are refused like any
 * other extra decimal, since the client never sends them.
 */
export function readFiatAmount(raw: unknown, currency: CurrencyCode): Result<Dec, FiatAmountError> {
  if (typeof raw !== 'string' || !isDecimalString(raw)) return err({ code: ErrorCode.invalidParameter, message: 'amount must be a decimal string' });
  const [integer = '', fraction = ''] = raw.replace(/^-/, '').split('.');
  if (integer.replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS)
    return err({ code: ErrorCode.invalidParameter, message: 'amount has too many integer digits' });
  if (fraction.length > fiatFractionDigits(currency))
    return err({ code: ErrorCode.invalidParameter, message: `amount has more decimals than ${currency} allows` });
  const amount = new Money(raw);
  return amount.greaterThan(0) ? ok(amount) : err({ code: ErrorCode.invalidParameter, message: 'amount must be greater than zero' });
}
