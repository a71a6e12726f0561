import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { type CliHarness, cliHarness } from './cli-harness';
import { errorOf } from './deposit-cli-support';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  await harness.close();
});

const quoteBuy = (...flags: string[]) => harness.run('quote', 'buy', ...flags, '--json');
const quoteSell = (...flags: string[]) => harness.run('quote', 'sell', ...flags, '--json');
const usd = async (persona = 'alex') =>
  ((await harness.run('balances', '--persona', persona, '--json')).json() as { fiat_wallets: { currency: string; amount: string }[] }).fiat_wallets.find(
    (w) => w.currency === 'USD',
  )?.amount;

describe('quote buy: the Buy widget checked and quoted as the app does it (spec 000 §5, §7)', () => {
  it('a valid fiat-wallet buy prints one quote document: id, side, both sides, rate, fees, total, expiry; nothing is traded', async () => {
    const run = await quoteBuy('--coin', 'BTC', '--amount', '100', '--pay', 'fiat_wallet');
    expect(run.code).toBe(0);
    const { quote } = run.json() as { quote: Record<string, unknown> };
    expect(quote).toMatchObject({
      kind: 'buy',
      side: 'buy',
      from_currency: 'USD',
      to_currency: 'BTC',
      from_amount: '99.5',
      total_amount: '100',
      payment_method: 'fiat_wallet',
      fees: [{ type: 'trading_fee', original_amount: '0.5', actual_amount: '0.5', waived_amount: '0', currency: 'USD', waived: false }],
      trading_fee: { display: 'charged' },
      card_fee: null,
      expires_in_seconds: 15,
    });
    expect(quote.id).toMatch(/^quo_/);
    expect(typeof quote.rate).toBe('string');
    expect(Date.parse(String(quote.expires_at)) - harness.time.now()).toBe(15_000);
    expect(quote.confirm_with).toBe(`confirm --quote ${String(quote.id)}`);
    expect(await usd()).toBe('10000');
  });

  it('human mode: the confirmation as lines, progress on stderr', async () => {
    const run = await harness.run('quote', 'buy', '--coin', 'BTC', '--amount', '100', '--pay', 'fiat_wallet');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^quote: +quo_\S+ \(buy\)\namount: +\$99\.50\nrate: +1 BTC = \$[\d,.]+\ntrading fee: +\$0\.50\ntotal: +\$100\.00\nyou get: +0\.\d+ BTC\nexpires: +in 15 s /,
    );
    expect(run.stderr).toContain('asking for a quote');
  });

  it('card and Apple Pay quotes carry the card processing fee; a subscriber sees the waiver', async () => {
    const card = (await quoteBuy('--coin', 'ETH', '--amount', '50', '--pay', 'credit_card')).json() as { quote: Record<string, unknown> };
    expect(card.quote).toMatchObject({ payment_method: 'credit_card', total_amount: '50', card_fee: { actual_amount: '2', display: 'charged' } });
    const lena = (await quoteBuy('--coin', 'BTC', '--amount', '100', '--pay', 'fiat_wallet', '--persona', 'lena')).json() as {
      quote: { trading_fee: { display: string; waived: boolean } };
    };
    expect(lena.quote.trading_fee.display).not.toBe('charged');
  });

  it('above the cash balance: button_insufficient_balance (exit 1, the error document)', async () => {
    const run = await quoteBuy('--coin', 'BTC', '--amount', '20000', '--pay', 'fiat_wallet');
    expect(run.code).toBe(1);
    expect(errorOf(run)).toEqual({
      code: 'button_insufficient_balance',
      message_key: 'button_insufficient_balance',
      message: 'Insufficient balance',
      params: {},
    });
  });

  it('below the minimum and above the maximum: the threshold labels with their formatted limits', async () => {
    expect(errorOf(await quoteBuy('--coin', 'BTC', '--amount', '0.5', '--pay', 'fiat_wallet'))).toEqual({
      code: 'web_trade_below_min_limit_label',
      message_key: 'web_trade_below_min_limit_label',
      message: 'The minimum is $1.00',
      params: { min: '$1.00', min_amount: '1', currency: 'USD' },
    });
    expect(errorOf(await quoteBuy('--coin', 'BTC', '--amount', '30000', '--pay', 'apple_pay'))).toMatchObject({
      code: 'web_trade_max_limit_label',
      params: { max: '$25,000.00', max_amount: '25000', currency: 'USD' },
    });
  });

  it('weekly limits: Apple Pay over what is left this week (wendy)', async () => {
    const run = await quoteBuy('--coin', 'BTC', '--amount', '500', '--pay', 'apple_pay', '--persona', 'wendy');
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({
      code: 'apple_pay_weekly_limit_exceeded',
      params: { remaining_amount: '100', limit_amount: '5000', current_amount: '4900', currency: 'USD' },
    });
  });

  it('weekly limits: the card and Google Pay (which checks the card numbers) with their own messages', async () => {
    expect(errorOf(await quoteBuy('--coin', 'BTC', '--amount', '500', '--pay', 'credit_card', '--persona', 'wendy'))).toMatchObject({
      code: 'credit_card_weekly_limit_exceeded',
      message: 'This amount is over your weekly card limit. $100.00 left this week.',
    });
    expect(errorOf(await quoteBuy('--coin', 'BTC', '--amount', '500', '--pay', 'google_pay', '--persona', 'wendy'))).toMatchObject({
      code: 'google_pay_weekly_limit_exceeded',
      params: { remaining_amount: '100' },
    });
  });

  it('payment options the widget shows but cannot select: an expired card, an empty cash account', async () => {
    expect(errorOf(await quoteBuy('--coin', 'BTC', '--amount', '10', '--pay', 'credit_card', '--card', 'card_visa_0005', '--persona', 'ed'))).toMatchObject({
      code: 'payment_card_expired',
    });
    expect(errorOf(await quoteBuy('--coin', 'BTC', '--amount', '100', '--pay', 'fiat_wallet', '--persona', 'zoe'))).toMatchObject({
      code: 'wallet_deposit_required',
      params: { currency: 'USD' },
    });
  });

  it('lot size: SHIB typed in coins must be whole lots of 1000', async () => {
    const run = await quoteBuy('--coin', 'SHIB', '--amount', '1500', '--in', 'coin', '--pay', 'fiat_wallet');
    expect(errorOf(run)).toMatchObject({ code: 'amount_not_multiple_of_lot_size', params: { lot_size: '1000', currency: 'SHIB' } });
    expect(run.code).toBe(1);
  });

  it('a pair the exchange does not trade (LEO for cash): trading_pair_not_supported', async () => {
    const run = await quoteBuy('--coin', 'LEO', '--amount', '100', '--pay', 'fiat_wallet');
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({ code: 'trading_pair_not_supported', message_key: 'trading_pair_not_supported' });
  });

  it('usage errors exit 2: an unknown --pay, a missing --coin, an amount that is not a number', async () => {
    expect((await quoteBuy('--coin', 'BTC', '--amount', '1', '--pay', 'cash')).code).toBe(2);
    expect((await quoteBuy('--amount', '1', '--pay', 'fiat_wallet')).code).toBe(2);
    const text = await quoteBuy('--coin', 'BTC', '--amount', 'ten', '--pay', 'fiat_wallet');
    expect(text.code).toBe(2);
    expect(errorOf(text)).toMatchObject({ code: 'usage' });
  });
});

