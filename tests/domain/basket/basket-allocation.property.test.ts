import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByWeight, normaliseWeights, portionOfHolding } from '../../../domain/basket/basket-allocation';
import { currencyCode } from '../../../domain/money/currency';
import { dec, ZERO } from '../../../domain/money/decimal';
import { RUNS } from '../../arbitraries/runs';
import { fiatAmount, twoDecimalPercentage } from '../../arbitraries/trade';

const shares = fc
  .array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 12 })
  .map((list) => list.map((share, i) => ({ symbol: currencyCode(`C${i}`), weight: dec(String(share)) })));

describe('basket allocation invariants', () => {
  it('normalised weights add up to 100 and keep every ratio', () => {
    fc.assert(
      fc.property(shares, (raw) => {
        const weights = normaliseWeights(raw);
        expect(
          weights
            .reduce((sum, x) => sum.plus(x.weight), ZERO)
            .toDecimalPlaces(30)
            .eq(100),
        ).toBe(true);
        const [first] = raw;
        const [firstWeight] = weights;
        if (first === undefined || firstWeight === undefined) return;
        weights.forEach((x, i) =>
          expect(
            x.weight
              .dividedBy(firstWeight.weight)
              .minus(raw[i]?.weight.dividedBy(first.weight) ?? 0)
              .abs()
              .lessThan('1e-30'),
          ).toBe(true),
        );
      }),
      RUNS,
    );
  });

  it('allocated parts are never negative, never add up to more than the amount, and miss it by less than a cent per part', () => {
    fc.assert(
      fc.property(shares, fiatAmount, (raw, amount) => {
        const parts = allocateByWeight(amount, normaliseWeights(raw), 2);
        const total = parts.reduce((sum, p) => sum.plus(p.amount), ZERO);
        expect(parts.every((p) => !p.amount.isNegative() && p.amount.decimalPlaces() <= 2)).toBe(true);
        expect(total.lessThanOrEqualTo(amount)).toBe(true);
        expect(amount.minus(total).lessThan(dec('0.01').times(parts.length))).toBe(true);
      }),
      RUNS,
    );
  });

  it('a portion of a holding is within the holding and at most one coin unit below the exact share', () => {
    fc.assert(
      fc.property(fiatAmount, twoDecimalPercentage, (held, percentage) => {
        const part = portionOfHolding(held, percentage, 8);
        expect(part.lessThanOrEqualTo(held) && !part.isNegative()).toBe(true);
        expect(held.times(percentage).dividedBy(100).minus(part).lessThan('0.00000001')).toBe(true);
      }),
      RUNS,
    );
  });
});
