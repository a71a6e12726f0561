import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrimeRegularUser, isPrimeUser } from '../../../domain/user/membership';
import { RUNS } from '../../arbitraries/runs';

const prime = fc.option(fc.record({ benefit: fc.boolean(), invited: fc.boolean() }), { nil: undefined });

describe('Prime users, properties (spec 001 §1)', () => {
  it('a regular Prime user is a Prime user wherever Prime is enabled, and nobody is one where it is not', () => {
    fc.assert(
      fc.property(prime, fc.boolean(), (p, enabled) => {
        if (isPrimeRegularUser(p) && enabled) expect(isPrimeUser(p, enabled)).toBe(true);
        if (!enabled) expect(isPrimeUser(p, enabled)).toBe(false);
      }),
      RUNS,
    );
  });
});
