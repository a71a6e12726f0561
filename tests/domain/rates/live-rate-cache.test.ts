import { describe, expect, it } from 'vitest';
import { LIVE_RATES_TTL_MS } from '../../../domain/rates/live-rate-cache';

describe('live rate cache (spec 000 §4, §9: refresh and cache every 15 s)', () => {
  it('keeps rates for 15 s', () => {
    expect(LIVE_RATES_TTL_MS).toBe(15_000);
  });
});
