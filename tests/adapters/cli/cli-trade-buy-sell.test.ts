import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { type CliHarness, cliHarness } from './cli-harness';
import { cashBtcBuyOf100 } from './cli-expectations';
import { errorOf, usdBalance } from './deposit-cli-support';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  await harness.close();
});

interface TradeJson {
  readonly quote: { readonly id: string; readonly to_amount: string; readonly payment_method: string };
  readonly transaction: Record<string, unknown>;
  readonly balance_changes: readonly { readonly currency: string; readonly before: string; readonly after: string; readonly change: string }[];
}
const trade = (run: { json: () => Record<string, unknown> }): TradeJson => run.json() as unknown as TradeJson;

describe('buy: quote then confirm in one step (spec 000 §4, §7)', () => {
  it('from the cash account: the quote, the completed transaction and exactly the balances that changed', async () => {
    const run = await harness.run('buy', '--coin', 'BTC', '--amount', '100', '--pay', 'fiat_wallet', '--json');
    expect(run.code).toBe(0);
    const json = trade(run);
    expect(json.transaction).toMatchObject(cashBtcBuyOf100(json.quote.to_amount));
    expect(json.balance_changes).toEqual([
      { currency: 'BTC', before: '0.05', after: expect.any(String) as string, change: json.quote.to_amount },
      { currency: 'USD', before: '10000', after: '9900', change: '-100' },
    ]);
  });

  it('human mode: quote lines, the transaction and a before/after table', async () => {
    const run = await harness.run('buy', '--coin', 'ETH', '--amount', '0.01', '--in', 'coin', '--pay', 'fiat_wallet');
    expect(run.code).toBe(0);
    // Choice of the sandbox: a coin amount typed is quoted from the cash it costs, so the coins come to about that amount.
    const got = /you get: +(0\.01\d*) ETH\n/.exec(run.stdout)?.[1] ?? '';
    expect(got).not.toBe('');
    expect(run.stdout).toMatch(/transaction: tx_\S+ \(buy, completed\)\n/);
    expect(run.stdout).toMatch(
      /wallet +before +after +change\n[- ]+\nETH +1\.2 ETH +1\.21\d* ETH +\+0\.01\d* ETH\nUSD +\$10,000\.00 +\$9,9\d\d\.\d\d +-\$\d+\.\d\d\n/,
    );
    expect(run.stdout).toContain(`+${got} ETH`);
    for (const step of ['filling in the Buy widget', 'asking for a quote', 'confirming the quote']) expect(run.stderr).toContain(step);
  });

  it('paying with another coin (--pay crypto_wallet --pay-coin ETH)', async () => {
    const json = trade(await harness.run('buy', '--coin', 'BTC', '--amount', '0.1', '--pay', 'crypto_wallet', '--pay-coin', 'ETH', '--json'));
    expect(json.transaction).toMatchObject({ from_currency: 'ETH', from_amount: '0.1', to_currency: 'BTC' });
    expect(json.balance_changes.find((c) => c.currency === 'ETH')).toMatchObject({ before: '1.2', after: '1.1', change: '-0.1' });
  });

  it('by card: the 3-D Secure page passed headlessly; the card is charged, not the cash account', async () => {
    const run = await harness.run('buy', '--coin', 'ETH', '--amount', '50', '--pay', 'credit_card', '--card', 'card_visa_4242', '--json');
    expect(run.code).toBe(0);
    const json = trade(run);
    expect(json.transaction).toMatchObject({ side: 'buy', status: 'completed', payment_method: 'credit_card', from_amount: '50', to_currency: 'ETH' });
    expect(json.balance_changes).toEqual([{ currency: 'ETH', before: '1.2', after: expect.any(String) as string, change: json.quote.to_amount }]);
  });

  it('by card with 3-D Secure failed: transaction_failed (exit 1); with it cancelled the trade fails too; no coins arrive', async () => {
    const failed = await harness.run('buy', '--coin', 'ETH', '--amount', '50', '--pay', 'credit_card', '--3ds', 'fail', '--json');
    expect(failed.code).toBe(1);
    expect(errorOf(failed)).toMatchObject({ code: 'transaction_failed', message_key: 'transaction_failed' });
    const cancelled = await harness.run('buy', '--coin', 'ETH', '--amount', '50', '--pay', 'credit_card', '--3ds', 'cancel', '--json');
    expect(cancelled.code).toBe(1);
    expect(errorOf(cancelled)).toMatchObject({ code: 'transaction_failed' });
    const balances = (await harness.run('balances', '--json')).json() as { coin_wallets: { currency: string; available: string }[] };
    expect(balances.coin_wallets.find((w) => w.currency === 'ETH')?.available).toBe('1.2');
  });

  it('Apple Pay and Google Pay through the sandbox sheets; a cancelled sheet is purchase_cancelled', async () => {
    for (const pay of ['apple_pay', 'google_pay']) {
      const run = await harness.run('buy', '--coin', 'BTC', '--amount', '30', '--pay', pay, '--json');
      expect(run.code, run.stdout).toBe(0);
      expect(trade(run).transaction).toMatchObject({ status: 'completed', payment_method: pay });
    }
    const cancelled = await harness.run('buy', '--coin', 'BTC', '--amount', '30', '--pay', 'apple_pay', '--sheet', 'cancel', '--json');
    expect(cancelled.code).toBe(1);
    expect(errorOf(cancelled)).toMatchObject({ code: 'purchase_cancelled' });
  });

  it('a refusal of the widget stops before any quote: insufficient balance, nothing traded', async () => {
    const run = await harness.run('buy', '--coin', 'BTC', '--amount', '10000.01', '--pay', 'fiat_wallet', '--json');
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({ code: 'button_insufficient_balance' });
    expect(await usdBalance(harness, 'alex')).toBe('10000');
  });

  it('UK cooling-off (harriet): the guard blocks the buy with its catalogue code', async () => {
    const run = await harness.run('buy', '--coin', 'BTC', '--amount', '100', '--pay', 'fiat_wallet', '--persona', 'harriet', '--json');
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({ code: 'trade_feature_restriction_in_cooling_off_period' });
  });
});

describe('sell: quote then confirm in one step', () => {
  it('to cash: the coins leave, the cash account grows by the proceeds the transaction reports', async () => {
    const run = await harness.run('sell', '--coin', 'BTC', '--amount', '0.01', '--to', 'cash', '--json');
    expect(run.code).toBe(0);
    const json = trade(run);
    const received = String(json.transaction.to_amount);
    expect(json.transaction).toMatchObject({ side: 'sell', status: 'completed', from_currency: 'BTC', from_amount: '0.01', to_currency: 'USD' });
    expect(json.balance_changes).toEqual([
      { currency: 'BTC', before: '0.05', after: '0.04', change: '-0.01' },
      { currency: 'USD', before: '10000', after: expect.any(String) as string, change: received },
    ]);
  });

  it('to another coin (human mode)', async () => {
    const run = await harness.run('sell', '--coin', 'ETH', '--amount', '0.1', '--to', 'crypto', '--receive-coin', 'SOL');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/ETH +1\.2 ETH +1\.1 ETH +-0\.1 ETH\nSOL +0 SOL +[\d.]+ SOL +\+[\d.]+ SOL\n/);
  });

  it('a refusal: more than held (button_insufficient_balance), nothing sold', async () => {
    const run = await harness.run('sell', '--coin', 'ETH', '--amount', '2', '--to', 'cash', '--json');
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({ code: 'button_insufficient_balance' });
  });
});
