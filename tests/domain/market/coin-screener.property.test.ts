import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoinRow } from '../../../domain/market/coin-row';
import { isRecentlyListed, SCREENER_SIZE, SCREENERS, type ScreenerRow, screenCoins } from '../../../domain/market/coin-screener';
import type { Dec } from '../../../domain/money/decimal';
import { coinRows } from '../../arbitraries/market';
import { RUNS } from '../../arbitraries/runs';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;

const screenerRows: fc.Arbitrary<ScreenerRow[]> = coinRows(40).chain((rows) =>
  fc
    .tuple(...rows.map(() => fc.option(fc.integer({ min: -5 * DAY, max: 60 * DAY }), { nil: undefined })))
    .map((ages) => rows.map((r, i) => ({ ...r, listedAt: ages[i] === undefined ? undefined : NOW - ages[i] }))),
);

/** The value a ranking screener orders by, and its direction (1: descending). */
const RANKED: Record<string, { value: (r: CoinRow) => Dec | undefined; sign: 1 | -1; keep: (v: Dec) => boolean }> = {
  top_gainers: { value: (r) => r.percentage, sign: 1, keep: (v) => v.greaterThan(0) },
  top_gainers_1h: { value: (r) => r.percentChange1h, sign: 1, keep: (v) => v.greaterThan(0) },
  top_losers: { value: (r) => r.percentage, sign: -1, keep: (v) => v.lessThan(0) },
  top_losers_1h: { value: (r) => r.percentChange1h, sign: -1, keep: (v) => v.lessThan(0) },
  most_traded: { value: (r) => r.volume24h, sign: 1, keep: () => true },
};

describe('coin screener invariants', () => {
  it('every screener names distinct coins of the input, at most 20', () => {
    fc.assert(
      fc.property(screenerRows, fc.constantFrom(...SCREENERS), (rows, screener) => {
        const out = screenCoins(rows, screener, NOW);
        expect(out.length).toBeLessThanOrEqual(SCREENER_SIZE);
        expect(new Set(out.map((r) => r.id)).size).toBe(out.length);
        out.forEach((r) => expect(rows).toContain(r));
      }),
      RUNS,
    );
  });

  it('ranking screeners are ordered, keep only qualifying coins, and leave out no coin better than their last', () => {
    fc.assert(
      fc.property(screenerRows, fc.constantFrom(...Object.keys(RANKED)), fc.integer({ min: 1, max: 25 }), (rows, name, size) => {
        const ranking = RANKED[name];
        if (ranking === undefined) throw new Error(name);
        const out = screenCoins(rows, name as (typeof SCREENERS)[number], NOW, size);
        const values = out.map((r) => ranking.value(r));
        values.forEach((v) => expect(v !== undefined && ranking.keep(v)).toBe(true));
        for (let i = 1; i < values.length; i++) expect((values[i - 1] as Dec).comparedTo(values[i] as Dec) * ranking.sign).toBeGreaterThanOrEqual(0);
        const qualifying = rows.filter((r) => {
          const v = ranking.value(r);
          return v !== undefined && ranking.keep(v);
        });
        expect(out.length).toBe(Math.min(size, qualifying.length));
        const last = values.at(-1);
        if (last !== undefined) {
          qualifying.filter((r) => !out.includes(r)).forEach((r) => expect((ranking.value(r) as Dec).comparedTo(last) * ranking.sign).toBeLessThanOrEqual(0));
        }
      }),
      RUNS,
    );
  });

  it('gainers and losers of the same window are disjoint', () => {
    fc.assert(
      fc.property(screenerRows, (rows) => {
        const day = new Set(screenCoins(rows, 'top_gainers', NOW).map((r) => r.id));
        const hour = new Set(screenCoins(rows, 'top_gainers_1h', NOW).map((r) => r.id));
        screenCoins(rows, 'top_losers', NOW).forEach((r) => expect(day.has(r.id)).toBe(false));
        screenCoins(rows, 'top_losers_1h', NOW).forEach((r) => expect(hour.has(r.id)).toBe(false));
      }),
      RUNS,
    );
  });

  it('recently listed keeps coins listed in the last 30 days, newest first', () => {
    fc.assert(
      fc.property(screenerRows, (rows) => {
        const out = screenCoins(rows, 'recently_listed', NOW);
        out.forEach((r) => expect(isRecentlyListed(r.listedAt, NOW)).toBe(true));
        for (let i = 1; i < out.length; i++) expect(out[i - 1]?.listedAt ?? 0).toBeGreaterThanOrEqual(out[i]?.listedAt ?? 0);
        expect(out.length).toBe(Math.min(SCREENER_SIZE, rows.filter((r) => isRecentlyListed(r.listedAt, NOW)).length));
      }),
      RUNS,
    );
  });
});
