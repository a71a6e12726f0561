import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DURATION_UNIT_MS, type DurationUnit, parseDurationShorthand } from '../../../domain/session/duration-shorthand';
import { RUNS } from '../../arbitraries/runs';

describe('duration shorthand, properties', () => {
  it('n followed by a unit is n times the unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.constantFrom(...(Object.keys(DURATION_UNIT_MS) as DurationUnit[])), (n, unit) => {
        expect(parseDurationShorthand(`${n}${unit}`)).toBe(n * DURATION_UNIT_MS[unit]);
      }),
      RUNS,
    );
  });
});
