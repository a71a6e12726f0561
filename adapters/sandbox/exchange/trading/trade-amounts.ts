import { ErrorCode } from '../../../../domain/errors/error-codes';
import { currencyCode } from '../../../../domain/money/currency';
import { type Dec, isDecimalString, Money } from '../../../../domain/money/decimal';
import { readFiatAmount } from '../../../../domain/money/amount-input';
import { checkLotMultiple, roundAmountDown } from '../../../../domain/money/lot-size';
import { err, ok } from '../../../../domain/shared/result';
import { fiatForCoins } from '../../../../domain/trade/conversion';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { convertFiat, midPrice, type TradeCurrency } from './coin-terms';

/**
 * An amount a request carries (a decimal string), in a trade's currency: a fiat amount as the
 * domain reads it (spec 001 §5, §9); a coin amount must be a whole number of lots of 10 or more,
 * and is otherwise rounded down to the coin's precision or lot (spec 000 §5).
 */
export function readTradeAmount(raw: unknown, currency: TradeCurrency): SandboxResult<Dec> {
  if (currency.kind === 'fiat') return readFiatAmount(raw, currencyCode(currency.symbol));
  if (typeof raw !== 'string' || !isDecimalString(raw) || !new Money(raw).greaterThan(0)) {
    return err({ code: ErrorCode.invalidParameter, message: 'amount must be a positive decimal string' });
  }
  const amount = new Money(raw);
  const lot = currency.precision.lotSize;
  if (lot !== undefined) {
    const multiple = checkLotMultiple(amount, lot, currencyCode(currency.symbol));
    if (!multiple.ok) return err({ code: multiple.error.code, meta: { lot_size: lot.toFixed(), currency: currency.symbol } });
  }
  const rounded = roundAmountDown(amount, currency.precision);
  return rounded.greaterThan(0) ? ok(rounded) : err({ code: ErrorCode.invalidParameter, message: `amount is below the smallest amount of ${currency.symbol}` });
}

/**
 * A trade's value in the customer's native currency: its fiat side at the reference rates, or the
 * paid coins at the market's mid price for coin pairs; rounded down to 2 decimals.
 */
export function nativeValue(context: SandboxContext, native: string, from: TradeCurrency, to: TradeCurrency, paid: Dec, proceeds: Dec): Dec {
  if (from.kind === 'fiat') return convertFiat(paid, from.symbol, native);
  if (to.kind === 'fiat') return convertFiat(proceeds, to.symbol, native);
  return fiatForCoins(paid, midPrice(context, from.coin, native), 2);
}
