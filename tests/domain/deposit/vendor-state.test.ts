import { describe, expect, it } from 'vitest';
import { isVendorState, vendorPollingConfig } from '../../../domain/deposit/vendor-state';

describe('vendor state polling', () => {
  it('vendor states are created, uncreated and pending', () => {
    expect(['created', 'uncreated', 'pending'].every(isVendorState)).toBe(true);
    expect(isVendorState('active')).toBe(false);
  });

  it('polls at the server-given frequency (seconds) for timeout/frequency attempts', () => {
    const config = vendorPollingConfig({ pollingFrequency: 2, pollingTimeout: 30 });
    expect(config.intervalMs).toBe(2000);
    expect(config.maxAttempts).toBe(15);
  });

  it('rounds the attempts down, with at least one', () => {
    expect(vendorPollingConfig({ pollingFrequency: 4, pollingTimeout: 10 }).maxAttempts).toBe(2);
    expect(vendorPollingConfig({ pollingFrequency: 5, pollingTimeout: 3 }).maxAttempts).toBe(1);
  });

  it('stops once the vendor is no longer pending', () => {
    const { isDone } = vendorPollingConfig({ pollingFrequency: 1, pollingTimeout: 5 });
    expect(isDone('pending')).toBe(false);
    expect(isDone('created')).toBe(true);
    expect(isDone('uncreated')).toBe(true);
  });

  it('missing or non-positive values fall back to the polling defaults', () => {
    for (const polling of [
      { pollingFrequency: undefined, pollingTimeout: 10 },
      { pollingFrequency: 0, pollingTimeout: 10 },
      { pollingFrequency: 2, pollingTimeout: -1 },
    ]) {
      const config = vendorPollingConfig(polling);
      expect([config.intervalMs, config.maxAttempts]).toEqual([1000, 20]);
    }
  });
});
