import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { type Dec, dec } from '../../../domain/money/decimal';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { type BuyAmountContext, canBuyCoin, validateBuyAmount } from '../../../domain/trade/buy-amount-validation';
import { amountWithDecimals, decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

/** Amounts mixing random values with a small pool, so that equal values (the edges of the limits) come up often. */
const amount: fc.Arbitrary<Dec> = fc.oneof(amountWithDecimals(2, 5), fc.constantFrom('0', '0.01', '1', '9.99', '10', '10.01', '100', '1000').map(dec));
const optionalAmount = fc.option(amount, { nil: undefined });
const context: fc.Arbitrary<BuyAmountContext> = fc.record({
  currency: fc.constantFrom('USD', 'EUR', 'JPY').map(currencyCode),
  available: optionalAmount,
  minThreshold: optionalAmount,
  maxThreshold: optionalAmount,
});

type Expected = 'ok' | ErrorCode;

/** The rule of spec 000 §5 stated independently: zero is fine, then balance, then minimum, then maximum. */
function expectedOutcome(value: Dec, ctx: BuyAmountContext): Expected {
  if (value.isZero()) return 'ok';
  if (ctx.available !== undefined && value.greaterThan(ctx.available)) return ErrorCode.insufficientBalance;
  if (ctx.minThreshold !== undefined && value.lessThan(ctx.minThreshold)) return ErrorCode.belowMinLimit;
  if (ctx.maxThreshold !== undefined && value.greaterThan(ctx.maxThreshold)) return ErrorCode.aboveMaxLimit;
  return 'ok';
}

describe('validateBuyAmount invariants', () => {
  it('gives the outcome of the rule: zero fine, then insufficient balance, below minimum, above maximum', () => {
    fc.assert(
      fc.property(amount, context, (value, ctx) => {
        const result = validateBuyAmount(value, ctx);
        expect(result.ok ? 'ok' : result.error.code).toBe(expectedOutcome(value, ctx));
      }),
      RUNS,
    );
  });

  it('insufficient balance is checked first: an amount above the balance is that error whatever the limits', () => {
    fc.assert(
      fc.property(amount, amount, context, (value, available, ctx) => {
        fc.pre(value.greaterThan(available));
        const result = validateBuyAmount(value, { ...ctx, available });
        expect(result.ok ? 'ok' : result.error.code).toBe(ErrorCode.insufficientBalance);
      }),
      RUNS,
    );
  });

  it('zero is never an error', () => {
    fc.assert(
      fc.property(context, fc.constantFrom('0', '0.0', '0.00', '-0'), (ctx, zero) => {
        expect(validateBuyAmount(dec(zero), ctx).ok).toBe(true);
      }),
      RUNS,
    );
  });

  it('an accepted amount is returned unchanged and respects every bound that is set', () => {
    fc.assert(
      fc.property(amount, context, (value, ctx) => {
        const result = validateBuyAmount(value, ctx);
        if (!result.ok) return;
        expect(result.value.equals(value)).toBe(true);
        if (value.isZero()) return;
        if (ctx.available !== undefined) expect(value.lessThanOrEqualTo(ctx.available)).toBe(true);
        if (ctx.minThreshold !== undefined) expect(value.greaterThanOrEqualTo(ctx.minThreshold)).toBe(true);
        if (ctx.maxThreshold !== undefined) expect(value.lessThanOrEqualTo(ctx.maxThreshold)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a limit error carries the limit and the currency of the context', () => {
    fc.assert(
      fc.property(amount, context, (value, ctx) => {
        const result = validateBuyAmount(value, ctx);
        if (result.ok) return;
        const error = result.error;
        if (error.code === ErrorCode.belowMinLimit) {
          expect(error.min).toBe(ctx.minThreshold);
          expect(error.currency).toBe(ctx.currency);
        }
        if (error.code === ErrorCode.aboveMaxLimit) {
          expect(error.max).toBe(ctx.maxThreshold);
          expect(error.currency).toBe(ctx.currency);
        }
      }),
      RUNS,
    );
  });
});

describe('canBuyCoin invariants', () => {
  it('is true iff source, target and payment option are present, the amount is above 0 and there is no error', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.oneof(decimalAmount({ signed: true }), fc.constantFrom('0', '-0', '0.00').map(dec)),
        (hasSource, hasTarget, hasPaymentOption, hasError, value) => {
          const expected = hasSource && hasTarget && hasPaymentOption && !hasError && value.greaterThan(0);
          expect(canBuyCoin({ hasSource, hasTarget, hasPaymentOption, hasError, amount: value })).toBe(expected);
        },
      ),
      RUNS,
    );
  });
});
