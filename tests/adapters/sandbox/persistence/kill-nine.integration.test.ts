import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freePorts, seededRandom } from '../../../../scripts/attack/operations';
import { failedDiskProbe } from '../../../../scripts/attack/probes/failed-disk';
import { killNineProbe } from '../../../../scripts/attack/probes/kill-nine';

const ROOT = new URL('../../../../', import.meta.url).pathname;

describe('the sandbox server keeping its state in a file (a real process)', () => {
  it('killed with SIGKILL at a random moment of a random burst of buys and sells: after a restart every acknowledged trade is there once, the books balance, no temporary file is left', async () => {
    const port = await freePorts();
    await fc.assert(
      fc.asyncProperty(fc.integer(), fc.integer({ min: 100, max: 700 }), async (seed, killAt) => {
        const figures = await killNineProbe({ cwd: ROOT, port, rounds: 1, parallel: 3, random: seededRandom(seed), minKillMs: killAt, killWindowMs: 1 });
        expect(figures).toMatchObject({ lost: 0, doubled: 0, unbalancedRounds: 0, staleTemporaryFiles: 0 });
        expect(figures.acknowledged).toBeGreaterThan(0);
      }),
      { numRuns: 2 },
    );
  }, 60_000);

  it('with its disk failing: every trade is refused with a server error, none is lost after a restart, and SIGTERM stops it cleanly', async () => {
    const figures = await failedDiskProbe({ cwd: ROOT, port: await freePorts(), trades: 5 });
    expect(figures).toEqual({ acknowledgedWhileFailing: 0, refusedWhileFailing: 5, lost: 0, exitCode: 0, crashed: false });
  }, 60_000);
});
