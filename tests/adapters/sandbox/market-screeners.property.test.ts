import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CoinCatalogue, type CoinView } from '../../../adapters/sandbox/exchange/coins/coin-catalogue';
import { DAY_MS, Market } from '../../../adapters/sandbox/exchange/market';
import { isRecentlyListed, SCREENER_SIZE, SCREENERS } from '../../../domain/market/coin-screener';
import type { Dec } from '../../../domain/money/decimal';

const START = Date.UTC(2026, 10, 22, 12);
const RUNS = { numRuns: 40 } as const; // each run prices the whole market

interface Setting {
  readonly seed: number;
  readonly elapsed: number;
  readonly currency: string;
  readonly country: string;
}

const setting: fc.Arbitrary<Setting> = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  elapsed: fc.integer({ min: 0, max: 45 * DAY_MS }),
  currency: fc.constantFrom('USD', 'GBP', 'EUR', 'SGD'),
  country: fc.constantFrom('US', 'GB', 'SG'),
});

function screen({ seed, elapsed, currency, country }: Setting) {
  const catalogue = new CoinCatalogue(
    new Market(seed),
    () => START + elapsed,
    () => START,
  );
  const scope = catalogue.scope(currency, country);
  if (!scope.ok) throw new Error(scope.error.code);
  const all = catalogue.views(scope.value);
  const lists = Object.fromEntries(
    SCREENERS.map((name) => {
      const result = catalogue.screener(scope.value, name);
      if (!result.ok) throw new Error(name);
      return [name, result.value];
    }),
  ) as Record<(typeof SCREENERS)[number], readonly CoinView[]>;
  return { catalogue, scope: scope.value, all, lists, now: START + elapsed };
}

const descending = (values: readonly Dec[]) => values.slice(1).every((v, i) => values[i]?.greaterThanOrEqualTo(v) === true);

describe('sandbox screeners at any moment of any seed', () => {
  it('are ordered as defined and the gainers and losers of a window are disjoint', () => {
    fc.assert(
      fc.property(setting, (s) => {
        const { lists, all, now } = screen(s);
        for (const list of Object.values(lists)) {
          expect(list.length).toBeLessThanOrEqual(SCREENER_SIZE);
          list.forEach((v) => expect(all).toContain(v));
        }
        expect(descending(lists.top_gainers.map((v) => v.percentage))).toBe(true);
        expect(descending(lists.top_gainers_1h.map((v) => v.percentChange1h))).toBe(true);
        expect(descending(lists.top_losers.map((v) => v.percentage.negated()))).toBe(true);
        expect(descending(lists.top_losers_1h.map((v) => v.percentChange1h.negated()))).toBe(true);
        expect(descending(lists.most_traded.map((v) => v.volume24h))).toBe(true);
        lists.top_gainers.forEach((v) => expect(v.percentage.greaterThan(0)).toBe(true));
        lists.top_losers.forEach((v) => expect(v.percentage.lessThan(0)).toBe(true));
        expect(lists.top_gainers.filter((v) => lists.top_losers.includes(v))).toEqual([]);
        expect(lists.top_gainers_1h.filter((v) => lists.top_losers_1h.includes(v))).toEqual([]);
        lists.recently_listed.forEach((v) => expect(isRecentlyListed(v.listedAt, now)).toBe(true));
        expect(lists.recently_listed.length).toBe(Math.min(SCREENER_SIZE, all.filter((v) => isRecentlyListed(v.listedAt, now)).length));
      }),
      RUNS,
    );
  });

  it("a ticker's 1D history (49 points) ends on the coin list's price, with the list's 24 h change", () => {
    fc.assert(
      fc.property(setting, fc.constantFrom('BTC', 'ETH', 'CRO', 'SHIB', 'USDT'), (s, symbol) => {
        const { catalogue, scope, all } = screen({ ...s, country: 'US' });
        const tickers = catalogue.tickers(scope, [symbol], '1D', 'low');
        if (!tickers.ok) throw new Error(tickers.error.code);
        const [ticker] = tickers.value;
        const listed = all.find((v) => v.symbol === symbol);
        expect(ticker?.points.at(-1)?.price.eq(listed?.price ?? -1)).toBe(true);
        expect(ticker?.points).toHaveLength(49);
        expect(ticker?.view.percentage.eq(listed?.percentage ?? -1)).toBe(true);
      }),
      RUNS,
    );
  });
});
