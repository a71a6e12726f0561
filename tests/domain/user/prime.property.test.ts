import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrimeEligibleUser, isPrimeRegularUser, isPrimeUser } from '../../../domain/user/prime';
import { RUNS } from '../../arbitraries/runs';

const prime = fc.option(fc.record({ benefit: fc.boolean(), invited: fc.boolean() }), { nil: undefined });

describe('Prime users, properties (spec 001 §1)', () => {
  it('nobody is both eligible and a Prime user, nor both eligible and regular', () => {
    fc.assert(
      fc.property(prime, fc.boolean(), (p, enabled) => {
        const eligible = isPrimeEligibleUser(p, enabled);
        expect(eligible && isPrimeUser(p, enabled)).toBe(false);
        expect(eligible && isPrimeRegularUser(p)).toBe(false);
        if (isPrimeRegularUser(p) && enabled) expect(isPrimeUser(p, enabled)).toBe(true);
      }),
      RUNS,
    );
  });
});
