import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSubmitReference } from '../../../domain/deposit/reference-number';
import { RUNS } from '../../arbitraries/runs';

describe('reference number, properties', () => {
  it('confirm is enabled exactly for 8 to 12 characters, attempts left, not submitting and not in error', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 16 }),
        fc.nat({ max: 5 }),
        fc.nat({ max: 5 }),
        fc.boolean(),
        fc.boolean(),
        (value, usedToday, dailyQuota, submitting, inError) => {
          const expected = value.length >= 8 && value.length <= 12 && usedToday < dailyQuota && !submitting && !inError;
          expect(canSubmitReference(value, { usedToday, dailyQuota, submitting, inError })).toBe(expected);
        },
      ),
      RUNS,
    );
  });
});
