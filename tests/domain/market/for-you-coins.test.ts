import { describe, expect, it } from 'vitest';
import { forYouCoins } from '../../../domain/market/for-you-coins';

const coin = (symbol: string, from = 'all') => ({ symbol, from });

describe('forYouCoins', () => {
  it('puts held coins first, then suggestions, then every other coin, each once', () => {
    const all = ['BTC', 'ETH', 'SOL', 'CRO', 'ADA'].map((s) => coin(s));
    const suggested = [coin('SOL', 'popular'), coin('BTC', 'popular')];
    expect(forYouCoins(['ETH', 'BTC'], suggested, all).map((c) => c.symbol)).toEqual(['ETH', 'BTC', 'SOL', 'CRO', 'ADA']);
  });

  it('uses the full list entry of a suggested coin, and keeps a suggestion the list lacks', () => {
    const out = forYouCoins([], [coin('BTC', 'popular'), coin('NEW', 'popular')], [coin('BTC')]);
    expect(out).toEqual([coin('BTC'), coin('NEW', 'popular')]);
  });

  it('leaves out a held coin with no listing', () => {
    expect(forYouCoins(['GONE'], [], [coin('BTC')]).map((c) => c.symbol)).toEqual(['BTC']);
  });
});
