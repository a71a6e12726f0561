import { describe, expect, it } from 'vitest';
import { runBatch } from './cli-harness';

describe('CLI: accounts and a wallet history (issue 16)', () => {
  it('accounts: the portfolio from the one account data, the total equal to the sum of its parts', async () => {
    const [accounts] = await runBatch([['accounts']]);
    expect(accounts?.exit_code).toBe(0);
    const result = accounts?.result as {
      total: { amount: string };
      sum_of_parts: { amount: string };
      cash_accounts: { currency: string; action: string }[];
      baskets: { title: string; rebalancing: string }[];
    };
    expect(result.sum_of_parts.amount).toBe(result.total.amount);
    expect(result.cash_accounts).toEqual([expect.objectContaining({ currency: 'USD', action: 'deposit' })]);
    expect(result.baskets.map((b) => [b.title, b.rebalancing])).toEqual([['Blue Chip', 'monthly']]);
  });

  it('history --wallet: the page of a coin after a buy, its CSV, and a bad wallet as a usage error', async () => {
    const lines = await runBatch([
      ['buy', '--coin', 'BTC', '--amount', '100', '--pay', 'fiat_wallet'],
      ['history', '--wallet', 'coin:btc', '--page', '1'],
      ['history', '--wallet', 'coin:BTC', '--csv'],
      ['history', '--wallet', 'fiat:USD', '--page', '0'],
      ['history', '--wallet', 'wallet:USD'],
    ]);
    expect(lines.map((l) => l.exit_code)).toEqual([0, 0, 0, 2, 2]);
    const page = lines[1]?.result as { page: number; pages: number; transactions: { kind: string; sign: string; currency: string }[] };
    expect(page).toMatchObject({ page: 1, pages: 1 });
    expect(page.transactions.map((t) => [t.kind, t.sign, t.currency])).toEqual([['crypto_purchase', '+', 'BTC']]);
    const csv = (lines[2]?.result as { csv: string }).csv.split('\r\n');
    expect(csv[0]).toBe('date,id,kind,status,sign,amount,currency,counter_amount,counter_currency');
    expect(csv[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,tx_[\w-]+,crypto_purchase,completed,\+,0\.\d+,BTC,100,USD$/);
  });
});
