import { describe, expect, it } from 'vitest';
import { FETCH_RETRY_DELAY_MS, nextFetchRetryAt } from '../../../domain/errors/fetch-retry';

describe('fetch retry (spec 000 §8, 001 §8)', () => {
  it('a failed fetch is retried once, 5 s after the failure', () => {
    expect(FETCH_RETRY_DELAY_MS).toBe(5000);
    expect(nextFetchRetryAt(1, 10_000)).toBe(15_000);
  });

  it('after the retry fails too, there is no further retry', () => {
    expect(nextFetchRetryAt(2, 15_000)).toBeUndefined();
    expect(nextFetchRetryAt(7, 15_000)).toBeUndefined();
  });

  it('a failure count below 1 or fractional is a programming error', () => {
    expect(() => nextFetchRetryAt(0, 0)).toThrow(RangeError);
    expect(() => nextFetchRetryAt(1.5, 0)).toThrow(RangeError);
  });
});
