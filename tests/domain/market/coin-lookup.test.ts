import { describe, expect, it } from 'vitest';
import { findBySlug, isWellFormedSlug, slugSearchKeyword } from '../../../domain/market/coin-lookup';

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
