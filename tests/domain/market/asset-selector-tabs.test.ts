import { describe, expect, it } from 'vitest';
import { assetKindTabs, BUY_SCREENER_TABS, planSelectorFetch, screenerTabs, type SelectorInputs } from '../../../domain/market/asset-selector-tabs';

const buy: SelectorInputs = { mode: 'buy', ready: true, basketEnabled: true, kind: 'coins', screener: 'for_you', keyword: '' };

describe('asset selector tabs', () => {
  it('offers the Baskets tab only with the basket product enabled', () => {
    expect(assetKindTabs(true)).toEqual(['coins', 'baskets']);
    expect(assetKindTabs(false)).toEqual(['coins']);
  });

  it('gives Buy the six screener tabs in the specification order and Sell none', () => {
    expect(screenerTabs('buy')).toEqual(['for_you', 'favourites', 'top_gainers', 'top_losers', 'recently_listed', 'most_traded']);
    expect(screenerTabs('sell')).toEqual([]);
  });

  it('fetches nothing until the customer view is known', () => {
    expect(planSelectorFetch({ ...buy, ready: false, keyword: 'btc' })).toEqual({ kind: 'wait' });
  });

  it('a keyword searches coins and baskets (trimmed), whatever the tab', () => {
    expect(planSelectorFetch({ ...buy, kind: 'baskets', keyword: '  eth ' })).toEqual({ kind: 'search_market', keyword: 'eth', baskets: true });
    expect(planSelectorFetch({ ...buy, basketEnabled: false, keyword: 'eth' })).toEqual({ kind: 'search_market', keyword: 'eth', baskets: false });
    expect(planSelectorFetch({ ...buy, mode: 'sell', keyword: 'eth' })).toEqual({ kind: 'search_holdings', keyword: 'eth', baskets: true });
  });

  it('a blank keyword is no search', () => {
    expect(planSelectorFetch({ ...buy, keyword: '   ' })).toEqual({ kind: 'for_you' });
  });

  it.each([
    ['for_you', { kind: 'for_you' }],
    ['favourites', { kind: 'favourites' }],
    ['top_gainers', { kind: 'screener', screener: 'top_gainers' }],
    ['top_losers', { kind: 'screener', screener: 'top_losers' }],
    ['recently_listed', { kind: 'screener', screener: 'recently_listed' }],
    ['most_traded', { kind: 'screener', screener: 'most_traded' }],
  ] as const)('Buy coins on the %s tab come from %j', (screener, fetch) => {
    expect(planSelectorFetch({ ...buy, screener })).toEqual(fetch);
  });

  it('every Buy screener tab has a plan', () => {
    for (const screener of BUY_SCREENER_TABS) expect(planSelectorFetch({ ...buy, screener }).kind).not.toBe('wait');
  });

  it('Buy baskets are the offers; Sell lists holdings', () => {
    expect(planSelectorFetch({ ...buy, kind: 'baskets' })).toEqual({ kind: 'offers' });
    expect(planSelectorFetch({ ...buy, mode: 'sell' })).toEqual({ kind: 'held_coins' });
    expect(planSelectorFetch({ ...buy, mode: 'sell', kind: 'baskets' })).toEqual({ kind: 'owned_baskets' });
  });

  it('a Baskets choice lists coins once the basket product is off', () => {
    expect(planSelectorFetch({ ...buy, kind: 'baskets', basketEnabled: false })).toEqual({ kind: 'for_you' });
    expect(planSelectorFetch({ ...buy, mode: 'sell', kind: 'baskets', basketEnabled: false })).toEqual({ kind: 'held_coins' });
  });
});
