import { describe, expect, it } from 'vitest';
import type { CoinRow } from '../../../domain/market/coin-row';
import { COIN_SORT_KEYS, DEFAULT_COIN_SORT, sortCoinRows } from '../../../domain/market/coin-sort';
import { dec } from '../../../domain/money/decimal';
import { coinRow } from '../../support/coin-row';

const ids = (rows: readonly CoinRow[]): string[] => rows.map((r) => r.id);

describe('coin list sort (spec 000 §9, 001 §9)', () => {
  it('the keys are marketCap, percentage, price, asset, 24h and 1h; the default is 24h descending', () => {
    expect(COIN_SORT_KEYS).toEqual(['marketCap', 'percentage', 'price', 'asset', '24h', '1h']);
    expect(DEFAULT_COIN_SORT).toEqual({ key: '24h', direction: 'desc' });
  });

  it('sorts by price both ways, comparing decimals exactly', () => {
    const rows = [coinRow('a', { price: dec('0.1') }), coinRow('b', { price: dec('0.10000000000000000001') }), coinRow('c', { price: dec('0.09') })];
    expect(ids(sortCoinRows(rows, { key: 'price', direction: 'asc' }))).toEqual(['c', 'a', 'b']);
    expect(ids(sortCoinRows(rows, { key: 'price', direction: 'desc' }))).toEqual(['b', 'a', 'c']);
  });

  it('"24h" sorts by 24 h volume, "percentage" by 24 h change, "1h" by 1 h change', () => {
    const rows = [
      coinRow('a', { volume24h: dec('10'), percentage: dec('5'), percentChange1h: dec('-1') }),
      coinRow('b', { volume24h: dec('30'), percentage: dec('-2'), percentChange1h: dec('3') }),
      coinRow('c', { volume24h: dec('20'), percentage: dec('1'), percentChange1h: dec('0') }),
    ];
    expect(ids(sortCoinRows(rows, DEFAULT_COIN_SORT))).toEqual(['b', 'c', 'a']);
    expect(ids(sortCoinRows(rows, { key: 'percentage', direction: 'desc' }))).toEqual(['a', 'c', 'b']);
    expect(ids(sortCoinRows(rows, { key: '1h', direction: 'desc' }))).toEqual(['b', 'c', 'a']);
  });

  it('sorts by market cap', () => {
    const rows = [coinRow('a', { marketCap: dec('5') }), coinRow('b', { marketCap: dec('7') })];
    expect(ids(sortCoinRows(rows, { key: 'marketCap', direction: 'desc' }))).toEqual(['b', 'a']);
  });

  it('"asset" sorts by name, ignoring case', () => {
    const rows = [coinRow('1', { name: 'solana' }), coinRow('2', { name: 'Bitcoin' }), coinRow('3', { name: 'cronos' })];
    expect(ids(sortCoinRows(rows, { key: 'asset', direction: 'asc' }))).toEqual(['2', '3', '1']);
    expect(ids(sortCoinRows(rows, { key: 'asset', direction: 'desc' }))).toEqual(['1', '3', '2']);
  });

  it('a missing value sorts last in either direction', () => {
    const rows = [coinRow('none'), coinRow('low', { marketCap: dec('1') }), coinRow('high', { marketCap: dec('2') })];
    expect(ids(sortCoinRows(rows, { key: 'marketCap', direction: 'asc' }))).toEqual(['low', 'high', 'none']);
    expect(ids(sortCoinRows(rows, { key: 'marketCap', direction: 'desc' }))).toEqual(['high', 'low', 'none']);
  });

  it('ties go to the better rank, a missing rank last, then keep their order', () => {
    const rows = [coinRow('r3', { rank: 3 }), coinRow('none'), coinRow('r1', { rank: 1 }), coinRow('none2'), coinRow('r1b', { rank: 1 })];
    expect(ids(sortCoinRows(rows, { key: 'price', direction: 'desc' }))).toEqual(['r1', 'r1b', 'r3', 'none', 'none2']);
    expect(ids(sortCoinRows(rows, { key: 'price', direction: 'asc' }))).toEqual(['r1', 'r1b', 'r3', 'none', 'none2']);
  });

  it('returns a new array and leaves the input alone', () => {
    const rows = [coinRow('a', { price: dec('2') }), coinRow('b', { price: dec('1') })];
    const sorted = sortCoinRows(rows, { key: 'price', direction: 'asc' });
    expect(sorted).not.toBe(rows);
    expect(ids(rows)).toEqual(['a', 'b']);
  });
});
