// `npm run bench`: every figure beside its baseline measured in the same run (the machine is
// shared and noisy: read the ratios, medians and ranges, and the load average each part prints).
// The parts: the domain's micro-benchmarks (vitest bench), the sandbox server beside plain
// node:http, the CLI beside bare node and tsx, the browser (LCP at 4x CPU slowdown beside a plain
// HTML form, bytes on the wire, API calls and serial steps on /hub/home), live prices (the market
// page's batches, sort and category switch, the coin page's tick, the data path, CLS and long
// tasks, each beside a vanilla baseline: scripts/bench/live-prices.ts). BENCH_ROUNDS and
// BENCH_SECONDS tune the rounds; `npm run bench -- server cli` runs only the parts named.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const PARTS = {
  micro: [['node_modules/.bin/vitest', ['bench', '--run', '--config', 'tests/vitest.config.ts', '--project', 'unit']]],
  server: [['node_modules/.bin/tsx', ['scripts/bench/server-throughput.ts']]],
  cli: [
    ['node', ['scripts/build-cli.mjs']],
    ['node_modules/.bin/tsx', ['scripts/bench/cli-speed.ts']],
  ],
  browser: [
    ['node', ['esbuild.config.mjs']],
    ['node_modules/.bin/tsx', ['scripts/bench/browser-speed.ts']],
  ],
  live: [
    ['node', ['scripts/bench/live/build.mjs']],
    ['node_modules/.bin/tsx', ['scripts/bench/live-prices.ts']],
  ],
};

const wanted = process.argv.slice(2);
const names = wanted.length === 0 ? Object.keys(PARTS) : wanted;
const unknown = names.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  console.error(`unknown part: ${unknown.join(', ')} (parts: ${Object.keys(PARTS).join(', ')})`);
  process.exit(2);
}
console.log(
  `bench: ${names.join(', ')} (load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
let failed = false;
for (const name of names) {
  for (const [command, args] of PARTS[name]) {
    const quiet = command === 'node' && args[0] === 'esbuild.config.mjs';
    const run = spawnSync(command, args, { stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    if (run.status !== 0) {
      console.error(`bench ${name}: ${command} ${args.join(' ')} exited ${String(run.status)}`);
      failed = true;
      break;
    }
  }
}
process.exit(failed ? 1 : 0);
