import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakePriceStreamAdapter } from '../../../adapters/fake/fake-price-stream-adapter';
import { FakeVisibilityAdapter } from '../../../adapters/fake/fake-visibility-adapter';
import { NO_LADDER, PriceLadderService, type PriceLadderView } from '../../../application/market/price-ladder-service';
import type { PriceLadder } from '../../../domain/market/price-ladder';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const ladder = (mid: string): PriceLadder => ({
  currency: currencyCode('BTC'),
  nativeCurrency: currencyCode('USD'),
  mid: dec(mid),
  bids: [{ price: dec(mid).minus(1), quantity: dec('0.1') }],
  asks: [{ price: dec(mid).plus(1), quantity: dec('0.1') }],
  at: 0,
});

describe('PriceLadderService', () => {
  it('starts with no ladder, then shows each pushed ladder whole; unsubscribing closes the stream and its timers', () => {
    const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
    const port = new FakePriceStreamAdapter();
    const views: PriceLadderView[] = [];
    const query = { nativeCurrency: currencyCode('USD'), currencyId: 'BTC', profileId: 'p1' };
    const subscription = new PriceLadderService({ priceStream: port, visibility: new FakeVisibilityAdapter(), scheduler: scheduler })
      .ladder$(query)
      .subscribe((v) => views.push(v));
    expect(views[0]).toBe(NO_LADDER);
    expect(port.ladder.connections).toEqual([query]);
    port.ladder.push(ladder('100'));
    port.ladder.push(ladder('101'));
    expect(views.at(-1)?.ladder?.mid.toFixed()).toBe('101');
    expect(views.at(-1)).toMatchObject({ connection: 'open', stale: false, skippedEvents: 0 });
    port.ladder.send({ kind: 'skipped', reason: 'bad' });
    expect(views.at(-1)?.skippedEvents).toBe(1);
    subscription.unsubscribe();
    expect(port.ladder.openCount).toBe(0);
    expect(scheduler.actions).toHaveLength(0);
  });

  it('a heartbeat changes no view (no new emission)', () => {
    const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
    const port = new FakePriceStreamAdapter();
    const views: PriceLadderView[] = [];
    new PriceLadderService({ priceStream: port, visibility: new FakeVisibilityAdapter(), scheduler: scheduler })
      .ladder$({ nativeCurrency: currencyCode('USD'), currencyId: 'BTC', profileId: 'p1' })
      .subscribe((v) => views.push(v));
    port.ladder.push(ladder('100'));
    const count = views.length;
    port.ladder.heartbeat();
    port.ladder.heartbeat();
    expect(views).toHaveLength(count);
  });
});
