import { describe, expect, it } from 'vitest';
import type { Basket } from '../../../domain/basket/basket';
import { basketMatchesKeyword, heldCoinsForSale, isBuyableCoin, ownedBasketsForSale } from '../../../domain/market/selectable-assets';
import { currencyCode } from '../../../domain/money/currency';
import { dec, ZERO } from '../../../domain/money/decimal';

const basket = (over: Partial<Basket>): Basket => ({
  id: 'b',
  offerId: 'b',
  title: 'Blue Chip',
  coins: [currencyCode('BTC'), currencyCode('ETH')],
  balance: ZERO,
  baseCurrency: currencyCode('USD'),
  stakeable: false,
  origin: 'preset',
  rebalancingInterval: 'never',
  nextRebalancingAt: undefined,
  delisted: false,
  disabled: false,
  ...over,
});

const holding = (symbol: string, available: string, value: string) => ({ symbol: currencyCode(symbol), available: dec(available), nativeValue: dec(value) });

describe('selectable assets', () => {
  it('Buy lists a coin that can be bought by card or from a cash account', () => {
    const none = { exchange: true, purchase: false, vibanPurchase: false, vibanOut: true };
    expect(isBuyableCoin(none)).toBe(false);
    expect(isBuyableCoin({ ...none, purchase: true })).toBe(true);
    expect(isBuyableCoin({ ...none, vibanPurchase: true })).toBe(true);
  });

  it('Sell lists held coins only, largest value first, ties by symbol', () => {
    const held = heldCoinsForSale([
      holding('ETH', '1', '2500'),
      holding('DOGE', '0', '0'),
      holding('SOL', '3', '450'),
      holding('ADA', '900', '450'),
      holding('BTC', '0.01', '600'),
    ]);
    expect(held.map((h) => h.symbol)).toEqual(['ETH', 'BTC', 'ADA', 'SOL']);
  });

  it('Sell lists owned preset baskets, stakeable ones included', () => {
    const owned = ownedBasketsForSale([
      basket({ id: 'owned', balance: dec('10') }),
      basket({ id: 'empty' }),
      basket({ id: 'custom', origin: 'custom', balance: dec('5') }),
      basket({ id: 'staked', stakeable: true, balance: dec('5') }),
    ]);
    expect(owned.map((b) => b.id)).toEqual(['owned', 'staked']);
  });

  it('a basket matches its title or a constituent symbol, case-insensitively', () => {
    expect(basketMatchesKeyword(basket({}), ' blue ')).toBe(true);
    expect(basketMatchesKeyword(basket({}), 'eth')).toBe(true);
    expect(basketMatchesKeyword(basket({}), 'sol')).toBe(false);
    expect(basketMatchesKeyword(basket({}), '  ')).toBe(true);
  });
});
