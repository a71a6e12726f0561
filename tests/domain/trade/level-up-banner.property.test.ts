import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelUpBanner, type LevelUpBannerInput } from '../../../domain/trade/level-up-banner';
import { RUNS } from '../../arbitraries/runs';
import { tradingFee } from '../../arbitraries/trade';

const input: fc.Arbitrary<LevelUpBannerInput> = fc.record({
  loading: fc.boolean(),
  isPrimeRegularUser: fc.boolean(),
  isSubscribed: fc.boolean(),
  isBasketTrade: fc.boolean(),
  upsellEligible: fc.boolean(),
  upsellText: fc.constant(undefined),
  quotaReached: fc.boolean(),
  tradingFee: fc.option(tradingFee, { nil: undefined }),
});

describe('level-up banner invariants', () => {
  it('loading and Prime regular users always hide it', () => {
    fc.assert(
      fc.property(input, (i) => {
        if (i.loading || i.isPrimeRegularUser) expect(levelUpBanner(i).kind).toBe('hidden');
      }),
      RUNS,
    );
  });

  it('the savings banner shows only for an eligible non-basket trade', () => {
    fc.assert(
      fc.property(input, (i) => {
        if (levelUpBanner(i).kind === 'savings') {
          expect(i.upsellEligible).toBe(true);
          expect(i.isBasketTrade).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('subscriber texts only for subscribers, the upsell prompt only for others', () => {
    fc.assert(
      fc.property(input, (i) => {
        const kind = levelUpBanner(i).kind;
        if (kind === 'joined' || kind === 'waived_amount' || kind === 'quota_reached') expect(i.isSubscribed).toBe(true);
        if (kind === 'upsell') expect(i.isSubscribed).toBe(false);
      }),
      RUNS,
    );
  });

  it('the waived-amount text always carries a positive amount', () => {
    fc.assert(
      fc.property(input, (i) => {
        const banner = levelUpBanner(i);
        if (banner.kind === 'waived_amount') expect(banner.amount.greaterThan(0)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('level-up banner, whole rule', () => {
  it('agrees with the rule stated in order: hidden, savings, upsell, quota, waived amount, joined', () => {
    fc.assert(
      fc.property(input, (i) => {
        const fee = i.tradingFee;
        const feeHides = fee === undefined || (fee.waived && (fee.waivedReason === '30_days_promotion' || fee.waivedReason === 'prime_waived'));
        let expected: string;
        if (i.loading || i.isPrimeRegularUser || feeHides) expected = 'hidden';
        else if (!i.isBasketTrade && i.upsellEligible) expected = 'savings';
        else if (!i.isSubscribed) expected = 'upsell';
        else if (i.quotaReached) expected = 'quota_reached';
        else if (fee.waivedAmount.greaterThan(0)) expected = 'waived_amount';
        else expected = 'joined';
        expect(levelUpBanner(i).kind).toBe(expected);
      }),
      RUNS,
    );
  });
});
