import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeVisibilityAdapter } from '../../adapters/fake/fake-visibility-adapter';
import { cookieJarFetch } from '../../adapters/node/cookie-jar-fetch';
import { livePriceHandlers } from '../../adapters/sandbox/handlers/live-price-handlers';
import { SESSION_COOKIE } from '../../adapters/sandbox/handlers/respond';
import { closeAllStreams, openStreamCount } from '../../adapters/sandbox/streams/stream-registry';
import { SsePriceStreamAdapter } from '../../adapters/sse/sse-price-stream-adapter';
import { LivePriceService } from '../../application/market/live-price-service';
import { IDLE_STREAM, nextStreamStatus, resilientStream$, type StreamStatus } from '../../application/market/resilient-stream';
import type { PriceLadder } from '../../domain/market/price-ladder';
import type { PriceLadderQuery } from '../../application/ports/price-stream-port';
import { scan } from 'rxjs';
import { sleepOn } from '../../application/shared/sleep';
import { currencyCode } from '../../domain/money/currency';
import { createSandboxHarness, SANDBOX_ORIGIN, type SandboxHarness } from '../support/sandbox-harness';
import { signInDirect } from '../support/sign-in';
import { settle } from '../support/virtual-time';
import { customerStore } from '../support/customer-store';

const USD = currencyCode('USD');

type PriceLadderView = StreamStatus & { readonly ladder: PriceLadder | undefined };

describe('price streams: the SSE adapter against the sandbox through msw', () => {
  let h: SandboxHarness;
  let adapter: SsePriceStreamAdapter;
  let visibility: FakeVisibilityAdapter;
  let coinListPrices: () => Record<string, string>;

  beforeEach(() => {
    h = createSandboxHarness();
    // The streams wait on the harness's virtual clock.
    h.server.use(...livePriceHandlers(h.exchange, { wait: sleepOn(h.time.scheduler) }));
    h.start();
    const { sessionId, account } = signInDirect(h.exchange, 'alex');
    const scope = h.exchange.coins.accountScope(account);
    if (!scope.ok) throw new Error('alex has a coin scope');
    /** The coin list's native prices now, by coin id: what the streams must agree with. */
    coinListPrices = () => Object.fromEntries(h.exchange.coins.catalogue.views(scope.value).map((v) => [v.id, v.price.toFixed()]));
    adapter = new SsePriceStreamAdapter({ baseUrl: SANDBOX_ORIGIN, fetch: cookieJarFetch(fetch, new Map([[SESSION_COOKIE, sessionId]])) });
    visibility = new FakeVisibilityAdapter();
  });
  /** The ladder stream kept alive as the client keeps its streams (resilient-stream.ts), as views. */
  const ladder$ = (query: PriceLadderQuery) =>
    resilientStream$(() => adapter.priceLadder$(query), { visibility, scheduler: h.time.scheduler }).pipe(
      scan((view: PriceLadderView, signal): PriceLadderView => (signal.kind === 'data' ? { ...view, ladder: signal.value } : nextStreamStatus(view, signal)), {
        ...IDLE_STREAM,
        ladder: undefined,
      }),
    );
  afterEach(() => h.stop());

  it('live prices: every offered coin arrives at the coin list price, applied in one batch after 1500 ms', async () => {
    const service = new LivePriceService({ priceStream: adapter, visibility, scheduler: h.time.scheduler, customer: customerStore() });
    const stop = service.start();
    await h.time.until(() => service.state.getSnapshot().connection === 'open');
    await h.time.until(() => openStreamCount(h.exchange) === 1);
    expect(service.state.getSnapshot().prices.size).toBe(0);
    const expected = coinListPrices();
    expect(Object.keys(expected).length).toBeGreaterThan(100);
    await h.time.advance(1500);
    const prices = service.state.getSnapshot().prices;
    expect(Object.fromEntries([...prices].map(([id, p]) => [id, p.price]))).toEqual(expected);
    stop();
    await settle();
    expect(openStreamCount(h.exchange)).toBe(0);
    // Neither the client nor the sandbox stream left a timer on the shared virtual clock.
    expect(h.time.scheduler.actions).toHaveLength(0);
  });

  it('live prices: heartbeats keep a quiet stream fresh; after closeAllStreams the client reconnects', async () => {
    const service = new LivePriceService({ priceStream: adapter, visibility, scheduler: h.time.scheduler, customer: customerStore() });
    const stop = service.start();
    await h.time.until(() => openStreamCount(h.exchange) === 1);
    await h.time.advance(20_000);
    expect(service.state.getSnapshot()).toMatchObject({ connection: 'open', stale: false, skippedEvents: 0 });
    expect(closeAllStreams(h.exchange)).toBe(1);
    await h.time.until(() => service.state.getSnapshot().connection === 'reconnecting');
    // The sandbox's retry hint (3000 ms) is the first wait.
    await h.time.advance(2_999);
    expect(openStreamCount(h.exchange)).toBe(0);
    await h.time.advance(1);
    await h.time.until(() => service.state.getSnapshot().connection === 'open');
    expect(openStreamCount(h.exchange)).toBe(1);
    stop();
  });

  it('live prices: without a session the stream is refused for good (401: closed, no retry)', async () => {
    const anonymous = new SsePriceStreamAdapter({ baseUrl: SANDBOX_ORIGIN, fetch });
    const service = new LivePriceService({ priceStream: anonymous, visibility, scheduler: h.time.scheduler, customer: customerStore() });
    service.start();
    await h.time.until(() => service.state.getSnapshot().connection === 'closed');
    await h.time.advance(120_000);
    expect(service.state.getSnapshot().connection).toBe('closed');
  });

  it('price ladder: a validated ladder around the market price; hiding the page closes the stream, showing it reopens', async () => {
    const views: PriceLadderView[] = [];
    const subscription = ladder$({ nativeCurrency: USD, currencyId: 'btc', profileId: 'profile-1' }).subscribe((view) => views.push(view));
    await h.time.until(() => views.at(-1)?.ladder !== undefined);
    const ladder = views.at(-1)?.ladder;
    expect(ladder?.mid.toFixed()).toBe(coinListPrices().btc);
    expect(ladder?.currency).toBe('BTC');
    expect(ladder?.bids[0]?.price.lessThan(ladder.mid)).toBe(true);
    expect(ladder?.asks[0]?.price.greaterThan(ladder.mid)).toBe(true);
    visibility.hide();
    await h.time.until(() => openStreamCount(h.exchange) === 0);
    expect(views.at(-1)).toMatchObject({ connection: 'paused', stale: true });
    visibility.show();
    await h.time.until(() => openStreamCount(h.exchange) === 1 && views.at(-1)?.stale === false);
    subscription.unsubscribe();
    await h.time.until(() => openStreamCount(h.exchange) === 0);
  });

  it('price ladder: an unknown coin is refused (404), the stream closes without retrying', async () => {
    const views: PriceLadderView[] = [];
    ladder$({ nativeCurrency: USD, currencyId: 'nope', profileId: 'p' }).subscribe((v) => views.push(v));
    await h.time.until(() => views.at(-1)?.connection === 'closed');
  });
});
