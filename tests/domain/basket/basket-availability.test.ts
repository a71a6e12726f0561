import { describe, expect, it } from 'vitest';
import { basketAvailability } from '../../../domain/basket/basket-availability';
import { basketFixture } from '../../arbitraries/trade';

describe('basket availability (spec 000 §3, §4, §8)', () => {
  it('a preset basket, listed and enabled, can be bought', () => {
    expect(basketAvailability(basketFixture({ origin: 'preset' }))).toBe('available');
  });

  it('a delisted basket is delisted; a disabled one disabled (both refused with the basket delisted dialog)', () => {
    expect(basketAvailability(basketFixture({ origin: 'preset', delisted: true }))).toBe('delisted');
    expect(basketAvailability(basketFixture({ origin: 'preset', disabled: true }))).toBe('disabled');
    expect(basketAvailability(basketFixture({ origin: 'preset', delisted: true, disabled: true }))).toBe('delisted');
  });

  it('a stakeable basket, or one not of preset origin, is not for purchase', () => {
    expect(basketAvailability(basketFixture({ origin: 'preset', stakeable: true }))).toBe('not_for_purchase');
    expect(basketAvailability(basketFixture({ origin: 'custom' }))).toBe('not_for_purchase');
  });
});
