import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import { MAX_INTEGER_DIGITS } from './amount-input';
import { type CurrencyCode, fiatFractionDigits } from './currency';
import { type Dec, isDecimalString, Money } from './decimal';

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
