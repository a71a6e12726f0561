import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { priceFromPaid, priceFromReceived, type PricingTerms } from '../../../domain/trade/trade-pricing';
import type { WaivedReason } from '../../../domain/trade/trading-fee';
import { amountWithDecimals, positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact, unitOf } from '../../support/exact-decimal';

const waiver = fc.option(fc.constantFrom<WaivedReason>('30_days_promotion', 'subscription', 'prime_waived'), { nil: undefined });

/** A fiat -> coin buy or coin -> fiat sell with a trading fee and, on buys, maybe a card fee. */
const terms: fc.Arbitrary<PricingTerms> = fc
  .record({
    side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
    coinDecimals: fc.integer({ min: 0, max: 8 }),
    rate: positivePrice({ maxIntegerDigits: 6, maxDecimals: 4 }),
    trading: fc.constantFrom('0', '0.20', '0.50'),
    card: fc.constantFrom('0', '1.49', '3.99'),
    waiver,
  })
  .map(({ side, coinDecimals, rate, trading, card, waiver: w }) => {
    const fiat = { maxFraction: 2 };
    const coin = { maxFraction: coinDecimals };
    return {
      side,
      rateIsPerReceivedUnit: side === 'buy',
      rate,
      from: side === 'buy' ? fiat : coin,
      to: side === 'buy' ? coin : fiat,
      tradingPercent: dec(trading),
      processingPercent: dec(side === 'buy' ? card : '0'),
      waiver: w,
    };
  });

const paidFor = (t: PricingTerms) => amountWithDecimals(t.from.maxFraction, 6).filter((a) => a.greaterThan(0));
const receivedFor = (t: PricingTerms) => amountWithDecimals(t.to.maxFraction, 5).filter((a) => a.greaterThan(0));
const fees = (p: ReturnType<typeof priceFromPaid>) => exact(p.tradingActual).plus(exact(p.processing));

describe('trade pricing (spec 000 §5: conversions round down, fees split off and rounded up)', () => {
  it('a buy converts what is paid minus the fees, never giving more than it is worth', () => {
    fc.assert(
      fc.property(
        terms.filter((t) => t.side === 'buy').chain((t) => fc.tuple(fc.constant(t), paidFor(t))),
        ([t, paid]) => {
          const p = priceFromPaid(paid, t);
          const net = exact(paid).minus(fees(p));
          expect(p.fromAmount.equals(paid) && p.gross.equals(paid)).toBe(true);
          if (net.greaterThan(0)) expect(exact(p.toAmount).times(exact(t.rate)).lessThanOrEqualTo(net)).toBe(true);
          expect(p.toAmount.isNegative()).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it('a sell pays the coins at the rate, rounded down, minus the fees', () => {
    fc.assert(
      fc.property(
        terms.filter((t) => t.side === 'sell').chain((t) => fc.tuple(fc.constant(t), paidFor(t))),
        ([t, coins]) => {
          const p = priceFromPaid(coins, t);
          expect(exact(p.gross).lessThanOrEqualTo(exact(coins).times(exact(t.rate)))).toBe(true);
          expect(exact(coins).times(exact(t.rate)).minus(exact(p.gross)).lessThan(unitOf(2))).toBe(true);
          const rest = exact(p.gross).minus(fees(p));
          expect(exact(p.toAmount).equals(rest.greaterThan(0) ? rest : exact('0'))).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('a fixed amount to receive is always received, at the smallest payment that gives it', () => {
    fc.assert(
      fc.property(
        terms.chain((t) => fc.tuple(fc.constant(t), receivedFor(t))),
        ([t, wanted]) => {
          const p = priceFromReceived(wanted, t);
          expect(p.toAmount.greaterThanOrEqualTo(wanted)).toBe(true);
          const less = p.fromAmount.minus(unitOf(t.from.maxFraction).toString());
          if (less.greaterThan(0)) expect(priceFromPaid(less, t).toAmount.lessThan(wanted)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('a waiver keeps the original trading fee and charges none of it', () => {
    fc.assert(
      fc.property(
        terms.chain((t) => fc.tuple(fc.constant(t), paidFor(t))),
        ([t, paid]) => {
          const p = priceFromPaid(paid, t);
          const unwaived = priceFromPaid(paid, { ...t, waiver: undefined });
          expect(p.tradingOriginal.equals(unwaived.tradingOriginal)).toBe(true);
          expect(p.tradingActual.equals(t.waiver === undefined ? p.tradingOriginal : dec('0'))).toBe(true);
          expect(p.toAmount.greaterThanOrEqualTo(unwaived.toAmount)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
