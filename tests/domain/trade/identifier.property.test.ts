import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidIdentifier } from '../../../domain/trade/identifier';
import { RUNS } from '../../arbitraries/runs';

describe('identifier invariants', () => {
  it('every UUID of version 1 to 5 is valid, in either case', () => {
    fc.assert(
      fc.property(fc.uuid({ version: [1, 2, 3, 4, 5] }), fc.boolean(), (id, upper) => {
        expect(isValidIdentifier(upper ? id.toUpperCase() : id)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a valid identifier is always 36 characters with dashes at 8, 13, 18 and 23', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.stringMatching(/^[0-9a-fA-F-]{36}$/)), (value) => {
        if (!isValidIdentifier(value)) return;
        expect(value).toHaveLength(36);
        expect([8, 13, 18, 23].map((i) => value[i])).toEqual(['-', '-', '-', '-']);
        expect('12345').toContain(value[14]);
      }),
      RUNS,
    );
  });

  it('changing the version digit to one outside 1..5 makes a valid identifier invalid', () => {
    fc.assert(
      fc.property(fc.uuid({ version: [1, 2, 3, 4, 5] }), fc.constantFrom(...'06789abcdef'), (id, digit) => {
        expect(isValidIdentifier(`${id.slice(0, 14)}${digit}${id.slice(15)}`)).toBe(false);
      }),
      RUNS,
    );
  });
});
