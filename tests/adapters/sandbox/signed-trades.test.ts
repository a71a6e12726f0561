import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DIGEST_HEADER } from '../../../adapters/crypto/request-signature';
import { MemoryDeviceKeyStore, RequestSigner } from '../../../adapters/crypto/request-signer';
import { routes } from '../../../adapters/http/routes';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { sandboxHandlers } from '../../../adapters/sandbox/handlers';
import { SESSION_COOKIE } from '../../../adapters/sandbox/handlers/respond';
import { signInDirect } from '../../support/sign-in';
import { value } from '../../support/trading-sandbox';

async function signedInSandbox() {
  const exchange = new SandboxExchange({ clock: () => Date.UTC(2026, 10, 22), seed: 3 });
  const signer = new RequestSigner(new MemoryDeviceKeyStore());
  const { sessionId, account } = signInDirect(exchange, 'alex', await signer.publicKey());
  const quote = value(exchange.trading.createFiatWalletQuotation(account, 'USD', 'BTC', '100'));
  const post = async (route: { readonly path: string }, body: string, headers: Record<string, string>) => {
    const request = new Request(`http://sandbox.test${route.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${sessionId}`, ...headers },
      body,
    });
    const response = await getResponse(sandboxHandlers(exchange), request);
    return (await response?.json()) as { ok: boolean; error?: string };
  };
  const confirm = (body: string, headers: Record<string, string>) => post(routes.confirmQuotation, body, headers);
  const body = JSON.stringify({ quotation_id: quote.id, request_id: 'r-1', side: 'buy', is_cdc_web: true });
  return { exchange, signer, confirm, post, body, account };
}

/** Every way a signed body can fail: changed after signing, unsigned, signed by another key, digest of another body. */
async function forgeries(signer: RequestSigner, body: string, tampered: string) {
  const headers = await signer.headers(body);
  const foreign = await new RequestSigner(new MemoryDeviceKeyStore()).headers(body);
  const staleDigest = { ...headers, [DIGEST_HEADER]: (await signer.headers(tampered))[DIGEST_HEADER] ?? '' };
  return [
    { body: tampered, headers },
    { body, headers: {} },
    { body, headers: foreign },
    { body, headers: staleDigest },
  ];
}

describe('the sandbox verifies the signature and digest of trade requests', () => {
  it('executes a trade whose body is signed by the registered device key', async () => {
    const { signer, confirm, body, exchange, account } = await signedInSandbox();
    expect(await confirm(body, await signer.headers(body))).toMatchObject({ ok: true });
    expect(exchange.context.transactionsOf(account)).toHaveLength(1);
  });

  it('refuses a tampered body, an unsigned one and a foreign key with invalid_dsa, and moves no money', async () => {
    const { signer, confirm, body, exchange, account } = await signedInSandbox();
    for (const attempt of await forgeries(signer, body, body.replace('"r-1"', '"r-2"'))) {
      expect(await confirm(attempt.body, attempt.headers)).toEqual({ ok: false, error: 'invalid_dsa' });
    }
    expect(exchange.context.transactionsOf(account)).toHaveLength(0);
    expect(exchange.context.ledger.balance(account.uuid, 'USD').toFixed(2)).toBe('10000.00');
  });

  it('refuses a tampered sell (fiat wallet and coin) and keeps the coins where they were', async () => {
    const { signer, post, exchange, account } = await signedInSandbox();
    const fiatSell = value(exchange.trading.createFiatWalletSellQuotation(account, 'BTC', 'USD', '0.01'));
    const coinSell = value(exchange.trading.createCoinQuotation(account, { side: 'sell', from: 'ETH', to: 'BTC', fromAmount: '0.5', toAmount: undefined }));
    const sells = [
      { route: routes.confirmFiatWalletSell, body: JSON.stringify({ request_id: 's-1', quotation_id: fiatSell.id, biometric: false }), swap: ['s-1', 's-2'] },
      { route: routes.confirmCoinQuotation, body: JSON.stringify({ quotation_id: coinSell.id, is_cdc_web: true, side: 'sell' }), swap: ['"sell"', '"buy"'] },
    ] as const;
    for (const sell of sells) {
      for (const attempt of await forgeries(signer, sell.body, sell.body.replace(sell.swap[0], sell.swap[1]))) {
        expect(await post(sell.route, attempt.body, attempt.headers)).toEqual({ ok: false, error: 'invalid_dsa' });
      }
    }
    expect([exchange.context.ledger.balance(account.uuid, 'BTC').toFixed(), exchange.context.ledger.balance(account.uuid, 'ETH').toFixed()]).toEqual([
      '0.05',
      '1.2',
    ]);
    for (const sell of sells) expect(await post(sell.route, sell.body, await signer.headers(sell.body))).toMatchObject({ ok: true });
    expect(exchange.context.transactionsOf(account)).toHaveLength(2);
  });

  it('refuses an unsigned card purchase and wallet token, so no payment page opens', async () => {
    const { post, exchange, account, signer } = await signedInSandbox();
    const quote = value(
      exchange.trading.createCardQuotation(account, {
        currency: 'BTC',
        nativeAmount: '50.00',
        amount: undefined,
        cardId: undefined,
        fixedSide: undefined,
        paymentMethod: 'apple_pay',
      }),
    );
    const trade = JSON.stringify({ quotation_id: quote.id, payment_method: 'apple_pay', is_cdc_web: true, language: 'en' });
    expect(await post(routes.purchaseTrade, trade, {})).toEqual({ ok: false, error: 'invalid_dsa' });
    const started = (await post(routes.purchaseTrade, trade, await signer.headers(trade))) as { ok: boolean; purchase_uuid?: string };
    const token = JSON.stringify({ purchase_uuid: started.purchase_uuid, token: 'apple-token' });
    expect(await post(routes.purchaseApplePayToken, token, {})).toEqual({ ok: false, error: 'invalid_dsa' });
    expect(await post(routes.purchaseApplePayToken, token, await signer.headers(token))).toMatchObject({ ok: true });
  });
});
