// `npm run bench` (CLI): how fast the crypto-cli bin starts and how many `batch` lines it runs per
// second, beside baselines in the same run: a bare `node` start, the same entry through tsx (what
// the bin did before the prebuilt bundle), and the pure domain rule called in a loop. Medians of
// ROUNDS runs after a warm-up; the machine's load average is printed beside the figures.
import { spawn, spawnSync } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { acceptAmountInput } from '../../domain/money/amount-input';
import { median } from './load';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LINES = Number(process.env.BENCH_LINES ?? 2000);
const home = mkdtempSync(join(tmpdir(), 'crypto-cli-bench-'));
const env = { ...process.env, CRYPTO_CLI_HOME: home };

/** Milliseconds a command takes from spawn to exit. */
function startMs(args: readonly string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { env, stdio: 'ignore' });
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${String(run.status)}`);
  return performance.now() - started;
}

/** Lines per second of one `batch` run fed `lines` (timed from the first result to the last, so the start is not counted). */
function batchRate(lines: readonly string[]): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['scripts/crypto-cli.mjs', 'batch', '--persona', 'alex'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
    let seen = 0;
    let first = 0;
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const part of parts) {
        if (!part.includes('"exit_code":0')) fail(new Error(`a batch line failed: ${part.slice(0, 300)}`));
        seen += 1;
        if (seen === 1) first = performance.now();
      }
    });
    // 'close', not 'exit': the process can have exited while its last output is still in the pipe.
    child.on('close', (code) =>
      seen === lines.length && code === 0
        ? done((seen - 1) / ((performance.now() - first) / 1000))
        : fail(new Error(`${String(seen)} of ${String(lines.length)} lines answered, exit ${String(code)}`)),
    );
    child.stdin.end(`${lines.join('\n')}\n`);
  });
}

const repeat = (line: readonly string[], n: number) => Array.from({ length: n }, () => JSON.stringify(line));
const checkLines = repeat(['check', 'amount', '--currency', 'BTC', '--input', '0.12345678'], LINES);
const fiatCheckLines = repeat(['check', 'amount', '--currency', 'EUR', '--input', '12.5'], LINES);
const quoteLines = repeat(['quote', 'buy', '--coin', 'BTC', '--amount', '25', '--pay', 'fiat_wallet'], Math.max(50, LINES / 8));

function domainRate(): number {
  const n = 200_000;
  const started = performance.now();
  for (let i = 0; i < n; i++) acceptAmountInput('', '0.12345678', 8);
  return n / ((performance.now() - started) / 1000);
}

// Warm-up: builds the bundle if stale, fills the disk cache.
startMs(['scripts/crypto-cli.mjs', '--help']);
await batchRate(checkLines.slice(0, 50));

const rounds = Array.from({ length: ROUNDS }, (_, i) => i);
const bare = median(rounds.map(() => startMs(['-e', ''])));
const help = median(rounds.map(() => startMs(['scripts/crypto-cli.mjs', '--help'])));
const oneLine = median(rounds.map(() => startMs(['scripts/crypto-cli.mjs', 'check', 'amount', '--currency', 'EUR', '--input', '12.5'])));
const tsxHelp = median(rounds.map(() => startMs(['--import', 'tsx', 'adapters/cli/main.ts', '--help'])));
const checks: number[] = [];
const fiatChecks: number[] = [];
const quotes: number[] = [];
for (const _ of rounds) {
  checks.push(await batchRate(checkLines));
  fiatChecks.push(await batchRate(fiatCheckLines));
  quotes.push(await batchRate(quoteLines));
}
const domain = median(rounds.map(domainRate));
rmSync(home, { recursive: true, force: true });
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const fixed = (n: number) => Math.round(n).toLocaleString('en-US');

console.log(
  `cli: median of ${String(ROUNDS)} after a warm-up (load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
console.log(`  --help             ${fixed(help)} ms   (bare node ${fixed(bare)} ms; through tsx ${fixed(tsxHelp)} ms) goal < 1000 ms ${verdict(help < 1000)}`);
console.log(`  one-line command   ${fixed(oneLine)} ms   (check amount EUR) goal < 1000 ms ${verdict(oneLine < 1000)}`);
console.log(
  `  batch check amount ${fixed(median(checks))} lines/s coin, ${fixed(median(fiatChecks))} fiat (the rule alone: ${fixed(domain)}/s) goal >= 2,000 ${verdict(Math.min(median(checks), median(fiatChecks)) >= 2000)}`,
);
console.log(`  batch quote buy    ${fixed(median(quotes))} lines/s (in-process sandbox) goal >= 200 ${verdict(median(quotes) >= 200)}`);
