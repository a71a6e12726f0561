import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { grossUpForFees, splitFees } from '../../../domain/money/fee-gross-up';
import { splitFee } from '../../../domain/money/fee-split';
import { amountWithDecimals, percentage } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact, unitOf } from '../../support/exact-decimal';

const decimals = fc.integer({ min: 0, max: 8 });
/** One or two fee percentages whose sum stays well below 100 (a trading fee and a card fee). */
const fees = fc.array(
  percentage(3).filter((p) => p.lessThanOrEqualTo(40)),
  { minLength: 1, maxLength: 2 },
);
const amountIn = (d: number) => amountWithDecimals(d, 9);
/** Some decimals and an amount written with at most that many. */
const decimalsAndAmount = decimals.chain((d) => fc.tuple(fc.constant(d), amountIn(d)));

describe('several fees split off one input', () => {
  it('each fee is splitFee of the input and the net is the input minus every fee, exactly', () => {
    fc.assert(
      fc.property(decimalsAndAmount, fees, ([d, input], pcts) => {
        const { fees: split, net } = splitFees(input, pcts, d);
        expect(split.map((f) => f.toFixed())).toEqual(pcts.map((p) => splitFee(input, p, d).fee.toFixed()));
        expect(split.reduce((sum, f) => sum.minus(exact(f)), exact(input)).equals(exact(net))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('grossing up for fees: the smallest payment that leaves a net after the fees', () => {
  it('leaves at least the net, in whole units of the decimals', () => {
    fc.assert(
      fc.property(decimalsAndAmount, fees, ([d, net], pcts) => {
        const input = grossUpForFees(net, pcts, d);
        expect(splitFees(input, pcts, d).net.greaterThanOrEqualTo(net)).toBe(true);
        expect(exact(input).modulo(unitOf(d)).isZero()).toBe(true);
      }),
      RUNS,
    );
  });

  it('is the smallest such payment: one unit less leaves less than the net', () => {
    fc.assert(
      fc.property(decimalsAndAmount, fees, ([d, net], pcts) => {
        const input = grossUpForFees(net, pcts, d);
        const less = input.minus(unitOf(d).toString());
        if (!less.isNegative()) expect(splitFees(less, pcts, d).net.lessThan(net)).toBe(true);
      }),
      RUNS,
    );
  });

  it('without fees the payment is the net itself; 100 percent or more cannot be grossed up', () => {
    expect(grossUpForFees(dec('12.34'), [dec('0')], 2).toFixed(2)).toBe('12.34');
    expect(grossUpForFees(dec('99.50'), [dec('0.50')], 2).toFixed(2)).toBe('100.00');
    expect(() => grossUpForFees(dec('1'), [dec('60'), dec('40')], 2)).toThrow(RangeError);
    expect(() => grossUpForFees(dec('-1'), [dec('1')], 2)).toThrow(RangeError);
  });
});
