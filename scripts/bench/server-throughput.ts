// `npm run bench` (server): GET /api/balances/total on the sandbox server, signed in, from 10
// keep-alive clients, beside a plain node:http server answering the same body, in the same run.
// Median of 3 alternating rounds; prints requests per second, the ratio, and p50/p99 latency, and
// each server's CPU time per request (from /proc: far steadier than throughput on a loaded machine,
// where the load generator and other processes take the cores the servers would use).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../attack/operations';
import { startSandboxProcess } from '../attack/sandbox-process';
import { WireClient } from '../attack/wire-client';
import { load, median, type LoadResult } from './load';

const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const cwd = process.cwd();

/** CPU time (user + system) a process has used so far, in ms, or NaN where /proc is not there. */
function cpuMs(pid: number): number {
  try {
    const fields =
      readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** A load round and the CPU the server spent on it, per request in µs. */
async function measured(pid: number, url: string, headers: Record<string, string>): Promise<LoadResult & { cpuPerRequestUs: number }> {
  const before = cpuMs(pid);
  const result = await load(url, { clients: CLIENTS, seconds: SECONDS, headers });
  return { ...result, cpuPerRequestUs: ((cpuMs(pid) - before) * 1000) / Math.max(1, result.requests) };
}

async function plainServer(port: number, body: string): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, [join(cwd, 'scripts/bench/plain-server.mjs')], {
    env: { ...process.env, PORT: String(port), BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready) => child.stdout.once('data', () => ready()));
  return { url: `http://127.0.0.1:${String(port)}`, pid: child.pid ?? -1, stop: () => child.kill('SIGTERM') };
}

const sandbox = await startSandboxProcess({ cwd, port: await freePorts(), args: ['--api-only', '--quiet'] });
const client = new WireClient(sandbox.url);
await client.signIn('+15550100001');
const path = '/api/balances/total';
const body = (await client.call('GET', path)).text;
const plain = await plainServer(await freePorts(), body);
const headers = { cookie: client.cookieHeader(), accept: 'application/json' };

type Round = LoadResult & { cpuPerRequestUs: number };
const sandboxRuns: Round[] = [];
const plainRuns: Round[] = [];
for (let round = 0; round < ROUNDS; round++) {
  plainRuns.push(await measured(plain.pid, `${plain.url}${path}`, headers));
  sandboxRuns.push(await measured(sandbox.pid, `${sandbox.url}${path}`, headers));
}
plain.stop();
await sandbox.stop();

const rate = (runs: readonly LoadResult[]) => median(runs.map((r) => r.perSecond));
const p99 = (runs: readonly LoadResult[]) => median(runs.map((r) => r.p99));
const ratio = rate(sandboxRuns) / rate(plainRuns);
const failures = sandboxRuns.reduce((n, r) => n + r.failures, 0);
const range = (runs: readonly LoadResult[]) =>
  `${Math.round(Math.min(...runs.map((r) => r.perSecond)))}-${Math.round(Math.max(...runs.map((r) => r.perSecond)))}`;
console.log(
  `server: GET ${path}, ${String(CLIENTS)} clients, ${String(ROUNDS)} rounds of ${String(SECONDS)} s (load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
console.log(
  `  sandbox      ${Math.round(rate(sandboxRuns))} req/s (range ${range(sandboxRuns)}), p50 ${median(sandboxRuns.map((r) => r.p50)).toFixed(1)} ms, p99 ${p99(sandboxRuns).toFixed(1)} ms, ${String(failures)} not 200`,
);
console.log(`  plain http   ${Math.round(rate(plainRuns))} req/s (range ${range(plainRuns)}), p99 ${p99(plainRuns).toFixed(1)} ms`);
const cpu = (runs: readonly Round[]) => median(runs.map((r) => r.cpuPerRequestUs));
console.log(
  `  CPU/request  sandbox ${cpu(sandboxRuns).toFixed(0)} µs, plain http ${cpu(plainRuns).toFixed(0)} µs: the plain server does ${(cpu(plainRuns) / cpu(sandboxRuns)).toFixed(2)}x the sandbox's work per request (what throughput would show on an idle machine)`,
);
console.log(
  `  ratio        ${ratio.toFixed(2)}x (goal >= 0.5x; p99 goal < 50 ms) ${ratio >= 0.5 && p99(sandboxRuns) < 50 && failures === 0 ? 'ok' : 'MISSED'}`,
);
