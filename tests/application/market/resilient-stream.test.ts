import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakePriceStreamAdapter } from '../../../adapters/fake/fake-price-stream-adapter';
import { FakeVisibilityAdapter } from '../../../adapters/fake/fake-visibility-adapter';
import { type ResilientSignal, resilientStream$ } from '../../../application/market/resilient-stream';
import type { LivePriceQuery } from '../../../application/ports/price-stream-port';
import type { LivePrice } from '../../../domain/market/live-price-batch';
import { currencyCode } from '../../../domain/money/currency';

const QUERY: LivePriceQuery = { nativeCurrency: currencyCode('USD'), entityId: 'e1', isPrimeUser: false };

function setup() {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  const port = new FakePriceStreamAdapter();
  const visibility = new FakeVisibilityAdapter();
  const signals: ResilientSignal<readonly LivePrice[]>[] = [];
  let completed = false;
  const subscription = resilientStream$(() => port.livePrices$(QUERY), { visibility, scheduler }).subscribe({
    next: (s) => signals.push(s),
    complete: () => (completed = true),
  });
  const to = (t: number) => {
    scheduler.maxFrames = t;
    scheduler.flush();
    scheduler.frame = t;
  };
  const connections = () => signals.filter((s) => s.kind === 'connection').map((s) => s.connection);
  const stale = () => signals.filter((s) => s.kind === 'stale').map((s) => s.stale);
  return { scheduler, port, visibility, signals, subscription, to, connections, stale, isCompleted: () => completed };
}

describe('resilientStream$', () => {
  it('connects on subscribe and reports connecting then open', () => {
    const { port, connections } = setup();
    expect(connections()).toEqual(['connecting', 'open']);
    expect(port.livePrices.openCount).toBe(1);
    expect(port.livePrices.connections).toEqual([QUERY]);
  });

  it('reconnects after a drop with the backoff 1 s, 2 s, 4 s while attempts keep failing, and resets once open', () => {
    const { port, to, connections } = setup();
    port.livePrices.refuseNext({ kind: 'server', status: 503 });
    port.livePrices.refuseNext({ kind: 'network' });
    port.livePrices.drop();
    expect(connections().at(-1)).toBe('reconnecting');
    to(999);
    expect(port.livePrices.connections).toHaveLength(1);
    to(1000); // attempt 2: refused (503)
    expect(port.livePrices.connections).toHaveLength(2);
    to(2999);
    expect(port.livePrices.connections).toHaveLength(2);
    to(3000); // attempt 3, 2 s later: refused (network)
    expect(port.livePrices.connections).toHaveLength(3);
    to(7000); // attempt 4, 4 s later: opens
    expect(port.livePrices.connections).toHaveLength(4);
    expect(connections().at(-1)).toBe('open');
    port.livePrices.drop();
    to(8000); // a fresh drop after an open waits 1 s again
    expect(port.livePrices.connections).toHaveLength(5);
    expect(port.livePrices.openCount).toBe(1);
  });

  it('waits the server retry hint before the first reconnection', () => {
    const { port, to } = setup();
    port.livePrices.send({ kind: 'retry', ms: 3000 });
    port.livePrices.drop({ kind: 'ended' });
    to(2999);
    expect(port.livePrices.connections).toHaveLength(1);
    to(3000);
    expect(port.livePrices.connections).toHaveLength(2);
  });

  it('backoff is capped at 30 s', () => {
    const { port, to } = setup();
    for (let i = 0; i < 8; i++) port.livePrices.refuseNext({ kind: 'network' });
    port.livePrices.drop();
    to(1000 + 2000 + 4000 + 8000 + 16_000 + 30_000 + 30_000 + 30_000);
    expect(port.livePrices.connections).toHaveLength(9);
    to(1000 + 2000 + 4000 + 8000 + 16_000 + 30_000 * 4 - 1);
    expect(port.livePrices.connections).toHaveLength(9);
  });

  it('a 401 closes the stream: no retry and no timer left, until the page is shown again', () => {
    const { port, visibility, to, connections, stale, scheduler, isCompleted } = setup();
    port.livePrices.drop({ kind: 'unauthorized' });
    expect(connections().at(-1)).toBe('closed');
    to(600_000);
    expect(stale()).toEqual([true]);
    expect(port.livePrices.connections).toHaveLength(1);
    expect(scheduler.actions).toHaveLength(0);
    expect(isCompleted()).toBe(false);
    visibility.hide();
    visibility.show();
    expect(port.livePrices.connections).toHaveLength(2);
  });

  it('the watchdog marks the stream stale after 4500 ms of silence; heartbeats and data keep it fresh', () => {
    const { port, to, stale } = setup();
    to(4000);
    port.livePrices.heartbeat();
    to(8499);
    expect(stale()).toEqual([false]);
    port.livePrices.goSilent();
    port.pushPrices({ BTC: '1' });
    to(8500);
    expect(stale()).toEqual([false, true]);
    port.livePrices.speak();
    port.pushPrices({ BTC: '2' });
    expect(stale()).toEqual([false, true, false]);
  });

  it('a skipped (invalid) event is passed on and still counts as a sign of life', () => {
    const { port, to, signals, stale } = setup();
    to(4000);
    port.livePrices.send({ kind: 'skipped', reason: 'bad' });
    to(8000);
    expect(signals.filter((s) => s.kind === 'skipped')).toEqual([{ kind: 'skipped', reason: 'bad' }]);
    expect(stale()).toEqual([false]);
  });

  it('pauses while the page is hidden (connection closed, stale) and opens a fresh connection when visible', () => {
    const { port, visibility, to, connections, stale, scheduler } = setup();
    visibility.hide();
    expect(port.livePrices.openCount).toBe(0);
    expect(connections().at(-1)).toBe('paused');
    expect(stale().at(-1)).toBe(true);
    to(600_000);
    expect(port.livePrices.connections).toHaveLength(1);
    expect(scheduler.actions).toHaveLength(0);
    visibility.show();
    expect(port.livePrices.connections).toHaveLength(2);
    expect(connections().slice(-2)).toEqual(['connecting', 'open']);
    port.livePrices.heartbeat();
    expect(stale().at(-1)).toBe(false);
  });

  it('hiding during a reconnection wait cancels it', () => {
    const { port, visibility, to, scheduler } = setup();
    port.livePrices.drop();
    visibility.hide();
    expect(scheduler.actions).toHaveLength(0);
    to(60_000);
    expect(port.livePrices.connections).toHaveLength(1);
  });

  it('unsubscribing closes the connection and leaves no timer', () => {
    const { port, subscription, scheduler } = setup();
    port.livePrices.drop();
    expect(scheduler.actions.length).toBeGreaterThan(0);
    subscription.unsubscribe();
    expect(scheduler.actions).toHaveLength(0);
    expect(port.livePrices.openCount).toBe(0);
  });
});
