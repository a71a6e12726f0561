// `npm test`: install what is missing, then typecheck, lint, format, dependency rule, unit and property
// tests, integration tests and the Playwright journeys. Ends with one line `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureNodeModules } from './ensure-deps.mjs';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

ensureNodeModules();
ensureChromium();
rmSync('artifacts', { recursive: true, force: true });
mkdirSync('artifacts', { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** Each failed test's name and the start of its error, printed beside the summary: a log's tail then says what failed and why. */
const failures = [];

const env = { ...process.env, FORCE_COLOR: '0' };
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;
const started = performance.now();

function run(command, args) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
}

/** One check run beside others: its output is held and printed whole when it ends, so logs do not interleave. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n$ ${[command, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

function record(name, ok, since) {
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds(since)})`);
}

/**
 * Checks that each pass or fail as a whole. The first (lint, the longest) runs beside the others in
 * turn: the machine has two cores, and run one after another they took about three minutes.
 */
async function checks(first, ...rest) {
  const since = performance.now();
  const long = runQuietly(first.command, first.args);
  for (const step of rest) {
    const stepSince = performance.now();
    record(step.name, await runQuietly(step.command, step.args), stepSince);
  }
  record(first.name, await long, since);
}

/** A step that is one check: it passes or fails as a whole. */
function check(name, command, args) {
  const since = performance.now();
  record(name, run(command, args), since);
}

/** A test runner step: its own counts are added up from its JSON report. */
function suite(name, command, args, report, count, failed) {
  const since = performance.now();
  const ok = run(command, args);
  const json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  const counts = json === undefined ? { passed: 0, failed: 0, skipped: 0 } : count(json);
  if (json !== undefined) failures.push(...failed(json));
  if (!ok && counts.failed === 0) counts.failed = 1; // the runner failed outside any test (setup, config)
  Object.keys(totals).forEach((key) => (totals[key] += counts[key]));
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds(since)})`);
}

const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
  skipped: r.numPendingTests + r.numTodoTests,
});
const playwrightCounts = (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped });
const vitest = (project) => [
  'run',
  '--config',
  'tests/vitest.config.ts',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=artifacts/vitest-${project}.json`,
];

await checks(
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'format', command: 'npm', args: ['run', '-s', 'format:check'] },
  { name: 'dependency rule', command: bin('tsx'), args: ['tests/architecture/check-dependency-rule.ts'] },
  {
    name: 'i18n: keys used, every language complete or its gaps listed, placeholders and plurals',
    command: bin('tsx'),
    args: ['scripts/i18n/check.ts'],
  },
);
suite('unit and property tests', bin('vitest'), vitest('unit'), 'artifacts/vitest-unit.json', vitestCounts, vitestFailures);
check('CLI bundle (dist-cli/)', 'node', ['scripts/build-cli.mjs']);
suite('integration tests', bin('vitest'), vitest('integration'), 'artifacts/vitest-integration.json', vitestCounts, vitestFailures);
check('sandbox attack (quick)', bin('tsx'), ['scripts/sandbox-attack.ts']);
suite(
  'browser tests (Chromium)',
  bin('playwright'),
  ['test', '-c', 'e2e/playwright.config.ts'],
  'artifacts/playwright.json',
  playwrightCounts,
  playwrightFailures,
);

if (totals.skipped > 0) lines.push(`(${totals.skipped} skipped)`);
if (failures.length > 0) console.log(`\nFailed tests (${failures.length}):\n${failures.slice(0, 12).join('\n')}`);
console.log(`\n${lines.join('\n')}\n`);
console.log(`(${seconds(started)} in all, after installing)\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
