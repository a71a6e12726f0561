import { describe, expect, it } from 'vitest';
import { CoinCategory } from '../../../domain/market/coin-category';
import { COIN_LIST_FIRST_PAGE, COIN_LIST_PAGE_SIZE, planCoinListFetch, shouldFetchCoinList, shouldSearch } from '../../../domain/market/coin-list-query';
import { currencyCode } from '../../../domain/money/currency';

const USD = currencyCode('USD');

describe('coin list fetching (spec 001 §4, §9)', () => {
  it('starts at page 1 with 100 coins a page', () => {
    expect(COIN_LIST_FIRST_PAGE).toBe(1);
    expect(COIN_LIST_PAGE_SIZE).toBe(100);
  });

  it('does not fetch until the native currency is known', () => {
    expect(shouldFetchCoinList(undefined)).toBe(false);
    expect(shouldFetchCoinList(USD)).toBe(true);
    expect(planCoinListFetch({ nativeCurrency: undefined, category: CoinCategory.AllCoins, keyword: 'btc' })).toEqual({ kind: 'wait' });
  });

  it('skips the search while the keyword is empty or blank', () => {
    expect(shouldSearch('')).toBe(false);
    expect(shouldSearch('   ')).toBe(false);
    expect(shouldSearch('b')).toBe(true);
  });

  it('searches, with the keyword trimmed, whenever there is one, whatever the category', () => {
    expect(planCoinListFetch({ nativeCurrency: USD, category: CoinCategory.TopGainers, keyword: ' btc ' })).toEqual({
      kind: 'search',
      keyword: 'btc',
    });
  });

  it('without a keyword fetches the category: screener, all coins or favourites', () => {
    const plan = (category: CoinCategory, window?: '24h' | '1h') =>
      planCoinListFetch(window === undefined ? { nativeCurrency: USD, category, keyword: '' } : { nativeCurrency: USD, category, keyword: '', window });
    expect(plan(CoinCategory.AllCoins)).toEqual({ kind: 'coins' });
    expect(plan(CoinCategory.Favourites)).toEqual({ kind: 'favourites' });
    expect(plan(CoinCategory.TopGainers)).toEqual({ kind: 'screener', screener: 'top_gainers' });
    expect(plan(CoinCategory.TopLosers, '1h')).toEqual({ kind: 'screener', screener: 'top_losers_1h' });
    expect(plan(CoinCategory.New)).toEqual({ kind: 'screener', screener: 'recently_listed' });
    expect(plan(CoinCategory.MostTraded)).toEqual({ kind: 'screener', screener: 'most_traded' });
  });
});