describe('quote sell: the Sell tab checked and quoted (spec 000 §4, §5, §7)', () => {
  it('coins to cash: the quote of the fiat-wallet sell, fee and total in what is received', async () => {
    const run = await quoteSell('--coin', 'BTC', '--amount', '0.01', '--to', 'cash');
    expect(run.code).toBe(0);
    expect((run.json() as { quote: unknown }).quote).toMatchObject({
      kind: 'sell',
      side: 'sell',
      from_currency: 'BTC',
      from_amount: '0.01',
      to_currency: 'USD',
      payment_method: 'fiat_wallet',
      expires_in_seconds: 15,
    });
  });

  it('--in fiat types what is received; --to crypto receives another coin', async () => {
    const fiat = (await quoteSell('--coin', 'ETH', '--amount', '100', '--in', 'fiat', '--to', 'cash')).json() as {
      quote: { to_amount: string; total_amount: string };
    };
    expect(fiat.quote.total_amount).toMatch(/^(99\.99|100)$/);
    const coin = await harness.run('quote', 'sell', '--coin', 'ETH', '--amount', '0.1', '--to', 'crypto', '--receive-coin', 'SOL');
    expect(coin.code).toBe(0);
    expect(coin.stdout).toMatch(/amount: +0\.1 ETH\n[\s\S]*total: +[\d.]+ SOL\nyou get: +[\d.]+ SOL\n/);
  });

  it('more coins than held: button_insufficient_balance; a coin not held likewise', async () => {
    expect(errorOf(await quoteSell('--coin', 'BTC', '--amount', '1', '--to', 'cash'))).toMatchObject({ code: 'button_insufficient_balance' });
    const none = await quoteSell('--coin', 'SOL', '--amount', '1', '--to', 'cash');
    expect(none.code).toBe(1);
    expect(errorOf(none)).toMatchObject({ code: 'button_insufficient_balance', params: { currency: 'SOL' } });
  });

  it('below the minimum proceeds: web_trade_below_min_limit_label', async () => {
    expect(errorOf(await quoteSell('--coin', 'BTC', '--amount', '0.00001', '--to', 'cash'))).toMatchObject({
      code: 'web_trade_below_min_limit_label',
      params: { min_amount: '1', currency: 'USD' },
    });
  });

  it('a cash account not set up (nora, EUR): wallet_setup_required', async () => {
    expect(errorOf(await quoteSell('--coin', 'BTC', '--amount', '0.01', '--to', 'cash', '--currency', 'EUR', '--persona', 'nora'))).toMatchObject({
      code: 'wallet_setup_required',
      params: { currency: 'EUR' },
    });
  });

  it('--to crypto needs --receive-coin (usage, exit 2)', async () => {
    expect((await quoteSell('--coin', 'BTC', '--amount', '0.01', '--to', 'crypto')).code).toBe(2);
  });
});

describe('--help lists the trading commands', () => {
  it("the command list names quote buy, quote sell, confirm, buy and sell; a command's help shows its flags", async () => {
    const help = await harness.run('--help');
    expect(help.code).toBe(0);
    for (const command of ['quote buy', 'quote sell', 'confirm', 'buy', 'sell']) expect(help.stdout).toMatch(new RegExp(`^  ${command}: `, 'm'));
    const buy = await harness.run('buy', '--help');
    expect(buy.stdout).toContain(
      'usage: crypto-cli buy --coin COIN --amount AMOUNT [--in IN] --pay PAY [--card CARD] [--pay-coin PAY_COIN] [--currency CURRENCY] [--3ds 3DS] [--sheet SHEET]',
    );
  });
});
