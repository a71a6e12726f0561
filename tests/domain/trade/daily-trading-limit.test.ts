import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { checkDailyTradingLimit, tradedToday } from '../../../domain/trade/daily-trading-limit';

const NOON = Date.UTC(2026, 10, 22, 12);

describe('daily trading limit (spec 000 §8 exceed_user_daily_trading_limit)', () => {
  it('counts only the trades of the current UTC day', () => {
    const trades = [
      { at: Date.UTC(2026, 10, 21, 23, 59), value: dec('500') },
      { at: Date.UTC(2026, 10, 22, 0, 0), value: dec('100') },
      { at: NOON, value: dec('50.25') },
    ];
    expect(tradedToday(trades, NOON).toFixed(2)).toBe('150.25');
    expect(tradedToday([], NOON).toFixed()).toBe('0');
  });

  it('allows exactly reaching the limit and refuses going over it, with what is left', () => {
    expect(checkDailyTradingLimit(dec('400'), dec('600'), dec('1000')).ok).toBe(true);
    expect(checkDailyTradingLimit(dec('400.01'), dec('600'), dec('1000'))).toEqual({
      ok: false,
      error: { code: 'exceed_user_daily_trading_limit', limit: dec('1000'), remaining: dec('400') },
    });
  });

  it('never reports a negative remainder', () => {
    const result = checkDailyTradingLimit(dec('1'), dec('1200'), dec('1000'));
    expect(!result.ok && result.error.remaining.toFixed()).toBe('0');
  });
});
