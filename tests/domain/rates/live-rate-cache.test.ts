import { describe, expect, it } from 'vitest';
import { LIVE_RATES_TTL_MS, liveRatesFreshness, liveRatesRefreshAt } from '../../../domain/rates/live-rate-cache';

const t0 = 1_700_000_000_000;

describe('live rate cache (spec 000 §4, §9: refresh and cache every 15 s)', () => {
  it('keeps rates for 15 s', () => {
    expect(LIVE_RATES_TTL_MS).toBe(15_000);
  });

  it('rates are fresh until just before 15 s and stale from 15 s on', () => {
    expect(liveRatesFreshness(t0, t0)).toBe('fresh');
    expect(liveRatesFreshness(t0, t0 + 14_999)).toBe('fresh');
    expect(liveRatesFreshness(t0, t0 + 15_000)).toBe('stale');
    expect(liveRatesFreshness(t0, t0 + 60_000)).toBe('stale');
  });

  it('a fetch time in the future (clock went back) counts as stale', () => {
    expect(liveRatesFreshness(t0, t0 - 1)).toBe('stale');
  });

  it('the refresh is due 15 s after the fetch', () => {
    expect(liveRatesRefreshAt(t0)).toBe(t0 + 15_000);
  });
});
