import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakePriceStreamAdapter } from '../../../adapters/fake/fake-price-stream-adapter';
import { FakeVisibilityAdapter } from '../../../adapters/fake/fake-visibility-adapter';
import { LivePriceService } from '../../../application/market/live-price-service';
import type { StreamConnection } from '../../../application/market/resilient-stream';
import type { LivePriceQuery } from '../../../application/ports/price-stream-port';
import { LIVE_PRICE_BATCH_MS, type LivePriceMap } from '../../../domain/market/live-price-batch';
import { currencyCode } from '../../../domain/money/currency';

const QUERY: LivePriceQuery = { nativeCurrency: currencyCode('USD'), entityId: 'e1', isPrimeUser: true };

function setup() {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  const port = new FakePriceStreamAdapter();
  const visibility = new FakeVisibilityAdapter();
  const service = new LivePriceService({ priceStream: port, visibility, scheduler: scheduler });
  const to = (t: number) => {
    scheduler.maxFrames = t;
    scheduler.flush();
    scheduler.frame = t;
  };
  const prices = () => Object.fromEntries([...service.state.getSnapshot().prices].map(([id, p]) => [id, p.price.toFixed()]));
  return { scheduler, port, visibility, service, to, prices, snapshot: () => service.state.getSnapshot() };
}

describe('LivePriceService', () => {
  it('applies pushed prices in one batch 1500 ms after the first of them (spec 001 §9)', () => {
    const { port, service, to, prices } = setup();
    service.start(QUERY);
    port.pushPrices({ BTC: '100', ETH: '10' });
    to(1000);
    port.pushPrices({ BTC: '101' });
    to(LIVE_PRICE_BATCH_MS - 1);
    expect(prices()).toEqual({});
    to(LIVE_PRICE_BATCH_MS);
    expect(prices()).toEqual({ BTC: '101', ETH: '10' });
    port.pushPrices({ ETH: '11' });
    to(LIVE_PRICE_BATCH_MS + 1499);
    expect(prices()).toEqual({ BTC: '101', ETH: '10' });
    to(LIVE_PRICE_BATCH_MS * 2);
    expect(prices()).toEqual({ BTC: '101', ETH: '11' });
  });

  it('prices$, stale$ and connection$ emit each distinct value once', () => {
    const { port, service, to } = setup();
    const seen: { prices: LivePriceMap[]; stale: boolean[]; connection: StreamConnection[] } = { prices: [], stale: [], connection: [] };
    service.prices$.subscribe((p) => seen.prices.push(p));
    service.stale$.subscribe((s) => seen.stale.push(s));
    service.connection$.subscribe((c) => seen.connection.push(c));
    service.start(QUERY);
    port.pushPrices({ BTC: '1' });
    port.livePrices.heartbeat();
    to(1500);
    port.pushPrices({ BTC: '1' });
    to(3000);
    expect(seen.prices.map((p) => p.size)).toEqual([0, 1]);
    expect(seen.stale).toEqual([false]);
    expect(seen.connection).toEqual(['idle', 'connecting', 'open']);
  });

  it('counts skipped events', () => {
    const { port, service, snapshot } = setup();
    service.start(QUERY);
    port.livePrices.send({ kind: 'skipped', reason: 'not JSON' });
    port.livePrices.send({ kind: 'skipped', reason: 'price_native.amount: expected a decimal string' });
    expect(snapshot().skippedEvents).toBe(2);
  });

  it('stop closes the connection, drops the pending batch, keeps the last prices marked stale and leaves no timer', () => {
    const { port, service, to, prices, snapshot, scheduler } = setup();
    const stop = service.start(QUERY);
    port.pushPrices({ BTC: '1' });
    to(1500);
    port.pushPrices({ BTC: '2' });
    stop();
    expect(port.livePrices.openCount).toBe(0);
    expect(scheduler.actions).toHaveLength(0);
    to(10_000);
    expect(prices()).toEqual({ BTC: '1' });
    expect(snapshot()).toMatchObject({ connection: 'idle', stale: true });
  });

  it('starting again replaces the running stream; the old stop function no longer stops the new one', () => {
    const { port, service } = setup();
    const stopFirst = service.start(QUERY);
    service.start({ ...QUERY, nativeCurrency: currencyCode('EUR') });
    expect(port.livePrices.openCount).toBe(1);
    expect(port.livePrices.connections.map((q) => q.nativeCurrency)).toEqual(['USD', 'EUR']);
    stopFirst();
    expect(port.livePrices.openCount).toBe(1);
    service.stop();
    expect(port.livePrices.openCount).toBe(0);
  });

  it('a drop shows reconnecting until the next connection opens', () => {
    const { port, service, to, snapshot } = setup();
    service.start(QUERY);
    port.livePrices.drop();
    expect(snapshot().connection).toBe('reconnecting');
    to(1000);
    expect(snapshot().connection).toBe('open');
  });
});
