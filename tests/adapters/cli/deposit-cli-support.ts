import { expect } from 'vitest';
import type { CliRun, cliHarness } from './cli-harness';

type Harness = ReturnType<typeof cliHarness>;

/** The scheduler's next timer is due within a poll interval: the command is waiting on a poll, not on a request (whose timeout is 15 s or more away). */
const POLL_STEP_MS = 1_000;

/** Lets real work run (I/O, crypto in the thread pool) until `condition` holds; fails after `realMs` of real time. */
async function realWaitUntil(condition: () => boolean, realMs = 20_000): Promise<void> {
  const deadline = Date.now() + realMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the command neither ended nor waited on a timer');
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * Runs a command line in virtual time: whenever the command waits on a poll timer (due within a
 * second), time jumps to it; while a request is in flight time stands still, so request timeouts
 * never fire by accident. Returns the run and the virtual time it took.
 */
export async function runAsTimePasses(harness: Harness, argv: readonly string[], limitMs = 300_000): Promise<CliRun & { readonly elapsedMs: number }> {
  let done = false;
  const running = harness.run(...argv).finally(() => {
    done = true;
  });
  const { scheduler } = harness.time;
  const start = scheduler.frame;
  const nextDue = (): number | undefined => scheduler.actions[0]?.delay;
  for (;;) {
    await realWaitUntil(() => done || (nextDue() ?? Infinity) - scheduler.frame <= POLL_STEP_MS);
    if (done) break;
    await harness.time.advance((nextDue() ?? scheduler.frame) - scheduler.frame);
    expect(scheduler.frame - start, `${argv.join(' ')} still running after ${String(limitMs)} ms of virtual time`).toBeLessThanOrEqual(limitMs);
  }
  return { ...(await running), elapsedMs: scheduler.frame - start };
}

/** A cash account balance, read through `balances --json`. */
export async function cashBalance(harness: Harness, persona: string, currency: string): Promise<string> {
  const json = (await harness.run('balances', '--persona', persona, '--json')).json() as { fiat_wallets: { currency: string; amount: string }[] };
  return json.fiat_wallets.find((w) => w.currency === currency)?.amount ?? '';
}

/** The USD cash account balance, read through `balances --json`. */
export const usdBalance = (harness: Harness, persona: string): Promise<string> => cashBalance(harness, persona, 'USD');

/** The error document of a failed `--json` run. */
export const errorOf = (run: CliRun): Record<string, unknown> => (run.json() as { error: Record<string, unknown> }).error;
