import { describe, expect, it } from 'vitest';
import { COIN_CATEGORY_TABS, CoinCategory, defaultCoinCategory, isCategoryAllowed, isCoinCategory, screenerOf } from '../../../domain/market/coin-category';

describe('coin categories (spec 001 §3, §4, §7; 000 §9)', () => {
  it('the tabs are all, favourites, top gainers, top losers, new and most traded, in that order', () => {
    expect(COIN_CATEGORY_TABS).toEqual(['AllCoins', 'Favourites', 'TopGainers', 'TopLosers', 'New', 'MostTraded']);
  });

  it('screener categories map to their endpoints', () => {
    expect(screenerOf(CoinCategory.TopGainers)).toBe('top_gainers');
    expect(screenerOf(CoinCategory.TopLosers)).toBe('top_losers');
    expect(screenerOf(CoinCategory.New)).toBe('recently_listed');
    expect(screenerOf(CoinCategory.MostTraded)).toBe('most_traded');
  });

  it('the 1h window selects the 1h gainers and losers screeners and changes no other', () => {
    expect(screenerOf(CoinCategory.TopGainers, '1h')).toBe('top_gainers_1h');
    expect(screenerOf(CoinCategory.TopLosers, '1h')).toBe('top_losers_1h');
    expect(screenerOf(CoinCategory.New, '1h')).toBe('recently_listed');
    expect(screenerOf(CoinCategory.MostTraded, '1h')).toBe('most_traded');
  });

  it('all coins and favourites use no screener', () => {
    expect(screenerOf(CoinCategory.AllCoins)).toBeUndefined();
    expect(screenerOf(CoinCategory.Favourites, '1h')).toBeUndefined();
  });

  it('defaults to All coins when allowed, else Favourites', () => {
    expect(defaultCoinCategory(true)).toBe(CoinCategory.AllCoins);
    expect(defaultCoinCategory(false)).toBe(CoinCategory.Favourites);
  });

  it('only All coins can be disallowed', () => {
    expect(isCategoryAllowed(CoinCategory.AllCoins, false)).toBe(false);
    for (const category of COIN_CATEGORY_TABS.filter((c) => c !== CoinCategory.AllCoins)) {
      expect(isCategoryAllowed(category, false)).toBe(true);
    }
  });

  it('recognises category names and nothing else', () => {
    expect(isCoinCategory('TopGainers')).toBe(true);
    expect(isCoinCategory('topgainers')).toBe(false);
    expect(isCoinCategory(3)).toBe(false);
    expect(isCoinCategory(undefined)).toBe(false);
  });
});
