import { describe, expect, it } from 'vitest';
import { isOwned, PRESET_ORIGIN } from '../../../domain/basket/basket';
import { dec } from '../../../domain/money/decimal';
import { basketFixture } from '../../arbitraries/trade';

describe('basket (spec 000 §3)', () => {
  it('a basket with a balance above 0 is owned', () => {
    expect(isOwned(basketFixture({ balance: dec('0.01') }))).toBe(true);
  });

  it('a basket with a zero balance is not owned', () => {
    expect(isOwned(basketFixture({ balance: dec('0') }))).toBe(false);
  });

  it("only the 'preset' origin is shown", () => {
    expect(PRESET_ORIGIN).toBe('preset');
  });
});
