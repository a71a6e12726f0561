import { describe, expect, it } from 'vitest';
import { cardFormOutcome, parseCardFrameMessage } from '../../../../domain/deposit/card-form-result';
import { parseTradeFrameMessage, tradeFrameOutcome } from '../../../../domain/deposit/trade-card-frame';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { GATEWAY_SESSION_TTL_MS } from '../../../../adapters/sandbox/gateway/gateway-app';
import { GATEWAY_SCRIPT_PATH, GATEWAY_STYLE_PATH } from '../../../../adapters/sandbox/gateway/gateway-html';
import { APP_ORIGIN, GATEWAY_ORIGIN, gatewayFixture, postedMessage, VALID_CARD } from './gateway-fixture';

describe('the sandbox gateway pages', () => {
  it('shows each kind of session at GatewayRegistry.url with labelled fields and named buttons', async () => {
    const { open, get } = gatewayFixture();
    const pages = {
      card_add: await (await get(open('card_add'))).text(),
      three_ds: await (await get(open('three_ds', { payload: { amount: '100.00', currency: 'USD' } }))).text(),
      paypal: await (await get(open('paypal', { payload: { email: 'alex@example.com' } }))).text(),
      bank_link: await (await get(open('bank_link', { payload: { bankName: 'First Sandbox Bank' } }))).text(),
    };
    expect(pages.card_add).toContain('<h1 id="page-title">Add a card</h1>');
    for (const label of ['Name on card', 'Card number', 'Expiry date (MM/YY)', 'Security code']) expect(pages.card_add).toContain(`>${label}</label>`);
    expect(pages.card_add).toContain('autocomplete="cc-number"');
    expect(pages.three_ds).toContain('a payment of 100.00 USD to Crypto');
    expect(pages.three_ds).toMatch(/value="submit" class="primary">Complete authentication<\/button>/);
    expect(pages.three_ds).toContain('>Fail authentication</button>');
    expect(pages.paypal).toContain('value="alex@example.com"');
    expect(pages.bank_link).toContain('at First Sandbox Bank');
    for (const html of Object.values(pages)) {
      expect(html).toContain('<main aria-labelledby="page-title">');
      expect(html).toContain(`<script src="${GATEWAY_SCRIPT_PATH}" defer></script>`);
      expect(html, 'no inline script, handler or style under the CSP').not.toMatch(/<script(?![^>]*\bsrc=)|\son[a-z]+=|\sstyle=/);
    }
  });

  it("is bound to the customer who opened it: another customer's session, or none, sees the not-found page and completes nothing", async () => {
    const { open, get, post, strangerCookie, completions } = gatewayFixture();
    const url = open('three_ds', { payload: { amount: '100.00', currency: 'USD' } });
    for (const as of [strangerCookie(), '', 'sbx_session=%E0%A4%A']) {
      const shown = await get(url, as);
      expect(shown.status).toBe(404);
      expect(await shown.text()).not.toContain('100.00 USD');
      expect((await post(url, { decision: 'submit' }, GATEWAY_ORIGIN, as)).status).toBe(404);
    }
    expect(completions).toEqual([]);
    expect((await post(url, { decision: 'submit' })).status).toBe(200);
    expect(completions.map((c) => c.outcome)).toEqual(['succeeded']);
  });

  it('names a session by 128 random bits: no id can be guessed from another', () => {
    const { open } = gatewayFixture();
    const ids = Array.from({ length: 50 }, () => new URL(open('three_ds')).pathname.split('/').pop() ?? '');
    for (const id of ids) expect(id).toMatch(/^gw_[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers unknown sessions, and a session under another kind, with 404', async () => {
    const { open, get } = gatewayFixture();
    const url = open('card_add');
    expect((await get(`${GATEWAY_ORIGIN}/gateway/card_add/nope`)).status).toBe(404);
    expect((await get(url.replace('/card_add/', '/three_ds/'))).status).toBe(404);
    expect((await get(`${GATEWAY_ORIGIN}/somewhere`)).status).toBe(404);
  });

  it('sends its own security headers: framed only by the app, its own script and styles only', async () => {
    const { open, get } = gatewayFixture();
    const response = await get(open('three_ds'));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${APP_ORIGIN}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), 'no-referrer would make Chromium post forms with Origin: null').toBe('same-origin');
    expect(response.headers.get('cross-origin-opener-policy'), 'popups keep their opener').toBe('unsafe-none');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves its script and stylesheet', async () => {
    const { get } = gatewayFixture();
    const script = await get(`${GATEWAY_ORIGIN}${GATEWAY_SCRIPT_PATH}`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('postMessage');
    const style = await get(`${GATEWAY_ORIGIN}${GATEWAY_STYLE_PATH}`);
    expect(style.headers.get('content-type')).toContain('text/css');
    expect(await style.text()).toContain(':focus-visible');
  });
});

describe('completing a session through its page', () => {
  it('adds a valid card once: the area gets the card (never the number) and the page posts success to the app only', async () => {
    const { open, post, completions } = gatewayFixture();
    const url = open('card_add');
    const response = await post(url, VALID_CARD);
    expect(response.status).toBe(200);
    expect(completions).toHaveLength(1);
    expect(completions[0]).toMatchObject({ outcome: 'succeeded', form: { cardholderName: 'Alex Doe', brand: 'visa', last4: '4242', expiry: '08/2030' } });
    expect(JSON.stringify(completions[0]?.form)).not.toContain('4242424242424242');
    const posted = postedMessage(await response.text());
    expect(posted).toEqual({ targetOrigin: APP_ORIGIN, message: { source: 'paymentGateway', status: 'success' } });
    expect(parseCardFrameMessage(posted?.message)).toEqual({ source: 'paymentGateway', status: 'success', errorCode: undefined });

    const again = await post(url, VALID_CARD);
    expect(again.status).toBe(409);
    expect(postedMessage(await again.text())).toBeUndefined();
    expect(completions).toHaveLength(1);
  });

  it('shows wrong card details again with a message per field, and leaves the session pending', async () => {
    const { open, post, completions, exchange } = gatewayFixture();
    const url = open('card_add');
    const response = await post(url, { ...VALID_CARD, cardNumber: '4242 4242 4242 4241', expiry: '01/24', securityCode: '1' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('role="alert">Check the 3 fields marked below.');
    expect(html).toContain('Enter a valid card number.');
    expect(html).toContain('This card has expired.');
    expect(html).toMatch(/id="field-cardNumber"[^>]*aria-invalid="true"[^>]*aria-describedby="field-cardNumber-hint field-cardNumber-error"/);
    expect(html).toContain('value="4242 4242 4242 4241"');
    expect(postedMessage(html)).toBeUndefined();
    expect(completions).toHaveLength(0);
    expect(exchange.context.gateway.find(new URL(url).pathname.split('/').pop() ?? '')?.status).toBe('pending');
  });

  it("fails with the opener's decline code, which the card form reads as card-not-supported (Singapore)", async () => {
    const { open, post, completions } = gatewayFixture();
    const response = await post(open('card_add', { payload: { declineCode: 'pgw__sg_cc_not_supported_4_add_card' } }), VALID_CARD);
    expect(completions[0]).toMatchObject({ outcome: 'failed', form: { reason: 'declined', errorCode: 'pgw__sg_cc_not_supported_4_add_card' } });
    const message = parseCardFrameMessage(postedMessage(await response.text())?.message);
    expect(message === undefined ? undefined : cardFormOutcome(message, [], [])).toEqual({ kind: 'failed', code: ErrorCode.cardNotSupported });
  });

  it('declines the declined test card with status error', async () => {
    const { open, post, completions } = gatewayFixture();
    const response = await post(open('card_add'), { ...VALID_CARD, cardNumber: '4000 0000 0000 0002' });
    expect(completions[0]?.outcome).toBe('failed');
    expect(postedMessage(await response.text())?.message).toEqual({ source: 'paymentGateway', status: 'error', errorCode: 'card_declined' });
  });

  it("posts a purchase's result with the trade frame's keys, so the app fetches the opener's transaction", async () => {
    const { open, post } = gatewayFixture();
    const purchase = { messageSource: 'TradingCryptoPurchase', payload: { transaction_id: 'tx_42', amount: '100.00', currency: 'USD' } };
    const success = postedMessage(await (await post(open('three_ds', purchase), { decision: 'submit' })).text());
    expect(success?.message).toEqual({ source: 'TradingCryptoPurchase', status: 'success', transaction_id: 'tx_42' });
    const parsed = parseTradeFrameMessage(success?.message);
    expect(parsed === undefined ? undefined : tradeFrameOutcome(parsed)).toEqual({ kind: 'fetch_transaction', transactionId: 'tx_42' });

    const failed = postedMessage(await (await post(open('three_ds', purchase), { decision: 'fail' })).text());
    expect(failed?.message).toEqual({ source: 'TradingCryptoPurchase', status: 'error' });
    const cancelled = postedMessage(await (await post(open('three_ds', purchase), { decision: 'cancel' })).text());
    expect(cancelled?.message).toEqual({ source: 'TradingCryptoPurchase', status: 'cancelled' });
  });

  it("links PayPal with the opener's account status, and asks again for a malformed email", async () => {
    const { open, post, completions } = gatewayFixture();
    const url = open('paypal', { messageSource: 'paypal', payload: { paypalAccountStatus: 'auto_checking_failed' } });
    expect((await post(url, { email: 'not-an-email', decision: 'submit' })).status).toBe(422);
    const response = await post(url, { email: 'alex@example.com', decision: 'submit' });
    expect(completions).toEqual([
      expect.objectContaining({ outcome: 'succeeded', form: { email: 'alex@example.com', paypalAccountStatus: 'auto_checking_failed' } }),
    ]);
    expect(postedMessage(await response.text())?.message).toEqual({ source: 'paypal', status: 'success', paypalAccountStatus: 'auto_checking_failed' });
  });

  it('authorises or cancels a bank link', async () => {
    const { open, post, completions } = gatewayFixture();
    await post(open('bank_link', { messageSource: 'bankLink' }), { decision: 'submit' });
    await post(open('bank_link', { messageSource: 'bankLink' }), { decision: 'cancel' });
    expect(completions.map((c) => c.outcome)).toEqual(['succeeded', 'cancelled']);
  });

  it('times a session out 15 minutes after it opened: the page posts timeout and the area is told once', async () => {
    const { open, get, post, completions, advance } = gatewayFixture();
    const url = open('card_add');
    advance(GATEWAY_SESSION_TTL_MS);
    expect((await get(url)).status).toBe(200);
    expect(completions).toHaveLength(0);
    advance(1);
    const response = await get(url);
    expect(postedMessage(await response.text())?.message).toEqual({ source: 'paymentGateway', status: 'timeout' });
    expect(completions).toEqual([expect.objectContaining({ outcome: 'failed', form: { reason: 'timeout' } })]);
    expect((await post(url, VALID_CARD)).status).toBe(409);
    expect(completions).toHaveLength(1);
  });

  it('refuses a form posted from another origin and completes nothing', async () => {
    const { open, post, completions } = gatewayFixture();
    const url = open('three_ds');
    expect((await post(url, { decision: 'submit' }, 'http://evil.test')).status).toBe(403);
    expect((await post(url, { decision: 'submit' }, APP_ORIGIN)).status).toBe(403);
    expect((await post(url, { decision: 'submit' }, 'null')).status).toBe(403);
    expect(completions).toHaveLength(0);
  });
});
