import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoinRow } from '../../../domain/market/coin-row';
import { COIN_SORT_KEYS, type CoinSort, type CoinSortKey, sortCoinRows } from '../../../domain/market/coin-sort';
import { type Dec, dec } from '../../../domain/money/decimal';
import { coinRows } from '../../arbitraries/market';
import { RUNS } from '../../arbitraries/runs';
import { coinRow } from '../../support/coin-row';

const sort: fc.Arbitrary<CoinSort> = fc.record({ key: fc.constantFrom(...COIN_SORT_KEYS), direction: fc.constantFrom('asc' as const, 'desc' as const) });

/** The oracle's reading of each key, written independently of the implementation. */
function valueOf(row: CoinRow, key: CoinSortKey): Dec | string | undefined {
  switch (key) {
    case 'marketCap':
      return row.marketCap;
    case 'percentage':
      return row.percentage;
    case 'price':
      return row.price;
    case 'asset':
      return row.name.toLowerCase();
    case '24h':
      return row.volume24h;
    case '1h':
      return row.percentChange1h;
  }
}

/** -1, 0 or 1 for a before, equal to, or after b in the direction; undefined last either way. */
function order(a: Dec | string | undefined, b: Dec | string | undefined, direction: 'asc' | 'desc'): number {
  if (a === undefined || b === undefined) return (a === undefined ? 1 : 0) - (b === undefined ? 1 : 0);
  const c = typeof a === 'string' || typeof b === 'string' ? (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0) : a.comparedTo(b);
  return direction === 'asc' ? c : -c;
}

const rankOf = (row: CoinRow): number => row.rank ?? Number.POSITIVE_INFINITY;

describe('coin sort invariants', () => {
  it('is a permutation of the input', () => {
    fc.assert(
      fc.property(coinRows(), sort, (rows, s) => {
        const sorted = sortCoinRows(rows, s);
        expect(sorted).toHaveLength(rows.length);
        expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...rows].sort((a, b) => a.id.localeCompare(b.id)));
      }),
      RUNS,
    );
  });

  it('every neighbouring pair is in order: by key, then rank, then input order', () => {
    fc.assert(
      fc.property(coinRows(), sort, (rows, s) => {
        const position = new Map(rows.map((r, i) => [r.id, i]));
        const sorted = sortCoinRows(rows, s);
        for (let i = 1; i < sorted.length; i += 1) {
          const a = sorted[i - 1] as CoinRow;
          const b = sorted[i] as CoinRow;
          const byKey = order(valueOf(a, s.key), valueOf(b, s.key), s.direction);
          expect(byKey).toBeLessThanOrEqual(0);
          if (byKey === 0) {
            expect(rankOf(a)).toBeLessThanOrEqual(rankOf(b));
            if (rankOf(a) === rankOf(b)) expect(position.get(a.id) ?? 0).toBeLessThan(position.get(b.id) ?? 0);
          }
        }
      }),
      RUNS,
    );
  });

  it('amounts that differ past the precision of a double still sort by their exact values', () => {
    // A base amount of up to 18 digits and small steps past its 17th significant digit: the amounts
    // collapse to one or two doubles, so only the exact comparison can order them.
    const amounts = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 18n }), fc.integer({ min: -6, max: 6 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 8 }))
      .map(([base, scale, steps]) => steps.map((step) => dec(`${base.toString()}e${String(scale)}`).plus(dec(`${String(step)}e${String(scale - 25)}`))));
    fc.assert(
      fc.property(amounts, fc.constantFrom('asc' as const, 'desc' as const), (values, direction) => {
        const rows = values.map((price, i) => coinRow(`c${String(i)}`, { price }));
        const sorted = sortCoinRows(rows, { key: 'price', direction }).map((row) => row.price);
        for (let i = 1; i < sorted.length; i += 1) expect(order(sorted[i - 1], sorted[i], direction)).toBeLessThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('sorting a sorted list changes nothing', () => {
    fc.assert(
      fc.property(coinRows(), sort, (rows, s) => {
        const once = sortCoinRows(rows, s);
        expect(sortCoinRows(once, s)).toEqual(once);
      }),
      RUNS,
    );
  });
});
