import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DIGEST_HEADER } from '../../../adapters/crypto/request-signature';
import { MemoryDeviceKeyStore, RequestSigner } from '../../../adapters/crypto/request-signer';
import { routes } from '../../../adapters/http/routes';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { sandboxHandlers } from '../../../adapters/sandbox/handlers';
import { SESSION_COOKIE } from '../../../adapters/sandbox/handlers/respond';
import { signInDirect } from '../../support/sign-in';

async function signedInSandbox() {
  const exchange = new SandboxExchange({ clock: () => Date.UTC(2026, 10, 22), seed: 3 });
  const signer = new RequestSigner(new MemoryDeviceKeyStore());
  const { sessionId, account } = signInDirect(exchange, 'alex', await signer.publicKey());
  const quote = exchange.trading.createFiatWalletQuotation(account, 'USD', 'BTC', '100');
  if (!quote.ok) throw new Error('no quote');
  const confirm = async (body: string, headers: Record<string, string>) => {
    const request = new Request(`http://sandbox.test${routes.confirmQuotation.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${sessionId}`, ...headers },
      body,
    });
    const response = await getResponse(sandboxHandlers(exchange), request);
    return (await response?.json()) as { ok: boolean; error?: string };
  };
  const body = JSON.stringify({ quotation_id: quote.value.id, request_id: 'r-1', side: 'buy', is_cdc_web: true });
  return { exchange, signer, confirm, body, account };
}

describe('the sandbox verifies the signature and digest of trade requests', () => {
  it('executes a trade whose body is signed by the registered device key', async () => {
    const { signer, confirm, body, exchange, account } = await signedInSandbox();
    expect(await confirm(body, await signer.headers(body))).toMatchObject({ ok: true });
    expect(exchange.context.transactionsOf(account)).toHaveLength(1);
  });

  it('refuses a tampered body, an unsigned one and a foreign key with invalid_dsa, and moves no money', async () => {
    const { signer, confirm, body, exchange, account } = await signedInSandbox();
    const headers = await signer.headers(body);
    const tampered = body.replace('"r-1"', '"r-2"');
    const foreign = await new RequestSigner(new MemoryDeviceKeyStore()).headers(body);
    const staleDigest = { ...headers, [DIGEST_HEADER]: (await signer.headers(tampered))[DIGEST_HEADER] ?? '' };
    for (const attempt of [confirm(tampered, headers), confirm(body, {}), confirm(body, foreign), confirm(body, staleDigest)]) {
      expect(await attempt).toEqual({ ok: false, error: 'invalid_dsa' });
    }
    expect(exchange.context.transactionsOf(account)).toHaveLength(0);
    expect(exchange.context.ledger.balance(account.uuid, 'USD').toFixed(2)).toBe('10000.00');
  });
});
