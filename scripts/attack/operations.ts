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
