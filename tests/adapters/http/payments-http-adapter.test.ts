import { describe, expect, it } from 'vitest';
import { HttpClient } from '../../../adapters/http/http-client';
import { HttpPaymentsAdapter } from '../../../adapters/http/payments-http-adapter';
import { sleepOn } from '../../../application/shared/sleep';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { VirtualTime } from '../../support/virtual-time';

const identity = { sourceEntry: 'web', anonymousId: 'anon-1', deviceSessionId: 'dev-1', userUuid: 'user-1' };

function adapterAnswering(body: unknown) {
  const requests: { url: string; body: unknown }[] = [];
  const fetch = (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    requests.push({
      url: url instanceof Request ? url.url : url.toString(),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  };
  const http = new HttpClient({ baseUrl: 'http://api.test', fetch, identity, sleep: sleepOn(new VirtualTime().scheduler) });
  const sealer = { encrypt: (passcode: string) => Promise.resolve(`sealed(${passcode})`) };
  return { payments: new HttpPaymentsAdapter(http, sealer), requests };
}

describe('HttpPaymentsAdapter at the wire boundary', () => {
  it('sends the passcode sealed, never as its digits', async () => {
    const { payments, requests } = adapterAnswering({ ok: true, fiat_wallet_top_up: { id: 'o1', status: 'completed', transaction_id: 'tx1' } });
    expect(await payments.confirmTopUp('o1', '147258')).toEqual({ ok: true, value: { kind: 'completed', transactionId: 'tx1' } });
    expect(requests[0]?.body).toEqual({ fiat_wallet_top_up_order_id: 'o1', passcode: 'sealed(147258)' });
  });

  it('a confirm answer without the page it promises is a schema error, not a success', async () => {
    const { payments } = adapterAnswering({ ok: true, fiat_wallet_top_up: { id: 'o1', status: 'authenticating' } });
    const result = await payments.confirmTopUp('o1', '147258');
    expect(!result.ok && result.error.kind).toBe('schema');
  });

  it('reads pay_pal as the PayPal top-up method and money strings as Decimals', async () => {
    const order = {
      id: 'o1',
      amount: '100.00',
      currency: 'USD',
      fee_amount: '1.99',
      fee_percentage: '1.99',
      payment_method: 'pay_pal',
      receivable_amount: '98.01',
    };
    const { payments, requests } = adapterAnswering({ ok: true, fiat_wallet_top_up_order: order });
    const result = await payments.createTopUpOrder({ amount: dec('100'), currency: currencyCode('USD'), source: { cardId: 'pp-1' } });
    expect(result.ok && [result.value.paymentMethod, result.value.receivableAmount.toFixed(2)]).toEqual(['paypal', '98.01']);
    expect(requests[0]?.body).toEqual({ amount: '100', currency: 'USD', credit_card_id: 'pp-1', is_cdc_web: true });
  });

  it('asks for the payment accounts with the types joined and the fiat transactions 1000 at a time', async () => {
    const { payments, requests } = adapterAnswering({ ok: true, cards: [], pay_pal_accounts: [], transactions: [] });
    await payments.getPaymentAccounts({ types: ['card', 'pay_pal'], usage: 'crypto_purchase' });
    await payments.getFiatTransactions();
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/api/v1/payment_accounts?types=card%2Cpay_pal&usage=crypto_purchase',
      'http://api.test/api/fiat_wallets/transactions?count=1000',
    ]);
  });
});
