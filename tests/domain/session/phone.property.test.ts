import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../../domain/session/phone';
import { RUNS } from '../../arbitraries/runs';
import { digits, insertAt, insertionPositions } from '../../arbitraries/text';

const separator = fc.constantFrom(' ', '-', '(', ')');
const typedPhone = fc.oneof(
  fc.tuple(fc.boolean(), digits(0, 18)).map(([plus, d]) => `${plus ? '+' : ''}${d}`),
  fc.string({ unit: fc.constantFrom('+', '1', '4', '7', ' ', '-', '(', ')', 'x', '.') }),
  fc.string(),
);

describe('normalisePhone invariants', () => {
  it('a result is always "+" and 8 to 15 ASCII digits', () => {
    fc.assert(
      fc.property(typedPhone, (typed) => {
        const phone = normalisePhone(typed);
        if (phone !== undefined) expect(phone).toMatch(/^\+[0-9]{8,15}$/);
      }),
      RUNS,
    );
  });

  it('keeps the digits typed, in order', () => {
    fc.assert(
      fc.property(typedPhone, (typed) => {
        const phone = normalisePhone(typed);
        if (phone !== undefined) expect(phone.slice(1)).toBe(typed.replace(/[^0-9]/g, ''));
      }),
      RUNS,
    );
  });

  it('is idempotent: a normalised number normalises to itself', () => {
    fc.assert(
      fc.property(typedPhone, (typed) => {
        const phone = normalisePhone(typed);
        if (phone !== undefined) expect(normalisePhone(phone)).toBe(phone);
      }),
      RUNS,
    );
  });

  it('spaces, dashes and brackets between the digits never change the result', () => {
    fc.assert(
      fc.property(digits(1, 18), fc.boolean(), insertionPositions, separator, (d, plus, positions, sep) => {
        const formatted = insertAt(d, positions, sep);
        const prefix = plus ? '+' : '';
        expect(normalisePhone(`${prefix}${formatted}`)).toBe(normalisePhone(`${prefix}${d}`));
      }),
      RUNS,
    );
  });

  it('a number of 8 to 15 digits is accepted, any other count is refused', () => {
    fc.assert(
      fc.property(digits(0, 20), fc.boolean(), (d, plus) => {
        const accepted = normalisePhone(`${plus ? '+' : ''}${d}`) !== undefined;
        expect(accepted).toBe(d.length >= 8 && d.length <= 15);
      }),
      RUNS,
    );
  });
});
