import { describe, expect, it } from 'vitest';
import { allocateByWeight, normaliseWeights, portionOfHolding } from '../../../domain/basket/basket-allocation';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const w = (symbol: string, weight: string) => ({ symbol: currencyCode(symbol), weight: dec(weight) });

describe('basket allocation', () => {
  it('keeps the listed constituents in proportion when one is missing: 30/30/25 of 85 become 35.29…/35.29…/29.41…', () => {
    const weights = normaliseWeights([w('BTC', '30'), w('ETH', '30'), w('SOL', '25')]);
    expect(weights.map((x) => x.weight.toFixed(4))).toEqual(['35.2941', '35.2941', '29.4118']);
    expect(normaliseWeights([w('BTC', '60'), w('ETH', '40')]).map((x) => x.weight.toFixed())).toEqual(['60', '40']);
  });

  it('refuses a share of zero or less (a broken catalogue)', () => {
    expect(() => normaliseWeights([w('BTC', '0')])).toThrow(RangeError);
  });

  it('splits an amount by weight, each part rounded down: 99.25 at 60/40 is 59.55 and 39.70', () => {
    expect(allocateByWeight(dec('99.25'), [w('BTC', '60'), w('ETH', '40')], 2).map((a) => a.amount.toFixed(2))).toEqual(['59.55', '39.70']);
    expect(allocateByWeight(dec('10'), normaliseWeights([w('A', '1'), w('B', '1'), w('C', '1')]), 2).map((a) => a.amount.toFixed(2))).toEqual([
      '3.33',
      '3.33',
      '3.33',
    ]);
  });

  it('takes a percentage of a holding rounded down to the coin decimals, and the whole holding at 100', () => {
    expect(portionOfHolding(dec('0.123456789'), dec('50'), 8).toFixed()).toBe('0.06172839');
    expect(portionOfHolding(dec('0.123456789'), dec('100'), 8).toFixed()).toBe('0.123456789');
    expect(portionOfHolding(dec('7'), dec('0'), 8).isZero()).toBe(true);
    expect(() => portionOfHolding(dec('1'), dec('100.01'), 8)).toThrow(RangeError);
  });
});
