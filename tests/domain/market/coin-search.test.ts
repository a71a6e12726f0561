import { describe, expect, it } from 'vitest';
import {
  isSearchDue,
  limitSearchText,
  SEARCH_DEBOUNCE_MS,
  searchDueAt,
  SELECTOR_SEARCH_MAX_LENGTH,
  TARGET_COIN_SEARCH_MAX_LENGTH,
  findBySlug,
  isWellFormedSlug,
  slugSearchKeyword,
} from '../../../domain/market/coin-search';

describe('coin search (spec 000 §2, §5; 001 §9)', () => {
  it('the selector allows 100 characters, the target coin search 50, debounced 300 ms', () => {
    expect(SELECTOR_SEARCH_MAX_LENGTH).toBe(100);
    expect(TARGET_COIN_SEARCH_MAX_LENGTH).toBe(50);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('text within the limit is kept as typed', () => {
    expect(limitSearchText('bitcoin', 50)).toBe('bitcoin');
    expect(limitSearchText('x'.repeat(50), 50)).toBe('x'.repeat(50));
  });

  it('longer text is cut to the limit', () => {
    expect(limitSearchText('x'.repeat(120), SELECTOR_SEARCH_MAX_LENGTH)).toHaveLength(100);
    expect(limitSearchText('abcdef', 3)).toBe('abc');
  });

  it('a cut never leaves half an emoji', () => {
    expect(limitSearchText('ab🚀c', 3)).toBe('ab');
    expect(limitSearchText('ab🚀c', 4)).toBe('ab🚀');
  });

  it('the search runs 300 ms after the last keystroke, not before', () => {
    expect(searchDueAt(1000)).toBe(1300);
    expect(isSearchDue(1000, 1299)).toBe(false);
    expect(isSearchDue(1000, 1300)).toBe(true);
  });
});

describe('finding a coin page’s coin by its slug (spec 001 §2 /hub/price/{slug})', () => {
  it('searches the slug’s longest word', () => {
    expect(slugSearchKeyword('bitcoin')).toBe('bitcoin');
    expect(slugSearchKeyword('bitcoin-cash')).toBe('bitcoin');
    expect(slugSearchKeyword('crypto-com-coin')).toBe('crypto');
    expect(slugSearchKeyword('usd-coin')).toBe('coin');
    expect(slugSearchKeyword('')).toBe('');
  });

  it('matches the slug exactly, never a prefix or another case', () => {
    const coins = [
      { slug: 'bitcoin', id: 'btc' },
      { slug: 'bitcoin-cash', id: 'bch' },
    ];
    expect(findBySlug(coins, 'bitcoin-cash')?.id).toBe('bch');
    expect(findBySlug(coins, 'bitcoin')?.id).toBe('btc');
    expect(findBySlug(coins, 'bitcoin-')).toBeUndefined();
    expect(findBySlug(coins, 'Bitcoin')).toBeUndefined();
  });

  it('tells a slug coinSlug could have made from anything else', () => {
    for (const slug of ['bitcoin', 'bitcoin-cash', 'x2', '1inch']) expect(isWellFormedSlug(slug)).toBe(true);
    for (const slug of ['', 'Bitcoin', '-btc', 'btc-', 'bit--coin', 'bit coin', 'bitcoin%20cash', 'é']) expect(isWellFormedSlug(slug)).toBe(false);
  });
});
