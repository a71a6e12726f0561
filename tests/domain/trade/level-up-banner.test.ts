import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { levelUpBanner, type LevelUpBannerInput } from '../../../domain/trade/level-up-banner';
import type { TradingFee } from '../../../domain/trade/trading-fee';

const USD = currencyCode('USD');
const chargedFee: TradingFee = {
  originalAmount: dec('1'),
  actualAmount: dec('1'),
  waivedAmount: dec('0'),
  currency: USD,
  waived: false,
  taxFeeIncluded: false,
  waivedReason: undefined,
};
const base: LevelUpBannerInput = {
  loading: false,
  isPrimeRegularUser: false,
  isSubscribed: false,
  isBasketTrade: false,
  upsellEligible: false,
  upsellText: undefined,
  quotaReached: false,
  tradingFee: chargedFee,
};

describe('level-up banner (spec 000 §6)', () => {
  it('is hidden while loading', () => {
    expect(levelUpBanner({ ...base, loading: true })).toEqual({ kind: 'hidden' });
  });

  it('is hidden for Prime regular users', () => {
    expect(levelUpBanner({ ...base, isPrimeRegularUser: true, isSubscribed: true })).toEqual({ kind: 'hidden' });
  });

  it('is hidden without a trading fee line', () => {
    expect(levelUpBanner({ ...base, tradingFee: undefined })).toEqual({ kind: 'hidden' });
  });

  it('is hidden when the fee is waived by the 30-day promotion or by Prime', () => {
    for (const waivedReason of ['30_days_promotion', 'prime_waived'] as const) {
      expect(levelUpBanner({ ...base, tradingFee: { ...chargedFee, waived: true, waivedReason } }), waivedReason).toEqual({
        kind: 'hidden',
      });
    }
  });

  it("shows 'joined' to a subscriber", () => {
    expect(levelUpBanner({ ...base, isSubscribed: true })).toEqual({ kind: 'joined' });
  });

  it('shows the waived amount to a subscriber whose fee was waived', () => {
    const tradingFee: TradingFee = { ...chargedFee, waived: true, waivedReason: 'subscription', waivedAmount: dec('0.75') };
    expect(levelUpBanner({ ...base, isSubscribed: true, tradingFee })).toEqual({ kind: 'waived_amount', amount: dec('0.75'), currency: USD });
  });

  it('shows quota reached to a subscriber who used up the quota, before the waived amount', () => {
    const tradingFee: TradingFee = { ...chargedFee, waivedAmount: dec('0.75') };
    expect(levelUpBanner({ ...base, isSubscribed: true, quotaReached: true, tradingFee })).toEqual({ kind: 'quota_reached' });
  });

  it('shows the upsell prompt to anyone else', () => {
    expect(levelUpBanner(base)).toEqual({ kind: 'upsell' });
  });

  it('for a non-basket trade, the savings banner replaces it when the server says eligible', () => {
    const upsellText = { tmsKey: 'trade_drawer_upsell_desc', values: { amount: '12' } };
    expect(levelUpBanner({ ...base, upsellEligible: true, upsellText })).toEqual({ kind: 'savings', text: upsellText });
  });

  it('for a basket trade the server eligibility does not replace it', () => {
    expect(levelUpBanner({ ...base, isBasketTrade: true, upsellEligible: true })).toEqual({ kind: 'upsell' });
  });

  it('the savings banner is hidden too while loading', () => {
    expect(levelUpBanner({ ...base, upsellEligible: true, loading: true })).toEqual({ kind: 'hidden' });
  });
});
