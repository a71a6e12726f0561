import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliSession } from '../../../adapters/cli/cli-session';
import { memoryIo } from '../../../adapters/cli/cli-io';
import { COMMANDS } from '../../../adapters/cli/commands';
import { runCommandLine } from '../../../adapters/cli/run-cli';
import { createCliRuntime } from '../../../adapters/cli/runtime/cli-runtime';
import { DEMO_SIGN_IN } from '../../../adapters/sandbox/exchange/personas';
import { RequestTraffic } from '../../../adapters/cli/runtime/request-traffic';
import { VirtualTime } from '../../support/virtual-time';

/** The CLI in-process on virtual time (cliHarness). */
export type CliHarness = ReturnType<typeof cliHarness>;

/** What one command line printed and returned. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout as the one JSON document `--json` promises (fails the test otherwise). */
  readonly json: () => Record<string, unknown>;
}

/** By default a timer due within this is a poll or a debounce the command waits on (request timeouts are 15 s or more away). */
const POLL_STEP_MS = 1_000;
/** Event-loop turns without a request in flight before the command counts as waiting on time. */
const IDLE_TURNS = 20;

const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `work` (a command) in virtual time: timers due now fire at once; when no request is in
 * flight and the next timer is a poll or debounce (due within a second), time moves to it. Time
 * never moves while a request is in flight, nor to a distant timer (a quote's countdown, a rate
 * refresh): tests move it themselves between commands.
 */
async function pumped<T>(work: Promise<T>, time: VirtualTime, traffic: RequestTraffic, paused: () => boolean, pollStepMs: number): Promise<T> {
  let done = false;
  const running = work.finally(() => {
    done = true;
  });
  const { scheduler } = time;
  let idle = 0;
  while (!done) {
    await nextTurn();
    if (paused() || traffic.inFlight > 0) {
      idle = 0;
      continue;
    }
    const next = scheduler.actions[0];
    if (next !== undefined && next.delay <= scheduler.frame) {
      await time.advance(0);
      idle = 0;
    } else if (++idle >= IDLE_TURNS) {
      idle = 0;
      if (next !== undefined && next.delay - scheduler.frame <= pollStepMs) await time.advance(next.delay - scheduler.frame);
    }
  }
  return running;
}

/**
 * The CLI in-process, through the same entry as the bin (runCommandLine with every command), on
 * virtual time: one session across runs, as `batch` keeps one. A scenario's wait step advances
 * virtual time.
 */
export function cliHarness(options: { readonly pollStepMs?: number } = {}) {
  const pollStepMs = options.pollStepMs ?? POLL_STEP_MS;
  const time = new VirtualTime();
  // The scheduler's now is the sandbox clock's, as asyncScheduler's is Date.now in a real run (quote validity, bonus countdowns).
  time.scheduler.now = time.now;
  const dir = mkdtempSync(join(tmpdir(), 'crypto-cli-'));
  const logs: string[] = [];
  const traffic = new RequestTraffic();
  let waiting = 0;
  const wait = async (ms: number): Promise<void> => {
    waiting++;
    try {
      await time.advance(ms);
    } finally {
      waiting--;
    }
  };
  const session = new CliSession({
    scheduler: time.scheduler,
    clock: time.now,
    sessionFile: join(dir, 'session.json'),
    logTo: (text) => logs.push(text),
    traffic,
    wait,
    createRuntime: createCliRuntime,
    personas: DEMO_SIGN_IN,
  });
  const run = async (...argv: string[]): Promise<CliRun> => {
    const io = memoryIo();
    const code = await pumped(runCommandLine(argv, COMMANDS, session, io), time, traffic, () => waiting > 0, pollStepMs);
    const stdout = io.stdout();
    return {
      code,
      stdout,
      stderr: io.stderr(),
      json: () => {
        const lines = stdout.trim().split('\n');
        if (lines.length !== 1) throw new Error(`expected one JSON line, got ${String(lines.length)}: ${stdout}`);
        return JSON.parse(lines[0] ?? '') as Record<string, unknown>;
      },
    };
  };
  /** Any work on the session (a `batch` run with its own io) in the same virtual time. */
  const pump = <T>(work: Promise<T>): Promise<T> => pumped(work, time, traffic, () => waiting > 0, pollStepMs);
  const close = async (): Promise<void> => {
    await session.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { time, dir, session, run, pump, logs, close };
}

/** One line of `batch`'s output: the line's exit code and its --json document. */
export interface BatchLine {
  readonly exit_code: number;
  readonly result: Record<string, unknown>;
}

/** Runs command lines through `batch` as the persona alex, on a fresh in-process sandbox in virtual time; one output line each. */
export async function runBatch(lines: readonly (readonly string[])[]): Promise<BatchLine[]> {
  const harness = cliHarness();
  const io = memoryIo(lines.map((l) => JSON.stringify(l)));
  await harness.pump(runCommandLine(['batch', '--persona', 'alex'], COMMANDS, harness.session, io));
  await harness.close();
  return io
    .stdout()
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as BatchLine);
}
