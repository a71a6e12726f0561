import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { type CliHarness, cliHarness } from './cli-harness';
import { cashBtcBuyOf100 } from './cli-expectations';
import { errorOf } from './deposit-cli-support';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  await harness.close();
});

const QUOTE_BUY = ['quote', 'buy', '--coin', 'BTC', '--amount', '100', '--pay', 'fiat_wallet', '--json'];
const quoteId = async (...argv: string[]): Promise<string> => {
  const run = await harness.run(...argv);
  expect(run.code).toBe(0);
  return (run.json() as { quote: { id: string } }).quote.id;
};

describe('confirm --quote: executes a quote shown earlier in the same session (spec 000 §4, §7)', () => {
  it('confirms a buy quote: the transaction of exactly that quote and the balances it changed', async () => {
    const id = await quoteId(...QUOTE_BUY);
    const run = await harness.run('confirm', '--quote', id, '--json');
    expect(run.code).toBe(0);
    const json = run.json() as { quote: { id: string; to_amount: string }; transaction: Record<string, unknown>; balance_changes: unknown[] };
    expect(json.quote.id).toBe(id);
    expect(json.transaction).toMatchObject(cashBtcBuyOf100(json.quote.to_amount));
    expect(json.balance_changes).toEqual([
      { currency: 'BTC', before: '0.05', after: expect.any(String) as string, change: json.quote.to_amount },
      { currency: 'USD', before: '10000', after: '9900', change: '-100' },
    ]);
  });

  it('confirms a sell quote (human mode): the quote, the transaction, the balances table', async () => {
    const id = await quoteId('quote', 'sell', '--coin', 'ETH', '--amount', '0.5', '--to', 'cash', '--json');
    const run = await harness.run('confirm', '--quote', id);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`quote:        ${id} (sell)`);
    expect(run.stdout).toMatch(/transaction: tx_\S+ \(sell, completed\)\npaid: +0\.5 ETH\nreceived: +\$[\d,.]+\n/);
    expect(run.stdout).toMatch(/ETH +1\.2 ETH +0\.7 ETH +-0\.5 ETH/);
  });

  it('a used quote: quotation_already_used (exit 1)', async () => {
    const id = await quoteId(...QUOTE_BUY);
    expect((await harness.run('confirm', '--quote', id, '--json')).code).toBe(0);
    const again = await harness.run('confirm', '--quote', id, '--json');
    expect(again.code).toBe(1);
    expect(errorOf(again)).toMatchObject({ code: 'quotation_already_used', message_key: 'quotation_already_used', params: { quote: id } });
  });

  it('an expired quote: after its 15 s countdown (virtual time) the confirmation refreshed it; the old id is quotation_expired, nothing traded', async () => {
    const id = await quoteId(...QUOTE_BUY);
    await harness.time.advance(15_000);
    const run = await harness.run('confirm', '--quote', id, '--json');
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({ code: 'quotation_expired', params: { quote: id } });
    const balances = (await harness.run('balances', '--json')).json() as { fiat_wallets: { currency: string; amount: string }[] };
    expect(balances.fiat_wallets.find((w) => w.currency === 'USD')?.amount).toBe('10000');
  });

  it('a quote replaced by a newer quote of the same kind is expired; the newer one confirms', async () => {
    const first = await quoteId(...QUOTE_BUY);
    const second = await quoteId(...QUOTE_BUY);
    expect(errorOf(await harness.run('confirm', '--quote', first, '--json'))).toMatchObject({ code: 'quotation_expired' });
    expect((await harness.run('confirm', '--quote', second, '--json')).code).toBe(0);
  });

  it('an unknown id (never shown in this session, e.g. from another process): quotation_not_found; human mode says so on stderr', async () => {
    const run = await harness.run('confirm', '--quote', 'quo_1_nope', '--json');
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({ code: 'quotation_not_found', message_key: 'quotation_not_found', params: { quote: 'quo_1_nope' } });
    const human = await harness.run('confirm', '--quote', 'quo_1_nope');
    expect(human).toMatchObject({ code: 1, stdout: '' });
    expect(human.stderr).toContain('(quotation_not_found)');
  });

  it('--quote is required (usage, exit 2)', async () => {
    expect((await harness.run('confirm', '--json')).code).toBe(2);
  });
});
