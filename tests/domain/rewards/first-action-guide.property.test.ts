import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { firstActionGuide, FUND_MODAL_MAX_WALLETS, fundModalWallets, type FundingFacts, isFundingDone } from '../../../domain/rewards/first-action-guide';
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

  it('the fund modal offers at most 2 of the wallets, each once, the native one whenever there is one', () => {
    const wallet = fc.record({ currency: fc.constantFrom('USD', 'EUR', 'GBP', 'CAD'), state: fc.constantFrom('created', 'not_created', 'pending') });
    fc.assert(
      fc.property(fc.uniqueArray(wallet, { selector: (w) => w.currency, maxLength: 4 }), fc.constantFrom('USD', 'EUR', undefined), (wallets, native) => {
        const offered = fundModalWallets(wallets, native);
        expect(offered.length).toBe(Math.min(FUND_MODAL_MAX_WALLETS, wallets.length));
        for (const w of offered) expect(wallets).toContain(w);
        expect(new Set(offered).size).toBe(offered.length);
        if (wallets.some((w) => w.currency === native)) expect(offered[0]?.currency).toBe(native);
      }),
      RUNS,
    );
  });
});
