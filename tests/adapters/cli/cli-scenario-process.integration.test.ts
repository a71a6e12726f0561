import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBin } from './cli-process-support';
import { tempDirs } from '../../support/temp-dirs';

const temp = tempDirs();
afterAll(temp.removeAll);

/** The bin in its own process, with a fresh home. */
const cli = (args: readonly string[]) => runBin(args, { CRYPTO_CLI_HOME: temp.make('crypto-cli-home-') });

describe('crypto-cli scenario, in its own process', { timeout: 120_000 }, () => {
  it('runs a shipped scenario in one process and one sandbox: one JSON document, exit 0', async () => {
    const run = await cli(['scenario', 'examples/scenarios/basket-rebalancing-change.yaml', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ scenario: 'basket rebalancing change', passed: true, steps_passed: 6, steps_failed: 0 });
  });

  it('a wait step against the in-process sandbox takes no real time: the expired-quote scenario passes well within its 16 s wait', async () => {
    const started = Date.now();
    const run = await cli(['scenario', 'examples/scenarios/expired-quote.yaml', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { passed: boolean; steps: { waited_ms?: number }[] };
    expect(report.passed).toBe(true);
    expect(report.steps[1]).toMatchObject({ waited_ms: 16_000, passed: true });
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('a failing step exits 1 with the table; a malformed file exits 2 with its line on stderr and nothing on stdout', async () => {
    const dir = temp.make('crypto-cli-scenario-');
    const failing = join(dir, 'failing.yaml');
    writeFileSync(failing, '- run: basket list\n  expect: { json: { "baskets[0].id": bsk_nope } }\n');
    const failed = await cli(['scenario', failing]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('   1  FAIL       0  basket list\n');
    const malformed = join(dir, 'malformed.yaml');
    writeFileSync(malformed, '- run: personas\n- wait: soon\n');
    const usage = await cli(['scenario', malformed]);
    expect(usage).toMatchObject({ code: 2, stdout: '' });
    expect(usage.stderr).toContain(`error: ${malformed}:2: step 2, wait: a duration such as 16s, 500ms or 2m\nhint: `);
  });
});
