import { describe, expect, it, vi } from 'vitest';
import { sleepOn } from '../../../application/shared/sleep';
import { DEFAULT_TIMEOUT_MS, HttpClient, PREFETCH_KEEP_MS } from '../../../adapters/http/http-client';
import { FETCH_RETRY_DELAY_MS } from '../../../domain/errors/request-failure';
import { routes } from '../../../adapters/http/routes';
import { VirtualTime } from '../../support/virtual-time';

const identity = { sourceEntry: 'web', anonymousId: 'anon-1', deviceSessionId: 'dev-1', userUuid: 'user-1' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const TOTAL = { ok: true, total_balance: { currency: 'USD', amount: '12.34' } };

function setup(answers: (() => Promise<Response>)[]) {
  const time = new VirtualTime();
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init });
    const answer = answers.shift();
    if (answer === undefined) throw new Error('unexpected call');
    return answer();
  });
  const failures: unknown[] = [];
  const http = new HttpClient({
    baseUrl: 'http://api.test',
    fetch,
    identity,
    sleep: sleepOn(time.scheduler),
    onFailure: (failure) => failures.push(failure),
  });
  return { time, http, calls, failures };
}

describe('HttpClient', () => {
  it('parses money strings into Decimals and sends the identity headers and credentials', async () => {
    const { http, calls } = setup([() => Promise.resolve(json(TOTAL))]);
    const result = await http.call(routes.totalBalance);
    expect(result.ok && result.value.total_balance.amount.toFixed(2)).toBe('12.34');
    expect(calls[0]?.url).toBe('http://api.test/api/balances/total');
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(calls[0]?.init?.headers).toMatchObject({
      'x-source-entry': 'web',
      'x-anonymous-id': 'anon-1',
      'x-device-session-id': 'dev-1',
      'x-user-uuid': 'user-1',
    });
  });

  it('a 200 whose body is not ok is a business error with its code, message and l10n error', async () => {
    const body = {
      ok: false,
      error: 'not_enough_balance',
      error_message: 'Top up first',
      l10n_error: { title_key: 't', message_key: 'm', payloads: { n: 2 } },
    };
    const { http, failures } = setup([() => Promise.resolve(json(body))]);
    const result = await http.call(routes.fiatWalletQuotation, { body: { from_currency: 'USD', to_currency: 'BTC', fixed_side: 'buy', amount: '1' } });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'business',
        code: 'not_enough_balance',
        message: 'Top up first',
        l10n: { titleKey: 't', messageKey: 'm', payloads: { n: '2' } },
        meta: {},
      },
    });
    expect(failures).toHaveLength(1);
  });

  it('a response that fails its schema names the call and the field', async () => {
    const { http } = setup([() => Promise.resolve(json({ ok: true, total_balance: { currency: 'USD', amount: 12.34 } }))]);
    const result = await http.call(routes.totalBalance);
    expect(result).toEqual({ ok: false, error: { kind: 'schema', path: 'GET /api/balances/total', field: 'total_balance.amount', issue: expect.any(String) } });
  });

  it('a failed GET is retried once after 5 s', async () => {
    const { time, http, calls } = setup([() => Promise.reject(new TypeError('offline')), () => Promise.resolve(json(TOTAL))]);
    const pending = http.call(routes.totalBalance);
    await time.advance(FETCH_RETRY_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
    await time.advance(1);
    const result = await pending;
    expect(calls).toHaveLength(2);
    expect(result.ok).toBe(true);
  });

  it('a failed POST is not retried', async () => {
    const { time, http, calls } = setup([() => Promise.resolve(json({}, 503))]);
    const result = await http.call(routes.logout);
    await time.advance(FETCH_RETRY_DELAY_MS * 2);
    expect(calls).toHaveLength(1);
    expect(result).toEqual({ ok: false, error: { kind: 'server', status: 503 } });
  });

  it('a call with no answer times out after 35 s and aborts the request', async () => {
    const { time, http, calls } = setup([() => new Promise<Response>(() => undefined)]);
    const pending = http.call(routes.logout);
    await time.advance(DEFAULT_TIMEOUT_MS);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(calls[0]?.init?.signal?.aborted).toBe(true);
  });

  it('a 401 is unauthorized', async () => {
    const { http } = setup([() => Promise.resolve(json({ ok: false, error: 'unauthorized' }, 401))]);
    expect(await http.call(routes.logout)).toEqual({ ok: false, error: { kind: 'unauthorized' } });
  });

  it("the caller's signal aborts the request in flight: the call ends aborted, reported to no one", async () => {
    const hanging = (init: RequestInit | undefined) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const { http, calls, failures } = setup([() => hanging(calls[0]?.init)]);
    const caller = new AbortController();
    const pending = http.call(routes.totalBalance, { signal: caller.signal });
    await Promise.resolve();
    expect(calls[0]?.init?.signal?.aborted).toBe(false);
    caller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(calls[0]?.init?.signal?.aborted).toBe(true);
    expect(failures).toEqual([]);
  });

  it('an abort during the 5 s wait before a retry ends the call at once, without the retry', async () => {
    const { time, http, calls, failures } = setup([() => Promise.reject(new TypeError('offline'))]);
    const caller = new AbortController();
    const pending = http.call(routes.totalBalance, { signal: caller.signal });
    await time.advance(FETCH_RETRY_DELAY_MS / 2);
    caller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
    await time.advance(FETCH_RETRY_DELAY_MS);
    expect(calls).toHaveLength(1);
    expect(failures).toEqual([]);
  });

  it('an already aborted signal sends nothing', async () => {
    const { http, calls } = setup([]);
    const caller = new AbortController();
    caller.abort();
    expect(await http.call(routes.totalBalance, { signal: caller.signal })).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(calls).toHaveLength(0);
  });

  describe('prefetch (a GET started ahead of its call)', () => {
    it('the first call for the same URL takes the 200 answer: one request, sent with the identity headers, parsed by the route', async () => {
      const { http, calls } = setup([() => Promise.resolve(json(TOTAL))]);
      http.prefetch('/api/balances/total');
      const result = await http.call(routes.totalBalance);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.init?.headers).toMatchObject({ 'x-device-session-id': 'dev-1' });
      expect(result.ok && result.value.total_balance.amount.toFixed(2)).toBe('12.34');
    });

    it('each answer is taken once: the next call goes to the network', async () => {
      const { http, calls } = setup([
        () => Promise.resolve(json(TOTAL)),
        () => Promise.resolve(json({ ok: true, total_balance: { currency: 'USD', amount: '20.00' } })),
      ]);
      http.prefetch('/api/balances/total');
      await http.call(routes.totalBalance);
      const second = await http.call(routes.totalBalance);
      expect(calls).toHaveLength(2);
      expect(second.ok && second.value.total_balance.amount.toFixed(2)).toBe('20.00');
    });

    it('an answer that is not a 200 (a 401 before anyone signed in) is dropped unread and the call goes to the network, reporting only its own failure', async () => {
      const { http, calls, failures } = setup([() => Promise.resolve(json({ ok: false, error: 'unauthorized' }, 401)), () => Promise.resolve(json(TOTAL))]);
      http.prefetch('/api/balances/total');
      const result = await http.call(routes.totalBalance);
      expect(calls).toHaveLength(2);
      expect(result.ok).toBe(true);
      expect(failures).toEqual([]);
    });

    it('a prefetch no call takes within PREFETCH_KEEP_MS is forgotten', async () => {
      const { http, calls, time } = setup([() => Promise.resolve(json(TOTAL)), () => Promise.resolve(json(TOTAL))]);
      http.prefetch('/api/balances/total');
      await time.advance(PREFETCH_KEEP_MS);
      await http.call(routes.totalBalance);
      expect(calls).toHaveLength(2);
    });

    it('only a GET of the same URL takes it', async () => {
      const { http, calls } = setup([() => Promise.resolve(json(TOTAL)), () => Promise.resolve(json(TOTAL))]);
      http.prefetch('/api/balances/total?x=1');
      await http.call(routes.totalBalance);
      expect(calls.map((c) => c.url)).toEqual(['http://api.test/api/balances/total?x=1', 'http://api.test/api/balances/total']);
    });
  });
});
