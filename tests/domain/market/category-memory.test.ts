import { describe, expect, it } from 'vitest';
import { decodeCategoryMemory, EMPTY_CATEGORY_MEMORY, pageKey, recallCategory, rememberCategory } from '../../../domain/market/category-memory';
import { CoinCategory } from '../../../domain/market/coin-category';

describe('category remembered per page path (spec 001 §4)', () => {
  it('a page without a remembered category shows All coins when allowed, else Favourites', () => {
    expect(recallCategory(EMPTY_CATEGORY_MEMORY, '/hub/market', true)).toBe(CoinCategory.AllCoins);
    expect(recallCategory(EMPTY_CATEGORY_MEMORY, '/hub/market', false)).toBe(CoinCategory.Favourites);
  });

  it('a remembered category is shown again on the same page', () => {
    const memory = rememberCategory(EMPTY_CATEGORY_MEMORY, '/hub/market', CoinCategory.TopLosers);
    expect(recallCategory(memory, '/hub/market', true)).toBe(CoinCategory.TopLosers);
  });

  it('each page keeps its own category', () => {
    let memory = rememberCategory(EMPTY_CATEGORY_MEMORY, '/hub/market', CoinCategory.New);
    memory = rememberCategory(memory, '/hub/home', CoinCategory.MostTraded);
    expect(recallCategory(memory, '/hub/market', true)).toBe(CoinCategory.New);
    expect(recallCategory(memory, '/hub/home', true)).toBe(CoinCategory.MostTraded);
    expect(recallCategory(memory, '/hub/account', true)).toBe(CoinCategory.AllCoins);
  });

  it('remembering does not change the memory it was given', () => {
    const before = rememberCategory(EMPTY_CATEGORY_MEMORY, '/hub/market', CoinCategory.New);
    rememberCategory(before, '/hub/market', CoinCategory.TopGainers);
    expect(recallCategory(before, '/hub/market', true)).toBe(CoinCategory.New);
  });

  it('a trailing slash names the same page', () => {
    const memory = rememberCategory(EMPTY_CATEGORY_MEMORY, '/hub/market/', CoinCategory.New);
    expect(recallCategory(memory, '/hub/market', true)).toBe(CoinCategory.New);
    expect(pageKey('/')).toBe('/');
    expect(pageKey('')).toBe('/');
  });

  it('a remembered All coins that is no longer allowed gives Favourites', () => {
    const memory = rememberCategory(EMPTY_CATEGORY_MEMORY, '/hub/market', CoinCategory.AllCoins);
    expect(recallCategory(memory, '/hub/market', false)).toBe(CoinCategory.Favourites);
  });

  it('a path named like an Object property is just a path', () => {
    expect(recallCategory(EMPTY_CATEGORY_MEMORY, 'constructor', true)).toBe(CoinCategory.AllCoins);
    const memory = rememberCategory(EMPTY_CATEGORY_MEMORY, '__proto__', CoinCategory.New);
    expect(recallCategory(memory, '__proto__', true)).toBe(CoinCategory.New);
    expect(Object.getPrototypeOf(memory)).toBe(Object.prototype);
  });

  it('reads a stored memory back, dropping unknown categories and anything not an object', () => {
    expect(decodeCategoryMemory({ '/hub/market': 'TopGainers', '/hub/home': 'Nope', '/x': 3 })).toEqual({ '/hub/market': 'TopGainers' });
    expect(decodeCategoryMemory(null)).toEqual({});
    expect(decodeCategoryMemory(['TopGainers'])).toEqual({});
    expect(decodeCategoryMemory('TopGainers')).toEqual({});
  });

  it('a stored "__proto__" entry becomes an own entry, never a prototype', () => {
    const memory = decodeCategoryMemory(JSON.parse('{"__proto__": "New"}'));
    expect(Object.getPrototypeOf(memory)).toBe(Object.prototype);
    expect(recallCategory(memory, '__proto__', true)).toBe(CoinCategory.New);
  });
});
