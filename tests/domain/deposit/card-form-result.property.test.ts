import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newCard } from '../../../domain/deposit/card-form-result';
import { paymentCard, paymentCards } from '../../arbitraries/deposit';
import { RUNS } from '../../arbitraries/runs';

describe('newCard, properties', () => {
  it('adding one card to any list finds exactly that card, wherever it is inserted', () => {
    fc.assert(
      fc.property(paymentCards(), paymentCard, fc.nat(), (before, added, at) => {
        fc.pre(!before.some((c) => c.id === added.id));
        const after = [...before];
        after.splice(at % (before.length + 1), 0, added);
        expect(newCard(before, after)).toEqual(added);
      }),
      RUNS,
    );
  });

  it('a list compared with itself, reordered or shortened, has no new card', () => {
    fc.assert(
      fc.property(paymentCards(), fc.nat(), (cards, drop) => {
        const shortened = cards.filter((_, i) => i !== drop % Math.max(1, cards.length));
        expect(newCard(cards, [...cards].reverse())).toBeUndefined();
        expect(newCard(cards, shortened)).toBeUndefined();
      }),
      RUNS,
    );
  });
});
