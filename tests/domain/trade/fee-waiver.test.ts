import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { feeWaiverReason, NEW_USER_WAIVER_DAYS, tradingFeeLine } from '../../../domain/trade/fee-waiver';
import { tradingFeeDisplay } from '../../../domain/trade/trading-fee';

const NOW = Date.UTC(2026, 10, 22);
const none = { subscriber: false, primeRegular: false, promotionEndsAt: undefined };
const USD = currencyCode('USD');

describe('trading fee waivers (spec 000 §3 waived_reason, §4 fee display)', () => {
  it('a customer with no benefit pays the fee', () => {
    expect(feeWaiverReason(none, NOW)).toBeUndefined();
    expect(tradingFeeLine(dec('0.50'), USD, undefined)).toEqual({
      originalAmount: dec('0.50'),
      actualAmount: dec('0.50'),
      waivedAmount: dec('0'),
      currency: USD,
      waived: false,
      taxFeeIncluded: false,
      waivedReason: undefined,
    });
  });

  it('subscribers, then Prime regular users, then the 30-day promotion waive the fee', () => {
    expect(feeWaiverReason({ ...none, subscriber: true, primeRegular: true, promotionEndsAt: NOW + 1 }, NOW)).toBe('subscription');
    expect(feeWaiverReason({ ...none, primeRegular: true, promotionEndsAt: NOW + 1 }, NOW)).toBe('prime_waived');
    expect(feeWaiverReason({ ...none, promotionEndsAt: NOW + 1 }, NOW)).toBe('30_days_promotion');
  });

  it('the promotion ends at its end time and lasts 30 days', () => {
    expect(NEW_USER_WAIVER_DAYS).toBe(30);
    expect(feeWaiverReason({ ...none, promotionEndsAt: NOW }, NOW)).toBeUndefined();
    expect(feeWaiverReason({ ...none, promotionEndsAt: NOW }, NOW - 1)).toBe('30_days_promotion');
  });

  it('a waived fee keeps its original amount, charges nothing and reads as the display rule says', () => {
    const line = tradingFeeLine(dec('1.25'), USD, 'prime_waived');
    expect([line.originalAmount, line.actualAmount, line.waivedAmount].map((d) => d.toFixed(2))).toEqual(['1.25', '0.00', '1.25']);
    expect(line).toMatchObject({ waived: true, waivedReason: 'prime_waived' });
    expect(tradingFeeDisplay(line).kind).toBe('waived_prime');
    expect(tradingFeeDisplay(tradingFeeLine(dec('1.25'), USD, 'subscription')).kind).toBe('free_struck_through');
    expect(tradingFeeDisplay(tradingFeeLine(dec('1.25'), USD, '30_days_promotion')).kind).toBe('waived_promotion');
  });

  it('a zero fee is not reported as waived', () => {
    expect(tradingFeeLine(dec('0'), USD, 'subscription')).toMatchObject({ waived: false, waivedReason: undefined });
  });
});
