import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FaultRule } from '../../adapters/http/schemas/sandbox';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { signInAs } from '../support/sign-in';

const BALANCE = '/api/balances/total';
const QUOTE = '/api/viban_purchase/quotations';

/** The general request behaviour (spec 000 §8, 001 §7-§8) against the sandbox, with faults armed on it. */
describe('general request behaviour with faults injected into the sandbox', () => {
  let h: SandboxHarness;

  const arm = (rule: Partial<FaultRule> & Pick<FaultRule, 'path' | 'kind'>): void => {
    h.faults.arm({ times: 1, ...rule });
  };
  const balance = () => h.get('account').getTotalBalance();
  const toastCodes = () => h.services.toasts.toasts.getSnapshot().flatMap((t) => (t.kind === 'notice' ? [t.notice.code] : []));

  beforeEach(async () => {
    h = createSandboxHarness();
    h.start();
    await signInAs(h, 'alex');
  });
  afterEach(() => h.stop());

  it('retries a GET that dropped its connection once, after 5 s of virtual time, and then succeeds', async () => {
    arm({ path: BALANCE, kind: 'drop' });
    let settled = false;
    const call = balance().then((result) => {
      settled = true;
      return result;
    });
    await h.time.advance(4_999);
    expect(settled).toBe(false);
    await h.time.advance(1);
    const result = await call;
    expect(result.ok).toBe(true);
    expect(h.services.notices.alert.getSnapshot()).toBeUndefined();
  });

  it('a network error on the retry too shows the network alert', async () => {
    arm({ path: BALANCE, kind: 'drop', times: 2 });
    const call = balance();
    await h.time.advance(5_000);
    expect(await call).toEqual({ ok: false, error: { kind: 'network' } });
    expect(h.services.notices.alert.getSnapshot()).toMatchObject({ code: 'network_error' });
  });

  it('a call that hangs times out after 35 s (and its retry too), with one timeout toast', async () => {
    arm({ path: BALANCE, kind: 'delay', delay_ms: 600_000, times: 2 });
    const call = balance();
    await h.time.advance(35_000 + 5_000 + 35_000);
    expect(await call).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(toastCodes().filter((code) => code === 'request_timeout')).toHaveLength(1);
  });

  it('a 500 on a GET is retried; when it fails twice no notice shows (server-error notices disabled)', async () => {
    arm({ path: BALANCE, kind: 'status', status: 503, times: 2 });
    const call = balance();
    await h.time.advance(5_000);
    expect(await call).toEqual({ ok: false, error: { kind: 'server', status: 503 } });
    expect(h.services.notices.alert.getSnapshot()).toBeUndefined();
    expect(toastCodes()).toEqual([]);
  });

  it('a 500 on a POST is not retried and does not notify', async () => {
    arm({ path: QUOTE, kind: 'status', status: 500, times: 5 });
    const result = await h.get('trading').createFiatWalletBuyQuotation(quoteRequest());
    expect(result).toEqual({ ok: false, error: { kind: 'server', status: 500 } });
    expect(h.faults.list()[0]?.remaining).toBe(4);
    expect(h.services.notices.alert.getSnapshot()).toBeUndefined();
  });

  it('a business error code arrives typed, with the code the sandbox armed', async () => {
    arm({ path: QUOTE, kind: 'error', code: 'quotation_expired' });
    const result = await h.get('trading').createFiatWalletBuyQuotation(quoteRequest());
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'business', code: 'quotation_expired' }) });
  });

  it("a business error can carry the server's message, as codes such as the daily trading limit show it", async () => {
    arm({ path: QUOTE, kind: 'error', code: 'exceed_user_daily_trading_limit', message: 'You can trade up to 1,000 USD a day.' });
    const result = await h.get('trading').createFiatWalletBuyQuotation(quoteRequest());
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'business', code: 'exceed_user_daily_trading_limit', message: 'You can trade up to 1,000 USD a day.' }),
    });
  });

  it('a malformed body is a schema error naming the call, never a crash', async () => {
    arm({ path: BALANCE, kind: 'malformed' });
    expect(await balance()).toEqual({ ok: false, error: { kind: 'schema', path: `GET ${BALANCE}`, field: '(body)', issue: 'not JSON' } });
  });

  it('401 once and twice: one session-expired notice after 1 s and exactly one redirect', async () => {
    arm({ path: BALANCE, kind: 'status', status: 401, times: 2 });
    const expiry = h.get('sessionExpiry');
    const redirects: string[] = [];
    const subscription = expiry.redirect.state$.subscribe((to) => {
      if (to !== undefined) redirects.push(to);
    });
    await balance();
    await balance();
    expect(h.services.notices.alert.getSnapshot()).toBeUndefined();
    await h.time.advance(1_000);
    expect(h.services.notices.alert.getSnapshot()).toMatchObject({ title: { kind: 'key', key: 'web_session_expired' } });
    await h.time.advance(10_000);
    expect(redirects).toHaveLength(1);
    subscription.unsubscribe();
  });

  it('faults are used up: the call after them runs normally', async () => {
    arm({ path: BALANCE, kind: 'error', code: 'sandbox_fault' });
    expect((await balance()).ok).toBe(false);
    expect((await balance()).ok).toBe(true);
    expect(h.faults.list()).toEqual([]);
  });
});

const quoteRequest = () => ({ fiat: currencyCode('USD'), coin: currencyCode('BTC'), amount: dec('100') });
