import { randomUUID } from 'node:crypto';
import { pick, type WireAnswer, type WireClient } from './wire-client';

/** Alex Morgan: 10,000 USD, saved Visa card_visa_4242. */
export const ALEX = '+15550100001';
/** Priya Shah: 25,000 USD. */
export const PRIYA = '+15550100005';
/** Eli Brooks: 8,000 USD. */
export const ELI = '+15550100006';

/** A fiat-wallet quotation: `amount` USD of `coin`. */
export async function quote(client: WireClient, coin = 'BTC', amount = '10'): Promise<string> {
  const quoted = await client.expectOk(
    await client.call('POST', '/api/viban_purchase/quotations', { from_currency: 'USD', to_currency: coin, fixed_side: 'buy', amount }),
  );
  return String(pick(quoted, 'quotation.id'));
}

/** Confirms a quotation (signed); the answer as it came. */
export function confirm(client: WireClient, quotationId: string, requestId = randomUUID()): Promise<WireAnswer> {
  return client.call(
    'POST',
    '/api/viban_purchase/quotations/confirm',
    { quotation_id: quotationId, request_id: requestId, side: 'buy', is_cdc_web: true },
    { signed: true },
  );
}

/** A buy of 10 USD of BTC, quote then confirm: the transaction id when the answer said ok. */
export async function buy(client: WireClient): Promise<string | undefined> {
  const answer = await confirm(client, await quote(client));
  return answer.status === 200 && answer.json?.['ok'] === true ? String(pick(answer.json, 'transaction.id')) : undefined;
}

/** A sale of 0.001 ETH to the cash account, quote then confirm: the transaction id when the answer said ok. */
export async function sell(client: WireClient): Promise<string | undefined> {
  const quoted = await client.expectOk(
    await client.call('POST', '/api/viban_purchase/quotations', { from_currency: 'ETH', to_currency: 'USD', fixed_side: 'sell', amount: '0.001' }),
  );
  const answer = await client.call(
    'POST',
    '/api/viban_purchase/quotations/confirm_sell',
    { quotation_id: String(pick(quoted, 'quotation.id')), request_id: randomUUID(), biometric: false },
    { signed: true },
  );
  return answer.status === 200 && answer.json?.['ok'] === true ? String(pick(answer.json, 'transaction.id')) : undefined;
}

/** mulberry32: a seeded random source in [0, 1), so a run can be repeated. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A port nobody listens on now (and the next one, for the gateway). */
export async function freePorts(): Promise<number> {
  const { createServer } = await import('node:net');
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
      });
    });
    const next = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port + 1, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (next) return port;
  }
}

/** The ids in the customer's coin history. */
export async function transactionIds(client: WireClient): Promise<string[]> {
  const listed = await client.expectOk(await client.call('GET', '/api/crypto_wallets/transactions?count=100000'));
  const transactions = pick(listed, 'transactions');
  return Array.isArray(transactions) ? transactions.map((t) => String(pick(t, 'id'))) : [];
}

/** Percentile (0-100) of a list of milliseconds. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
