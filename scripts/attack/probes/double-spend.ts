import { randomUUID } from 'node:crypto';
import { ALEX, confirm, quote } from '../operations';
import { pick, type WireClient } from '../wire-client';

export interface DoubleSpendFigures {
  /** Executions beyond the first, over every single-use thing fired at concurrently. */
  readonly duplicates: number;
  readonly details: Readonly<Record<string, number>>;
}

const oks = (answers: readonly { json: Record<string, unknown> | undefined; status: number }[]): number =>
  answers.filter((a) => a.status === 200 && a.json?.['ok'] === true).length;

/**
 * Fires concurrent duplicates at single-use things: one CRO lock order created 20 times at once
 * (the passcode is checked in between), one quotation confirmed 20 times at once with different
 * request ids. Each may execute once.
 */
export async function doubleSpendProbe(client: WireClient, copies = 20): Promise<DoubleSpendFigures> {
  await client.expectOk(await confirm(client, await quote(client, 'CRO', '500')));
  const preview = await client.expectOk(
    await client.call('POST', '/api/v3/mco_lockup/lock_orders/preview', { amount: '100', payment_method: 'crypto_wallet' }),
  );
  const orderId = String(pick(preview, 'lock_order.order_id'));
  const passcode = await client.encryptedPasscode();
  const locks = await Promise.all(
    Array.from({ length: copies }, () => client.call('POST', '/api/v3/mco_lockup/locks/create', { order_id: orderId, passcode }, { signed: true })),
  );
  const quotationId = await quote(client);
  const confirms = await Promise.all(Array.from({ length: copies }, () => confirm(client, quotationId, randomUUID())));
  const details = { lock_create: oks(locks), quotation_confirm: oks(confirms) };
  return { duplicates: Object.values(details).reduce((sum, n) => sum + Math.max(0, n - 1), 0), details };
}

export { ALEX };
