import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { HOST, type PaymentBackends, ROOT, runBin, startPaymentBackends } from './cli-process-support';
import { cashBtcBuyOf100 } from './cli-expectations';
import { READER_GONE } from '../../../adapters/cli/cli-failure';
import { tempDirs } from '../../support/temp-dirs';

const temp = tempDirs();
afterAll(temp.removeAll);

const HOME = temp.make('crypto-cli-trade-');

/** The bin in its own process, its session kept in `home`. */
const cli = (args: readonly string[], home = HOME) => runBin(args, { CRYPTO_CLI_HOME: home });

let backends: PaymentBackends;
beforeAll(async () => {
  backends = await startPaymentBackends(5);
});
afterAll(() => backends.close());

const CARD_BUY = ['buy', '--coin', 'ETH', '--amount', '50', '--pay', 'credit_card', '--persona', 'alex', '--json'];

describe('trading with the crypto-cli bin, in its own process', { timeout: 90_000 }, () => {
  it('buy: one JSON document with the quote, the completed transaction and the balances it changed; exit 0', async () => {
    const run = await cli(['buy', '--coin', 'BTC', '--amount', '100', '--pay', 'fiat_wallet', '--persona', 'alex', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    const json = JSON.parse(run.stdout) as { quote: { to_amount: string }; transaction: Record<string, unknown>; balance_changes: unknown[] };
    expect(json.transaction).toMatchObject(cashBtcBuyOf100(json.quote.to_amount));
    expect(json.balance_changes).toContainEqual({ currency: 'USD', before: '10000', after: '9900', change: '-100' });
  });

  it('buy refused by the widget: exit 1, the error document on stdout and nothing else', async () => {
    const run = await cli(['buy', '--coin', 'BTC', '--amount', '20000', '--pay', 'fiat_wallet', '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({
      error: { code: 'button_insufficient_balance', message_key: 'button_insufficient_balance', message: 'Insufficient balance', params: {} },
    });
  });

  it('batch answers every line of a long input written at once (readline’s iterator dropped hundreds, exiting 0)', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => JSON.stringify(['check', 'amount', '--currency', 'EUR', '--input', `${String(i)}.5`]));
    const run = await runBin(['batch', '--persona', 'alex'], { CRYPTO_CLI_HOME: HOME }, `${lines.join('\n')}\n`);
    const answers = run.stdout.trim().split('\n');
    expect(answers).toHaveLength(3000);
    expect(answers.every((answer) => (JSON.parse(answer) as { exit_code: number }).exit_code === 0)).toBe(true);
    expect(run.code).toBe(0);
  });

  it('a reader that stops reading (batch | head -1) ends the batch quietly with the SIGPIPE status, no stack', async () => {
    const child = spawn(process.execPath, ['scripts/crypto-cli.mjs', 'batch', '--persona', 'alex'], {
      cwd: ROOT,
      env: { ...process.env, CRYPTO_CLI_HOME: HOME },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const line = JSON.stringify(['check', 'amount', '--currency', 'EUR', '--input', '1.5']);
    const answered = new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    child.stdin.write(`${line}\n`);
    const first = await answered;
    child.stdout.destroy();
    const code = new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
    child.stdin.on('error', () => undefined); // the child may be gone before all of it is written
    child.stdin.end(`${Array.from({ length: 2000 }, () => line).join('\n')}\n`);
    expect(first).toContain('"exit_code":0');
    expect(await code).toBe(READER_GONE);
    expect(stderr).not.toContain('EPIPE');
  });

  it('a quote confirmed by a later line of the same batch (real time); its id is unknown to the next process', async () => {
    const child = spawn(process.execPath, ['scripts/crypto-cli.mjs', 'batch', '--persona', 'alex'], {
      cwd: ROOT,
      env: { ...process.env, CRYPTO_CLI_HOME: HOME },
    });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const next = async () => JSON.parse(((await lines.next()).value as string | undefined) ?? 'null') as { exit_code: number; result: Record<string, unknown> };
    child.stdin.write(`${JSON.stringify(['quote', 'buy', '--coin', 'ETH', '--amount', '50', '--pay', 'fiat_wallet'])}\n`);
    const quoted = await next();
    expect(quoted.exit_code).toBe(0);
    const id = (quoted.result.quote as { id: string }).id;
    child.stdin.write(`${JSON.stringify(['confirm', '--quote', id])}\n`);
    const confirmed = await next();
    child.stdin.end();
    const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
    expect(confirmed).toMatchObject({ exit_code: 0, result: { quote: { id }, transaction: { side: 'buy', status: 'completed', from_amount: '50' } } });
    expect(code).toBe(0);
    const later = await cli(['confirm', '--quote', id, '--json']);
    expect(later.code).toBe(1);
    expect(JSON.parse(later.stdout)).toMatchObject({ error: { code: 'quotation_not_found' } });
  });

  it('--api against a sandbox server: a card buy passes 3-D Secure on the gateway page over HTTP', async () => {
    const run = await cli([...CARD_BUY, '--api', backends.sandbox.server.url]);
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as { quote: { to_amount: string }; transaction: Record<string, unknown>; balance_changes: unknown[] };
    expect(json.transaction).toMatchObject({ status: 'completed', payment_method: 'credit_card', to_currency: 'ETH', to_amount: json.quote.to_amount });
    expect(json.balance_changes).toEqual([{ currency: 'ETH', before: '1.2', after: expect.any(String) as string, change: json.quote.to_amount }]);
  });

  it("--api against a backend whose card page is a real issuer's: purchase_needs_browser with the page address; nothing bought", async () => {
    const run = await cli([...CARD_BUY, '--api', backends.issuerBackend.server.url]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'purchase_needs_browser', params: { url: expect.stringContaining(HOST) as string } } });
    const balances = await cli(['balances', '--api', backends.issuerBackend.server.url, '--persona', 'alex', '--json']);
    expect((JSON.parse(balances.stdout) as { coin_wallets: { currency: string; available: string }[] }).coin_wallets).toContainEqual(
      expect.objectContaining({ currency: 'ETH', available: '1.2' }),
    );
  });
});
