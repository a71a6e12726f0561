import type { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { StreamSignal } from '../../../application/ports/price-stream-port';
import { SsePriceStreamAdapter } from '../../../adapters/sse/sse-price-stream-adapter';
import { currencyCode } from '../../../domain/money/currency';
import { settle } from '../../support/virtual-time';

/** A fetch answering every request with the given SSE text, recording the URLs. */
function sseFetch(text: string) {
  const urls: string[] = [];
  const fetchFn: typeof fetch = (input) => {
    urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return Promise.resolve(new Response(text, { headers: { 'content-type': 'text/event-stream' } }));
  };
  return { fetchFn, urls };
}

const msg = (data: unknown) => `event: msg\ndata: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
const btc = (amount: unknown, currency = 'USD') => ({ id: 'btc', symbol: 'BTC', price_native: { amount, currency } });
const USD = currencyCode('USD');

async function collect<T>(stream: Observable<StreamSignal<T>>) {
  const signals: StreamSignal<T>[] = [];
  stream.subscribe({ next: (s) => signals.push(s), error: () => undefined });
  await settle();
  return signals;
}

describe('SsePriceStreamAdapter', () => {
  it('opens the live-prices path with native_currency, entity_id and is_prime_user', async () => {
    const server = sseFetch('');
    await collect(
      new SsePriceStreamAdapter({ baseUrl: 'https://api.test', fetch: server.fetchFn }).livePrices$({
        nativeCurrency: USD,
        entityId: 'ent 1',
        isPrimeUser: true,
      }),
    );
    expect(server.urls).toEqual(['https://api.test/api/proxy/private/coin-price/sse/v1/live-prices?native_currency=USD&entity_id=ent+1&is_prime_user=true']);
  });

  it('turns a msg event into live prices (the checked decimal strings of the wire) keyed by coin id, with the 24 h change when sent', async () => {
    const server = sseFetch(
      msg({ coin_prices: [btc('67250.123456789012345678'), { ...btc('1.5'), id: 'eth', symbol: 'ETH', percent_change_24h_native: '-2.5' }] }),
    );
    const signals = await collect(
      new SsePriceStreamAdapter({ baseUrl: '', fetch: server.fetchFn }).livePrices$({ nativeCurrency: USD, entityId: 'e', isPrimeUser: false }),
    );
    const data = signals.find((s) => s.kind === 'data');
    expect(data?.kind === 'data' && data.value.map((p) => [p.coinId, p.price, p.percentage])).toEqual([
      ['btc', '67250.123456789012345678', undefined],
      ['eth', '1.5', '-2.5'],
    ]);
  });

  it('skips bad events with a reason and carries on: not JSON, failing the schema, another currency, another event name', async () => {
    const server = sseFetch(
      [
        msg('{not json'),
        msg({ coin_prices: [btc(67250.5)] }),
        msg({ coin_prices: [btc('67250.50', 'EUR')] }),
        'event: other\ndata: {}\n\n',
        ': heartbeat\n\n',
        msg({ coin_prices: [btc('1.00')] }),
      ].join(''),
    );
    const signals = await collect(
      new SsePriceStreamAdapter({ baseUrl: '', fetch: server.fetchFn }).livePrices$({ nativeCurrency: USD, entityId: 'e', isPrimeUser: false }),
    );
    expect(signals.map((s) => s.kind)).toEqual(['open', 'skipped', 'skipped', 'skipped', 'skipped', 'heartbeat', 'data']);
    expect(signals.filter((s) => s.kind === 'skipped').map((s) => s.kind === 'skipped' && s.reason)).toEqual([
      'data is not JSON',
      expect.stringContaining('coin_prices.0.price_native.amount'),
      'BTC is priced in EUR',
      "unexpected event 'other'",
    ]);
  });

  it('turns a ladder event into a PriceLadder on the ladder path with nativeCurrency, currencyId and profileId', async () => {
    const ladder = {
      currency_id: 'btc',
      native_currency: 'USD',
      mid_price: '100.00',
      bids: [{ price: '99.95', quantity: '25.01' }],
      asks: [{ price: '100.05', quantity: '24.98' }],
      timestamp: 1_700_000_000_000,
    };
    const server = sseFetch(msg(ladder) + msg({ ...ladder, bids: [{ price: 'x', quantity: '1' }] }));
    const signals = await collect(
      new SsePriceStreamAdapter({ baseUrl: '', fetch: server.fetchFn }).priceLadder$({ nativeCurrency: USD, currencyId: 'BTC', profileId: 'p-1' }),
    );
    expect(server.urls).toEqual(['/api/proxy/private/live-chart/sse/v1/live-price-ladder?nativeCurrency=USD&currencyId=BTC&profileId=p-1']);
    expect(signals.map((s) => s.kind)).toEqual(['open', 'data', 'skipped']);
    const data = signals[1];
    expect(data?.kind === 'data' && data.value).toMatchObject({ currency: 'BTC', nativeCurrency: 'USD', at: 1_700_000_000_000 });
    expect(data?.kind === 'data' && [data.value.mid.toFixed(2), data.value.bids[0]?.price.toFixed(), data.value.asks[0]?.quantity.toFixed()]).toEqual([
      '100.00',
      '99.95',
      '24.98',
    ]);
  });
});
