import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { checkQuoteThresholds, type QuoteThreshold } from '../../../domain/trade/quote-thresholds';

const threshold: QuoteThreshold = { min: dec('10'), max: dec('1000'), currency: currencyCode('EUR') };

describe('quote thresholds (spec 000 §5)', () => {
  it("below the min threshold gives 'web_trade_below_min_limit_label' with min and currency", () => {
    expect(checkQuoteThresholds(dec('9.99'), threshold)).toEqual({
      ok: false,
      error: { code: 'web_trade_below_min_limit_label', min: dec('10'), currency: 'EUR' },
    });
  });

  it("above the max threshold gives 'web_trade_max_limit_label' with max and currency", () => {
    expect(checkQuoteThresholds(dec('1000.01'), threshold)).toEqual({
      ok: false,
      error: { code: 'web_trade_max_limit_label', max: dec('1000'), currency: 'EUR' },
    });
  });

  it('the thresholds themselves are allowed', () => {
    expect(checkQuoteThresholds(dec('10'), threshold).ok).toBe(true);
    expect(checkQuoteThresholds(dec('1000'), threshold).ok).toBe(true);
  });

  it('a zero amount is not an error, and missing thresholds check nothing', () => {
    expect(checkQuoteThresholds(dec('0'), threshold).ok).toBe(true);
    expect(checkQuoteThresholds(dec('1e9'), { ...threshold, min: undefined, max: undefined }).ok).toBe(true);
  });
});
