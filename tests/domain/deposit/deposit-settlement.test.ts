import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settlementPollingConfig, settlementStatus } from '../../../domain/deposit/deposit-settlement';
import { DEFAULT_POLLING_INTERVAL_MS, DEFAULT_POLLING_MAX_ATTEMPTS } from '../../../domain/polling/polling-policy';
import { RUNS } from '../../arbitraries/runs';

describe('deposit settlement (spec 001 §4 business status, §9 polling defaults)', () => {
  it('completed is settled; rejected, failed and cancelled are failed; pending, processing and unknown statuses are pending', () => {
    expect(settlementStatus('completed')).toBe('settled');
    for (const s of ['rejected', 'failed', 'cancelled']) expect(settlementStatus(s)).toBe('failed');
    for (const s of ['pending', 'processing', 'activating', 'unknown', 'something_new']) expect(settlementStatus(s)).toBe('pending');
  });

  it('the wait polls until the entry is no longer pending', () => {
    const { isDone } = settlementPollingConfig();
    expect(isDone('pending')).toBe(false);
    expect(isDone('completed')).toBe(true);
    expect(isDone('failed')).toBe(true);
  });

  it('without a wait it keeps the spec defaults: every 1000 ms, at most 20 fetches', () => {
    expect(settlementPollingConfig()).toMatchObject({ intervalMs: DEFAULT_POLLING_INTERVAL_MS, maxAttempts: DEFAULT_POLLING_MAX_ATTEMPTS });
  });

  it('a wait of W ms fetches at 0, 1 s, ... up to W: floor(W / 1000) + 1 fetches; 0 fetches once', () => {
    expect(settlementPollingConfig(0).maxAttempts).toBe(1);
    expect(settlementPollingConfig(60_000).maxAttempts).toBe(61);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_600_000 }), (waitMs) => {
        const { intervalMs, maxAttempts } = settlementPollingConfig(waitMs);
        expect((maxAttempts - 1) * intervalMs).toBeLessThanOrEqual(waitMs);
        expect(maxAttempts * intervalMs).toBeGreaterThan(waitMs);
      }),
      RUNS,
    );
  });

  it('a negative or fractional wait is a bug', () => {
    expect(() => settlementPollingConfig(-1)).toThrow(RangeError);
    expect(() => settlementPollingConfig(1.5)).toThrow(RangeError);
  });
});
