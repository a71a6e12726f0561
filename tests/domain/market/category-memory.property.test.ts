import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCategoryMemory, EMPTY_CATEGORY_MEMORY, recallCategory, rememberCategory } from '../../../domain/market/category-memory';
import { COIN_CATEGORY_TABS, type CoinCategory, CoinCategory as Category } from '../../../domain/market/coin-category';
import { RUNS } from '../../arbitraries/runs';

const path = fc.constantFrom('/hub/market', '/hub/home', '/hub/account', '/hub/price/bitcoin');
const category = fc.constantFrom(...COIN_CATEGORY_TABS);
const writes = fc.array(fc.tuple(path, category), { maxLength: 12 });

describe('category memory invariants', () => {
  it('each page recalls the last category written for it, or the default', () => {
    fc.assert(
      fc.property(writes, path, fc.boolean(), (ws, p, allowed) => {
        const memory = ws.reduce((m, [wp, c]) => rememberCategory(m, wp, c), EMPTY_CATEGORY_MEMORY);
        const last: CoinCategory | undefined = ws.filter(([wp]) => wp === p).at(-1)?.[1];
        const expected = last === undefined || (last === Category.AllCoins && !allowed) ? (allowed ? Category.AllCoins : Category.Favourites) : last;
        expect(recallCategory(memory, p, allowed)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('a memory survives the round trip through JSON storage', () => {
    fc.assert(
      fc.property(writes, (ws) => {
        const memory = ws.reduce((m, [wp, c]) => rememberCategory(m, wp, c), EMPTY_CATEGORY_MEMORY);
        expect(decodeCategoryMemory(JSON.parse(JSON.stringify(memory)))).toEqual(memory);
      }),
      RUNS,
    );
  });
});
