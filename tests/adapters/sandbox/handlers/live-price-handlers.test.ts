import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_PRICE_PUSH_MS, livePriceHandlers } from '../../../../adapters/sandbox/handlers/live-price-handlers';
import { SESSION_COOKIE } from '../../../../adapters/sandbox/handlers/respond';
import { closeAllStreams, openStreamCount } from '../../../../adapters/sandbox/streams/stream-registry';
import { sleepOn } from '../../../../application/shared/sleep';
import { createSandboxHarness, SANDBOX_ORIGIN, type SandboxHarness } from '../../../support/sandbox-harness';
import { signInDirect } from '../../../support/sign-in';
import { settle } from '../../../support/virtual-time';

const LIVE = `${SANDBOX_ORIGIN}/api/proxy/private/coin-price/sse/v1/live-prices?native_currency=USD&entity_id=e&is_prime_user=false`;
const LADDER = `${SANDBOX_ORIGIN}/api/proxy/private/live-chart/sse/v1/live-price-ladder?nativeCurrency=USD&currencyId=btc&profileId=p`;

/** Reads a raw event stream as text as it arrives. */
function reader(response: Response) {
  const body = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  void (async () => {
    for (let chunk = await body?.read(); chunk !== undefined && !chunk.done; chunk = await body?.read()) text += decoder.decode(chunk.value);
    done = true;
  })().catch(() => (done = true));
  return { text: () => text, done: () => done, cancel: () => body?.cancel() };
}

describe('sandbox live-price streams', () => {
  let h: SandboxHarness;
  let cookie: string;

  beforeEach(() => {
    h = createSandboxHarness();
    h.server.use(...livePriceHandlers(h.exchange, { wait: sleepOn(h.time.scheduler) }));
    h.start();
    const { sessionId } = signInDirect(h.exchange, 'alex');
    cookie = `${SESSION_COOKIE}=${sessionId}`;
  });
  afterEach(() => h.stop());

  const open = async (url: string, headers: Record<string, string> = { cookie }) => fetch(url, { headers });

  it('live prices: the retry hint and every offered coin first, then only moved coins or a heartbeat comment every 1500 ms', async () => {
    const stream = reader(await open(LIVE));
    await settle();
    const first = stream.text();
    expect(first.startsWith('retry: 3000\n\nevent: msg\ndata: ')).toBe(true);
    const firstEvent = JSON.parse(first.split('data: ')[1]?.split('\n')[0] ?? '') as { coin_prices: { id: string }[] };
    const scope = h.exchange.coins.scope(undefined, 'USD', 'US');
    if (!scope.ok) throw new Error('USD in the US is a scope');
    expect(firstEvent.coin_prices.map((c) => c.id)).toEqual(h.exchange.coins.catalogue.views(scope.value).map((v) => v.id));
    // The market moves every 5 s: pushes at 1.5, 3 and 4.5 s see no change.
    await h.time.advance(3 * LIVE_PRICE_PUSH_MS);
    expect(stream.text().slice(first.length)).toBe(': heartbeat\n\n'.repeat(3));
    await h.time.advance(LIVE_PRICE_PUSH_MS);
    const moved = stream.text().slice(first.length + 3 * ': heartbeat\n\n'.length);
    expect(moved === ': heartbeat\n\n' || moved.startsWith('event: msg\ndata: {"coin_prices":[')).toBe(true);
    void stream.cancel();
  });

  it('stops when the client disconnects (aborts the request), and leaves no timer', async () => {
    const abort = new AbortController();
    reader(await fetch(LIVE, { headers: { cookie }, signal: abort.signal }));
    await settle();
    expect(openStreamCount(h.exchange)).toBe(1);
    abort.abort();
    await settle();
    expect(openStreamCount(h.exchange)).toBe(0);
    expect(h.time.scheduler.actions).toHaveLength(0);
  });

  it('closeAllStreams ends every open stream from the sandbox side', async () => {
    const streams = [reader(await open(LIVE)), reader(await open(LADDER))];
    await settle();
    expect(closeAllStreams(h.exchange)).toBe(2);
    await settle();
    expect(streams.map((s) => s.done())).toEqual([true, true]);
    expect(openStreamCount(h.exchange)).toBe(0);
    expect(h.time.scheduler.actions).toHaveLength(0);
  });

  it('ends the stream at the next push once the session is signed out', async () => {
    const stream = reader(await open(LADDER));
    await settle();
    h.exchange.reset();
    await h.time.advance(LIVE_PRICE_PUSH_MS);
    await settle();
    expect(stream.done()).toBe(true);
  });

  it('refuses without a session (401), an unsupported native currency or no profileId (400), an unknown coin (404)', async () => {
    expect((await open(LIVE, {})).status).toBe(401);
    expect((await open(LADDER, {})).status).toBe(401);
    expect((await open(LIVE.replace('native_currency=USD', 'native_currency=XYZ'))).status).toBe(400);
    expect((await open(LADDER.replace('currencyId=btc', 'currencyId=nope'))).status).toBe(404);
    expect((await open(LADDER.replace('&profileId=p', ''))).status).toBe(400);
  });
});
