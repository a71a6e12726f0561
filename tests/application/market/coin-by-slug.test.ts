import { describe, expect, it } from 'vitest';
import { coinBySlug } from '../../../application/market/coin-by-slug';
import type { ApiResult } from '../../../application/ports/api-error';
import type { CoinInfo, CoinListRequest, CoinPage, CoinsPort } from '../../../application/ports/coins-port';
import { FakeCoinsAdapter } from '../../../adapters/fake/fake-coins-adapter';
import { filterCoinList } from '../../../domain/market/coin-list-filter';
import { currencyCode } from '../../../domain/money/currency';

const VIEW = { nativeCurrency: currencyCode('USD'), countryCode: 'US', isPrimeUser: false } as const;

/** The fake's coins answered by the domain's own list filter, with one coin renamed "Café Coin" (slug cafe-coin). */
async function listWithCafe(): Promise<{ port: CoinsPort; requests: CoinListRequest[] }> {
  const fake = new FakeCoinsAdapter({ clock: () => Date.UTC(2026, 10, 22) });
  const all: CoinInfo[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await fake.getCoinList({ ...VIEW, pageIndex });
    if (!page.ok) throw new Error('fake list failed');
    all.push(...page.value.coins);
    if (all.length >= page.value.total) break;
  }
  const coins = all.map((coin, i) => (i === 150 ? { ...coin, name: 'Café Coin', slug: 'cafe-coin' } : coin));
  const requests: CoinListRequest[] = [];
  const getCoinList = (request: CoinListRequest): Promise<ApiResult<CoinPage>> => {
    requests.push(request);
    const page = filterCoinList(coins, request);
    return Promise.resolve({ ok: true, value: { coins: page.items, pageIndex: page.pageIndex, pageSize: page.pageSize, total: page.total } });
  };
  return { port: Object.assign(Object.create(fake) as CoinsPort, { getCoinList }), requests };
}

describe('coinBySlug (spec 001 §2 /hub/price/{slug})', () => {
  it('finds a coin with one search for the slug’s longest word', async () => {
    const fake = new FakeCoinsAdapter({ clock: () => Date.UTC(2026, 10, 22) });
    const found = await coinBySlug(fake, VIEW, 'bitcoin-cash');
    expect(found.ok && found.value?.symbol).toBe('BCH');
    expect(fake.calls.requests('getCoinList')).toEqual([[{ ...VIEW, keyword: 'bitcoin', pageIndex: 1, pageSize: 100 }]]);
  });

  it('reads the whole list when the search misses, page by page until found', async () => {
    const { port, requests } = await listWithCafe();
    const found = await coinBySlug(port, VIEW, 'cafe-coin');
    expect(found.ok && found.value?.name).toBe('Café Coin');
    expect(requests.map((r) => [r.keyword, r.pageIndex])).toEqual([
      ['cafe', 1],
      [undefined, 1],
      [undefined, 2],
    ]);
  });

  it('answers undefined for a slug no coin has, after the whole list, and at once for a malformed one', async () => {
    const fake = new FakeCoinsAdapter({ clock: () => Date.UTC(2026, 10, 22) });
    expect(await coinBySlug(fake, VIEW, 'no-such-coin')).toEqual({ ok: true, value: undefined });
    expect(fake.calls.count('getCoinList')).toBe(4);
    expect(await coinBySlug(fake, VIEW, 'Bit Coin')).toEqual({ ok: true, value: undefined });
    expect(fake.calls.count('getCoinList')).toBe(4);
  });

  it('a failed list call is the failure', async () => {
    const fake = new FakeCoinsAdapter({ clock: () => Date.UTC(2026, 10, 22) });
    fake.calls.failNext('getCoinList', { kind: 'timeout' });
    expect(await coinBySlug(fake, VIEW, 'bitcoin')).toEqual({ ok: false, error: { kind: 'timeout' } });
  });
});
