import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { type CliHarness, cliHarness } from './cli-harness';

const FOLDER = new URL('../../../examples/scenarios/', import.meta.url).pathname;
const EXAMPLES = readdirSync(FOLDER)
  .filter((name) => /\.(ya?ml|json)$/.test(name))
  .sort();

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  await harness.close();
});

describe('the shipped example scenarios run and pass (so they cannot rot)', () => {
  it('the four journeys of issue 6 are shipped', () => {
    expect(EXAMPLES).toEqual(
      expect.arrayContaining(['basket-rebalancing-change.yaml', 'card-buy-3d-secure.yaml', 'expired-quote.yaml', 'first-purchase-welcome-bonus.yaml']),
    );
  });

  it.each(EXAMPLES)('%s', async (name) => {
    const run = await harness.run('scenario', join(FOLDER, name), '--json');
    const report = run.json() as { passed: boolean; steps: { step: number; failures: string[] }[] };
    expect(report.steps.filter((s) => s.failures.length > 0)).toEqual([]);
    expect(report.passed).toBe(true);
    expect(run.code).toBe(0);
  });
});
