import { describe, expect, it } from 'vitest';
import { fiatWalletEntry, fiatWalletHistory } from '../../../adapters/sandbox/exchange/payments/fiat-wallet-history';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import type { TransactionInput } from '../../../adapters/sandbox/exchange/sandbox-context';
import { signInDirect } from '../../support/sign-in';

const entry = (input: Partial<TransactionInput>): TransactionInput => ({
  kind: 'crypto_purchase',
  side: 'buy',
  fromCurrency: 'USD',
  fromAmount: '100.00',
  toCurrency: 'BTC',
  toAmount: '0.001',
  status: 'completed',
  ...input,
});

describe('fiat wallet history in the sandbox (spec 001 §3 Transaction, §7 fiat wallet transactions)', () => {
  it('holds what moved the wallet, newest first: top-ups and sales in, wallet purchases out; card purchases never', () => {
    const clock = { now: Date.UTC(2026, 10, 22, 12) };
    const exchange = new SandboxExchange({ clock: () => clock.now, seed: 2 });
    const { account } = signInDirect(exchange, 'alex');
    const record = (input: Partial<TransactionInput>) => {
      clock.now += 1000;
      return exchange.context.recordTransaction(account, entry(input));
    };
    const bought = record({ details: { payment_method: 'fiat_wallet', fee: '0.50' } });
    record({ details: { payment_method: 'credit_card' } });
    const sold = record({ kind: 'crypto_sell', side: 'sell', fromCurrency: 'BTC', fromAmount: '0.001', toCurrency: 'USD', toAmount: '99.00' });
    const topUp = record({
      kind: 'fiat_wallet_top_up',
      side: 'in',
      toCurrency: 'USD',
      toAmount: '96.01',
      details: { top_up_method: 'debit_card', fee: '3.99' },
    });
    const history = fiatWalletHistory(exchange.context, account, 1000);
    expect(history.map((e) => [e.transaction.id, e.nature, e.amount, e.fee, e.description])).toEqual([
      [topUp.id, 'in', '96.01', '3.99', 'Top-up by debit card'],
      [sold.id, 'in', '99.00', '0', 'Sold BTC'],
      [bought.id, 'out', '100.00', '0.50', 'Bought BTC'],
    ]);
    expect(fiatWalletHistory(exchange.context, account, 2)).toHaveLength(2);
    expect(fiatWalletEntry(exchange.context, account, bought.id)?.nature).toBe('out');
  });
});
