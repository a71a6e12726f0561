import { describe, expect, it } from 'vitest';
import type { CoinRow } from '../../../domain/market/coin-row';
import {
  isRecentlyListed,
  isScreener,
  RECENTLY_LISTED_MS,
  SCREENER_SIZE,
  SCREENERS,
  type ScreenerRow,
  screenCoins,
} from '../../../domain/market/coin-screener';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;

const row = (id: string, fields: { day?: string; hour?: string; volume?: string; listedDaysAgo?: number; rank?: number }): ScreenerRow => {
  const base: CoinRow = {
    id,
    slug: id,
    coinSymbol: currencyCode(id),
    name: id,
    price: dec('1'),
    marketCap: dec('1000'),
    percentage: fields.day === undefined ? undefined : dec(fields.day),
    percentChange1h: fields.hour === undefined ? undefined : dec(fields.hour),
    volume24h: fields.volume === undefined ? undefined : dec(fields.volume),
    rank: fields.rank,
  };
  return { ...base, listedAt: fields.listedDaysAgo === undefined ? undefined : NOW - fields.listedDaysAgo * DAY };
};

const ROWS = [
  row('aaa', { day: '5', hour: '-1', volume: '100', listedDaysAgo: 400, rank: 1 }),
  row('bbb', { day: '-3', hour: '2', volume: '900', listedDaysAgo: 3, rank: 2 }),
  row('ccc', { day: '12.5', hour: '0', volume: '50', listedDaysAgo: 29, rank: 3 }),
  row('ddd', { day: '0', hour: '-4', volume: undefined, listedDaysAgo: 31, rank: 4 }),
  row('eee', { day: '-8', hour: '0.5', volume: '900', listedDaysAgo: 1, rank: 5 }),
  row('fff', { day: undefined, hour: undefined, volume: '10', listedDaysAgo: -2, rank: 6 }),
];

const ids = (rows: readonly ScreenerRow[]) => rows.map((r) => r.id);

describe('coin screeners (spec 001 §7 coin_screeners)', () => {
  it('knows exactly the six screeners of the spec', () => {
    expect([...SCREENERS].sort()).toEqual(['most_traded', 'recently_listed', 'top_gainers', 'top_gainers_1h', 'top_losers', 'top_losers_1h']);
    expect(isScreener('top_gainers_1h')).toBe(true);
    expect(isScreener('top_gainers_7d')).toBe(false);
  });

  it('top gainers: coins that rose over 24 h, biggest rise first; unchanged and unknown changes are left out', () => {
    expect(ids(screenCoins(ROWS, 'top_gainers', NOW))).toEqual(['ccc', 'aaa']);
  });

  it('top losers: coins that fell over 24 h, biggest fall first', () => {
    expect(ids(screenCoins(ROWS, 'top_losers', NOW))).toEqual(['eee', 'bbb']);
  });

  it('the 1 h variants rank by the 1 h change', () => {
    expect(ids(screenCoins(ROWS, 'top_gainers_1h', NOW))).toEqual(['bbb', 'eee']);
    expect(ids(screenCoins(ROWS, 'top_losers_1h', NOW))).toEqual(['ddd', 'aaa']);
  });

  it('most traded: by 24 h volume, ties to the better rank; coins without a volume are left out', () => {
    expect(ids(screenCoins(ROWS, 'most_traded', NOW))).toEqual(['bbb', 'eee', 'aaa', 'ccc', 'fff']);
  });

  it('recently listed: listed within the last 30 days and not in the future, newest first', () => {
    expect(ids(screenCoins(ROWS, 'recently_listed', NOW))).toEqual(['eee', 'bbb', 'ccc']);
    expect(isRecentlyListed(NOW - RECENTLY_LISTED_MS, NOW)).toBe(true);
    expect(isRecentlyListed(NOW - RECENTLY_LISTED_MS - 1, NOW)).toBe(false);
    expect(isRecentlyListed(NOW + 1, NOW)).toBe(false);
    expect(isRecentlyListed(undefined, NOW)).toBe(false);
  });

  it('names at most 20 coins, or the size asked for', () => {
    const many = Array.from({ length: 30 }, (_, i) => row(`c${i}`, { day: String(i + 1), volume: String(i) }));
    expect(screenCoins(many, 'top_gainers', NOW)).toHaveLength(SCREENER_SIZE);
    expect(ids(screenCoins(many, 'most_traded', NOW, 3))).toEqual(['c29', 'c28', 'c27']);
  });
});
