import { describe, expect, it } from 'vitest';
import { isTradingBlockedByCoolingOff } from '../../../domain/compliance/cooling-off-trading';

describe('UK cooling-off blocks trading while the window has time left (spec 000 §6, §8)', () => {
  it('blocks before the end and not from the end on', () => {
    expect(isTradingBlockedByCoolingOff(1_000, 999)).toBe(true);
    expect(isTradingBlockedByCoolingOff(1_000, 1_000)).toBe(false);
    expect(isTradingBlockedByCoolingOff(1_000, 5_000)).toBe(false);
  });

  it('never blocks outside the UK (no window)', () => {
    expect(isTradingBlockedByCoolingOff(undefined, 0)).toBe(false);
  });
});
