import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const HOME = mkdtempSync(join(tmpdir(), 'crypto-cli-trade-'));

/** Runs the package's bin as a separate process, as a developer would. */
function cli(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/crypto-cli.mjs', ...args], { cwd: ROOT, env: { ...process.env, CRYPTO_CLI_HOME: HOME } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end();
  });
}

describe('trading with the crypto-cli bin, in its own process', { timeout: 90_000 }, () => {
  it('buy: one JSON document with the quote, the completed transaction and the balances it changed; exit 0', async () => {
    const run = await cli(['buy', '--coin', 'BTC', '--amount', '100', '--pay', 'fiat_wallet', '--persona', 'alex', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    const json = JSON.parse(run.stdout) as { quote: { to_amount: string }; transaction: Record<string, unknown>; balance_changes: unknown[] };
    expect(json.transaction).toMatchObject({ side: 'buy', status: 'completed', from_currency: 'USD', from_amount: '100', to_currency: 'BTC', to_amount: json.quote.to_amount });
    expect(json.balance_changes).toContainEqual({ currency: 'USD', before: '10000', after: '9900', change: '-100' });
  });

  it('buy refused by the widget: exit 1, the error document on stdout and nothing else', async () => {
    const run = await cli(['buy', '--coin', 'BTC', '--amount', '20000', '--pay', 'fiat_wallet', '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({ error: { code: 'button_insufficient_balance', message_key: 'button_insufficient_balance', message: 'Insufficient balance', params: {} } });
  });

  it('a quote confirmed by a later line of the same batch (real time); its id is unknown to the next process', async () => {
    const child = spawn(process.execPath, ['scripts/crypto-cli.mjs', 'batch', '--persona', 'alex'], { cwd: ROOT, env: { ...process.env, CRYPTO_CLI_HOME: HOME } });
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
});
