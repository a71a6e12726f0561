import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_PRICE_BATCH_MS } from '../../../domain/market/live-price-batch';
import { cliHarness } from './cli-harness';

describe('coins --watch (the live-prices stream, headless)', () => {
  // The batch window (1500 ms) is the timer a watch waits on: the harness moves time to it only while no request is in flight.
  const harness = cliHarness({ pollStepMs: LIVE_PRICE_BATCH_MS });
  afterAll(() => harness.close());

  it('--json prints one JSON line per batch of live prices, then stops after --batches', async () => {
    const run = await harness.run('coins', '--search', 'bitcoin', '--watch', '--batches', '1', '--json');
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { stale: boolean; prices: { coinId: string; price: string }[] });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.stale).toBe(false);
    expect(lines[0]?.prices.map((p) => p.coinId)).toContain('btc');
    for (const line of lines) for (const price of line.prices) expect(price.price).toMatch(/^\d+(\.\d+)?$/);
  });

  it('redraws the page with live prices per batch for people', async () => {
    const run = await harness.run('coins', '--search', 'bitcoin', '--watch', '--batches', '1');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^live prices \(Ctrl-C to stop\)\nrank +coin +name +price +24h\n/);
    expect(run.stdout).toMatch(/BTC +Bitcoin +\$[\d,]+\.\d{2} +[+-]?\d+\.\d{2}%/);
  });

  it('--batches takes a whole number', async () => {
    const run = await harness.run('coins', '--watch', '--batches', '0', '--json');
    expect(run.code).toBe(2);
    expect(run.json()).toMatchObject({ error: { code: 'usage', message: '--batches takes a whole number from 1, not "0"' } });
  });
});
