import { describe, expect, it } from 'vitest';
import { FETCH_RETRY_DELAY_MS } from '../../../domain/errors/fetch-retry';

describe('fetch retry (spec 000 §8, 001 §8)', () => {
  it('a failed fetch is retried after 5 s', () => {
    expect(FETCH_RETRY_DELAY_MS).toBe(5000);
  });
});
