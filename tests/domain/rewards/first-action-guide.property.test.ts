import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { firstActionGuide, type FundingFacts, isFundingDone } from '../../../domain/rewards/first-action-guide';
import { decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

const facts: fc.Arbitrary<FundingFacts> = fc.record({
  hasSavedCard: fc.boolean(),
  fiatWalletBalances: fc.array(fc.oneof(fc.constant(dec('0')), decimalAmount({ maxIntegerDigits: 6, maxDecimals: 2 })), { maxLength: 3 }),
  fiatWalletSetUpRemembered: fc.boolean(),
});

describe('first-action guide, properties (spec 000 §4)', () => {
  it('funding is done exactly with a saved card, a wallet above 0 or the remembered flag', () => {
    fc.assert(
      fc.property(facts, (f) => {
        expect(isFundingDone(f)).toBe(f.hasSavedCard || f.fiatWalletSetUpRemembered || f.fiatWalletBalances.some((b) => !b.isZero()));
      }),
      RUNS,
    );
  });

  it('exactly one step is current, it is the first not done, and buy is disabled exactly while funding is incomplete', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const steps = firstActionGuide(f);
        expect(steps.map((s) => s.id)).toEqual(['create_account', 'fund', 'buy']);
        expect(steps.filter((s) => s.current)).toHaveLength(1);
        expect(steps.find((s) => s.current)).toBe(steps.find((s) => !s.done));
        expect(steps[2]?.disabled).toBe(!isFundingDone(f));
        expect(steps[0]?.done).toBe(true);
      }),
      RUNS,
    );
  });
});
