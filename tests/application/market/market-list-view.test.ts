import { describe, expect, it } from 'vitest';
import { orderCoins } from '../../../application/market/market-list-view';
import { coinInfoOf, FAKE_COINS } from '../../../adapters/fake/fake-coin-market';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const view = { nativeCurrency: currencyCode('USD'), listedAt: 0, walletAvailable: dec('0') };
const listed = FAKE_COINS.slice(0, 40).map((coin) => coinInfoOf(coin, '1', view));
const ids = (coins: readonly { readonly id: string }[]) => coins.map((coin) => coin.id);

describe('orderCoins (the market list in display order)', () => {
  it('sorts the whole list by the sort in force; without one (a screener) keeps the list as it came', () => {
    const byPrice = orderCoins(listed, { key: 'price', direction: 'desc' });
    const prices = byPrice.map((coin) => coin.price);
    prices.slice(1).forEach((price, i) => expect(price.lte(prices[i] ?? price)).toBe(true));
    expect(orderCoins(listed, undefined)).toBe(listed);
  });

  it('a list fetched again is sorted by its own values, not by rows made for the coins of an earlier list', () => {
    expect(ids(orderCoins(listed, { key: 'price', direction: 'asc' }))).toEqual(ids(orderCoins(listed, { key: 'price', direction: 'asc' })));
    // The same coins again, with the prices reversed: new objects, so new rows.
    const cheapest = orderCoins(listed, { key: 'price', direction: 'asc' });
    const reversed = cheapest.map((coin, i) => ({ ...coin, price: cheapest[cheapest.length - 1 - i]?.price ?? coin.price }));
    expect(ids(orderCoins(reversed, { key: 'price', direction: 'asc' }))).toEqual(ids(cheapest).reverse());
  });
});
