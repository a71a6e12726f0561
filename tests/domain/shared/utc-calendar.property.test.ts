import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateYmd } from '../../../domain/shared/utc-calendar';
import { RUNS } from '../../arbitraries/runs';

describe('date format, properties (spec 001 §9)', () => {
  it('agrees with the date part of the ISO string for years 1970-9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(9999, 11, 31, 23, 59, 59) }), (ms) => {
        expect(formatDateYmd(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
      }),
      RUNS,
    );
  });
});
