import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { usableLotSize } from '../../../domain/rates/live-rates';

describe('live rates', () => {
  it('a positive lot size is kept', () => {
    expect(usableLotSize(dec('0.001'))?.toFixed()).toBe('0.001');
    expect(usableLotSize(dec('100'))?.toFixed()).toBe('100');
  });

  it('a lot size of zero or below, or none, means no lot', () => {
    expect(usableLotSize(dec('0'))).toBeUndefined();
    expect(usableLotSize(dec('-1'))).toBeUndefined();
    expect(usableLotSize(undefined)).toBeUndefined();
  });
});
