import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { canSellCoin, type SellReadiness } from '../../../domain/trade/sell-eligibility';
import { RUNS } from '../../arbitraries/runs';
import { signedAmount } from '../../arbitraries/trade';

const readiness: fc.Arbitrary<SellReadiness> = fc.record({
  hasQuotation: fc.boolean(),
  hasSource: fc.boolean(),
  hasTarget: fc.boolean(),
  amount: signedAmount,
  hasError: fc.boolean(),
  targetIsFiat: fc.boolean(),
  hasSelectedCashOption: fc.boolean(),
});

/** The conditions of spec 000 §5, one by one. */
const conditions = (r: SellReadiness): boolean[] => [
  r.hasQuotation,
  r.hasSource,
  r.hasTarget,
  r.amount.greaterThan(0),
  !r.hasError,
  !r.targetIsFiat || r.hasSelectedCashOption,
];

describe('coin sell eligibility truth table', () => {
  it('is true iff every condition holds', () => {
    fc.assert(
      fc.property(readiness, (r) => {
        expect(canSellCoin(r)).toBe(conditions(r).every(Boolean));
      }),
      RUNS,
    );
  });

  it('agrees with the rule on all 2^7 combinations of the flags and a positive or zero amount', () => {
    for (let bits = 0; bits < 128; bits++) {
      const bit = (i: number): boolean => (bits & (1 << i)) !== 0;
      const r: SellReadiness = {
        hasQuotation: bit(0),
        hasSource: bit(1),
        hasTarget: bit(2),
        amount: dec(bit(3) ? '1' : '0'),
        hasError: bit(4),
        targetIsFiat: bit(5),
        hasSelectedCashOption: bit(6),
      };
      expect(canSellCoin(r), String(bits)).toBe(conditions(r).every(Boolean));
    }
  });

  it('turning any single condition false disables the button', () => {
    const enabled: SellReadiness = {
      hasQuotation: true,
      hasSource: true,
      hasTarget: true,
      amount: dec('1'),
      hasError: false,
      targetIsFiat: true,
      hasSelectedCashOption: true,
    };
    const breakers: Partial<SellReadiness>[] = [
      { hasQuotation: false },
      { hasSource: false },
      { hasTarget: false },
      { amount: dec('0') },
      { hasError: true },
      { hasSelectedCashOption: false },
    ];
    for (const change of breakers) expect(canSellCoin({ ...enabled, ...change }), JSON.stringify(Object.keys(change))).toBe(false);
  });
});
