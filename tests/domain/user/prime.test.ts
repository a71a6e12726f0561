import { describe, expect, it } from 'vitest';
import { isPrimeRegularUser, isPrimeUser } from '../../../domain/user/prime';

describe('Prime users (spec 001 §1)', () => {
  it('a Prime user has prime_benefit and Prime enabled in the app config', () => {
    expect(isPrimeUser({ benefit: true, invited: true }, true)).toBe(true);
    expect(isPrimeUser({ benefit: true, invited: false }, true)).toBe(true);
    expect(isPrimeUser({ benefit: true, invited: true }, false)).toBe(false);
    expect(isPrimeUser({ benefit: false, invited: true }, true)).toBe(false);
    expect(isPrimeUser(undefined, true)).toBe(false);
  });

  it('invited with benefit means a regular Prime user, whatever the config flag', () => {
    expect(isPrimeRegularUser({ benefit: true, invited: true })).toBe(true);
    expect(isPrimeRegularUser({ benefit: true, invited: false })).toBe(false);
    expect(isPrimeRegularUser({ benefit: false, invited: true })).toBe(false);
    expect(isPrimeRegularUser(undefined)).toBe(false);
  });
});
