import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakePriceStreamAdapter } from '../../../adapters/fake/fake-price-stream-adapter';
import { FakeVisibilityAdapter } from '../../../adapters/fake/fake-visibility-adapter';
import { LivePriceService } from '../../../application/market/live-price-service';
import type { StreamConnection } from '../../../application/market/resilient-stream';
import { LIVE_PRICE_BATCH_MS, type LivePriceMap } from '../../../domain/market/live-price-batch';
import { currencyCode } from '../../../domain/money/currency';
import { DEFAULT_USER } from '../../../adapters/fake/fake-session-adapter';
import { customerStore, switchCustomer } from '../../support/customer-store';

function setup() {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  const port = new FakePriceStreamAdapter();
  const visibility = new FakeVisibilityAdapter();
  const customer = customerStore();
  const service = new LivePriceService({ priceStream: port, visibility, scheduler, customer });
  const to = (t: number) => {
    scheduler.maxFrames = t;
    scheduler.flush();
    scheduler.frame = t;
  };
  const prices = () => Object.fromEntries([...service.state.getSnapshot().prices].map(([id, p]) => [id, p.price]));
  return { scheduler, port, visibility, service, customer, to, prices, snapshot: () => service.state.getSnapshot() };
}

describe('LivePriceService', () => {
  it('applies pushed prices in one batch 1500 ms after the first of them (spec 001 §9)', () => {
    const { port, service, to, prices } = setup();
    service.start();
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
    service.start();
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
    service.start();
    port.livePrices.send({ kind: 'skipped', reason: 'not JSON' });
    port.livePrices.send({ kind: 'skipped', reason: 'price_native.amount: expected a decimal string' });
    expect(snapshot().skippedEvents).toBe(2);
  });

  it('stop closes the connection, drops the pending batch, keeps the last prices marked stale and leaves no timer', () => {
    const { port, service, to, prices, snapshot, scheduler } = setup();
    const stop = service.start();
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

  it('one connection however many screens start it; it closes when the last one stops (each stop counts once)', () => {
    const { port, service, snapshot } = setup();
    const stopMarket = service.start();
    const stopHome = service.start();
    expect(port.livePrices.openCount).toBe(1);
    stopMarket();
    stopMarket();
    expect(port.livePrices.openCount).toBe(1);
    stopHome();
    expect(port.livePrices.openCount).toBe(0);
    expect(snapshot()).toMatchObject({ connection: 'idle', stale: true });
  });

  it("asks for the customer's native currency, entity and Prime flag, and opens again (from no prices) when they change", () => {
    const { port, service, customer, to, prices } = setup();
    service.start();
    expect(port.livePrices.connections).toEqual([{ nativeCurrency: 'USD', entityId: DEFAULT_USER.entityId, isPrimeUser: false }]);
    port.pushPrices({ btc: '100' });
    to(LIVE_PRICE_BATCH_MS);
    switchCustomer(customer.store, { nativeCurrency: currencyCode('EUR') });
    expect(port.livePrices.openCount).toBe(1);
    expect(port.livePrices.connections.map((q) => q.nativeCurrency)).toEqual(['USD', 'EUR']);
    expect(prices()).toEqual({});
  });

  it('nothing opens while no one is signed in', () => {
    const { port, service, customer, snapshot } = setup();
    switchCustomer(customer.store, undefined);
    service.start();
    expect(port.livePrices.connections).toEqual([]);
    expect(snapshot().connection).toBe('idle');
  });

  it("a coin's own store hears only of that coin's changes", () => {
    const { port, service, to } = setup();
    service.start();
    const heard: string[] = [];
    service.coin('btc').subscribe(() => heard.push(`btc ${service.coin('btc').getSnapshot()?.price ?? '-'}`));
    service.coin('eth').subscribe(() => heard.push(`eth ${service.coin('eth').getSnapshot()?.price ?? '-'}`));
    port.pushPrices({ btc: '100', sol: '5' });
    to(LIVE_PRICE_BATCH_MS);
    port.pushPrices({ btc: '100.0', eth: '7|1.5' });
    to(2 * LIVE_PRICE_BATCH_MS);
    expect(heard).toEqual(['btc 100', 'eth 7']);
    expect(service.coin('eth').getSnapshot()).toEqual({ coinId: 'eth', symbol: 'ETH', price: '7', percentage: '1.5' });
  });

  it('by symbol too (holdings and the asset selector know coins by symbol), told only of that coin', () => {
    const { port, service, to } = setup();
    service.start();
    const heard: string[] = [];
    service.symbol('BTC').subscribe(() => heard.push(`BTC ${service.symbol('BTC').getSnapshot()?.price ?? '-'}`));
    port.pushPrices({ btc: '100', eth: '7' });
    to(LIVE_PRICE_BATCH_MS);
    port.pushPrices({ eth: '8' });
    to(2 * LIVE_PRICE_BATCH_MS);
    expect(heard).toEqual(['BTC 100']);
    expect(service.symbol('ETH').getSnapshot()?.price).toBe('8');
  });

  it('stopped and started again, the last prices stay (stale) until new ones arrive', () => {
    const { port, service, to, prices, snapshot } = setup();
    const stop = service.start();
    port.pushPrices({ btc: '1' });
    to(LIVE_PRICE_BATCH_MS);
    stop();
    service.start();
    expect(prices()).toEqual({ btc: '1' });
    expect(snapshot().connection).toBe('open');
  });

  it('a drop shows reconnecting until the next connection opens', () => {
    const { port, service, to, snapshot } = setup();
    service.start();
    port.livePrices.drop();
    expect(snapshot().connection).toBe('reconnecting');
    to(1000);
    expect(snapshot().connection).toBe('open');
  });
});
