import { describe, expect, it } from 'vitest';
import { HeadlessPaymentFrame } from '../../../adapters/node/headless-payment-frame';
import { CARD_FORM_CHANNEL, TOP_UP_FRAME_CHANNEL } from '../../../application/ports/payment-frame-port';
import { createGatewayApp } from '../../../adapters/sandbox/gateway/gateway-app';
import { APP_ORIGIN, gatewayFixture } from '../sandbox/gateway/gateway-fixture';

/** The frame over the sandbox gateway's own request handler, as the CLI runs it in-process (its cookie jar holds Alex's session). */
function setup() {
  const gateway = gatewayFixture();
  const app = createGatewayApp({ exchange: gateway.exchange, appOrigin: APP_ORIGIN });
  const seen: Request[] = [];
  const frame = new HeadlessPaymentFrame((input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', gateway.cookie);
    const request = new Request(input, { ...init, headers });
    seen.push(request.clone());
    return app(request);
  });
  return { ...gateway, frame, seen };
}

describe('HeadlessPaymentFrame: a payment page completed without a browser', () => {
  it('"pass" presses Complete authentication: the gateway records success and the page\'s message reaches the listener', async () => {
    const f = setup();
    const url = f.open('three_ds', { payload: { amount: '100.00', currency: 'USD' } });
    const message = f.frame.next(TOP_UP_FRAME_CHANNEL);
    expect(await f.frame.complete(url, 'submit')).toEqual({ kind: 'posted', status: 'success' });
    expect(await message).toEqual({ source: 'paymentGateway', status: 'success', errorCode: undefined });
    expect(f.completions.map((c) => c.outcome)).toEqual(['succeeded']);
    expect(f.seen.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([`GET ${new URL(url).pathname}`, `POST ${new URL(url).pathname}`]);
    expect(f.seen[1]?.headers.get('origin')).toBe(new URL(url).origin);
  });

  it('"fail" presses Fail authentication: the gateway records the failure and the message says error', async () => {
    const f = setup();
    const url = f.open('three_ds');
    const message = f.frame.next(CARD_FORM_CHANNEL);
    expect(await f.frame.complete(url, 'fail')).toEqual({ kind: 'posted', status: 'error' });
    expect(await message).toMatchObject({ status: 'error' });
    expect(f.completions.map((c) => c.outcome)).toEqual(['failed']);
  });

  it("the values the page filled in go with the button, as a browser sends them: the PayPal page's email", async () => {
    const f = setup();
    const url = f.open('paypal', { payload: { email: 'tess@example.com', paypalAccountStatus: 'approved' } });
    expect(await f.frame.complete(url, 'submit')).toEqual({ kind: 'posted', status: 'success' });
    expect(await f.seen[1]?.text()).toBe('email=tess%40example.com&decision=submit');
    expect(f.completions.map((c) => c.outcome)).toEqual(['succeeded']);
  });

  it('a page already completed, a form with fields to fill, or a page that is not a gateway page needs a browser; nothing is posted', async () => {
    const f = setup();
    const url = f.open('three_ds');
    await f.frame.complete(url, 'submit');
    const posted: unknown[] = [];
    f.frame.messages(CARD_FORM_CHANNEL).subscribe((m) => posted.push(m));
    expect(await f.frame.complete(url, 'submit')).toMatchObject({ kind: 'needs_browser', url });
    expect(await f.frame.complete(f.open('card_add'), 'submit')).toMatchObject({
      kind: 'needs_browser',
      reason: 'the page answered without a result to post back',
    });
    expect(await f.frame.complete(f.open('bank_link'), 'fail')).toMatchObject({
      kind: 'needs_browser',
      reason: 'the page has no "fail" button a headless client can press',
    });
    const issuer = new HeadlessPaymentFrame(() =>
      Promise.resolve(new Response('<html><form method="post" action="/acs"><input name="otp"><button>Verify</button></form></html>')),
    );
    expect(await issuer.complete('https://acs.bank.example/challenge/1', 'submit')).toMatchObject({ kind: 'needs_browser' });
    expect(posted).toEqual([]);
  });

  it('an unreachable page is reported as such', async () => {
    const frame = new HeadlessPaymentFrame(() => Promise.reject(new TypeError('fetch failed')));
    expect(await frame.complete('http://127.0.0.1:9/gateway/three_ds/x', 'submit')).toEqual({
      kind: 'unreachable',
      url: 'http://127.0.0.1:9/gateway/three_ds/x',
      reason: 'fetch failed',
    });
  });

  it('waiting can be aborted', async () => {
    const f = setup();
    const stop = new AbortController();
    const waiting = f.frame.next(TOP_UP_FRAME_CHANNEL, stop.signal);
    stop.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
