import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterCoinList, inCategories, isValidPage, matchesKeyword } from '../../../domain/market/coin-list-filter';
import { RUNS } from '../../arbitraries/runs';

const coin = (symbol: string, name: string, ...categoryIds: string[]) => ({ symbol, name, categoryIds });
const COINS = [
  coin('BTC', 'Bitcoin', 'layer_1', 'payments'),
  coin('ETH', 'Ethereum', 'layer_1', 'defi'),
  coin('USDT', 'Tether', 'stablecoin'),
  coin('TAO', 'Bittensor', 'ai'),
  coin('DOGE', 'Dogecoin', 'meme', 'payments'),
];

describe('coin list search', () => {
  it('finds the keyword anywhere in the name or the symbol, ignoring case and surrounding spaces', () => {
    expect(COINS.filter((c) => matchesKeyword(c, 'bit')).map((c) => c.symbol)).toEqual(['BTC', 'TAO']);
    expect(COINS.filter((c) => matchesKeyword(c, '  ETH ')).map((c) => c.symbol)).toEqual(['ETH', 'USDT']);
    expect(COINS.filter((c) => matchesKeyword(c, 'coin')).map((c) => c.symbol)).toEqual(['BTC', 'DOGE']);
    expect(COINS.filter((c) => matchesKeyword(c, 'xyz'))).toEqual([]);
  });

  it('matches every coin with a blank keyword', () => {
    expect(COINS.every((c) => matchesKeyword(c, '   '))).toBe(true);
  });
});

describe('coin list categories (the category_ids[] variant)', () => {
  it('keeps a coin with any of the asked categories; none asked keeps every coin', () => {
    expect(COINS.filter((c) => inCategories(c, ['payments'])).map((c) => c.symbol)).toEqual(['BTC', 'DOGE']);
    expect(COINS.filter((c) => inCategories(c, ['ai', 'stablecoin'])).map((c) => c.symbol)).toEqual(['USDT', 'TAO']);
    expect(COINS.filter((c) => inCategories(c, [])).length).toBe(COINS.length);
  });
});

describe('coin list paging (page index 1, page size 100)', () => {
  it('accepts whole numbers only: an index from 1 and a size from 1 to 100', () => {
    expect(isValidPage(1, 100)).toBe(true);
    expect(isValidPage(7, 1)).toBe(true);
    expect(isValidPage(0, 10)).toBe(false);
    expect(isValidPage(1, 0)).toBe(false);
    expect(isValidPage(1, 101)).toBe(false);
    expect(isValidPage(1.5, 10)).toBe(false);
    expect(isValidPage(Number.NaN, 10)).toBe(false);
  });

  it('defaults to page 1 of 100 and counts every match', () => {
    const page = filterCoinList(COINS, { keyword: 'e' });
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 100, total: 4 });
    expect(page.items.map((c) => c.symbol)).toEqual(['ETH', 'USDT', 'TAO', 'DOGE']);
  });

  it('combines the keyword and the categories, then pages in the input order', () => {
    const page = filterCoinList(COINS, { keyword: 'o', categoryIds: ['payments', 'ai'], pageIndex: 2, pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.items.map((c) => c.symbol)).toEqual(['DOGE']);
    expect(filterCoinList(COINS, { pageIndex: 9, pageSize: 2 }).items).toEqual([]);
  });

  it('pages partition the matching coins: concatenated in order they are the whole list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.constantFrom('', 'o', 'e', 't'), (size, keyword) => {
        const whole = filterCoinList(COINS, { keyword, pageSize: 100 });
        const pages = Array.from({ length: Math.ceil(whole.total / size) + 1 }, (_, i) => filterCoinList(COINS, { keyword, pageIndex: i + 1, pageSize: size }));
        expect(pages.flatMap((p) => p.items)).toEqual(whole.items);
        pages.forEach((p) => expect(p.items.length).toBeLessThanOrEqual(size));
      }),
      RUNS,
    );
  });
});
