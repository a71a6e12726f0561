import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { sumOfParts } from '../../../domain/money/sum-of-parts';

const amount = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => dec(`${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`));

describe('sumOfParts', () => {
  it('adds parts in the total currency exactly', () => {
    expect(
      sumOfParts('USD', [
        { amount: dec('0.10'), currency: 'USD' },
        { amount: dec('0.20'), currency: 'USD' },
      ])?.toFixed(2),
    ).toBe('0.30');
    expect(sumOfParts('USD', [])?.toFixed(2)).toBe('0.00');
  });

  it('states no sum when any part is in another currency (property)', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 6 }), amount, fc.nat(6), (usd, eur, at) => {
        const parts = usd.map((a) => ({ amount: a, currency: 'USD' }));
        parts.splice(Math.min(at, parts.length), 0, { amount: eur, currency: 'EUR' });
        expect(sumOfParts('USD', parts)).toBeUndefined();
        expect(
          sumOfParts(
            'USD',
            parts.filter((p) => p.currency === 'USD'),
          )?.toFixed(2),
        ).toBe(usd.reduce((s, a) => s.plus(a), dec('0')).toFixed(2));
      }),
    );
  });
});
