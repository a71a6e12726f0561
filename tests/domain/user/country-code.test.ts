import { describe, expect, it } from 'vitest';
import { countryCodeOf } from '../../../domain/user/country-code';

describe('countryCodeOf', () => {
  it.each([
    ['USA', 'US'],
    ['GBR', 'GB'],
    [' sgp ', 'SG'],
    ['CAN', 'CA'],
    ['GB', 'GB'],
  ])('%s is %s', (phone, code) => expect(countryCodeOf(phone)).toBe(code));

  it('an unknown or missing country is unknown', () => {
    expect(countryCodeOf('XYZ')).toBeUndefined();
    expect(countryCodeOf('ZZ')).toBeUndefined();
    expect(countryCodeOf(undefined)).toBeUndefined();
  });
});
