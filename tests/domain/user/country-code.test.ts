import { describe, expect, it } from 'vitest';
import { ALPHA3_TO_ALPHA2, countryCodeOf } from '../../../domain/user/country-code';

describe('countryCodeOf (phone_country alpha-3 to country_code alpha-2)', () => {
  it.each([
    ['USA', 'US'],
    ['GBR', 'GB'],
    [' sgp ', 'SG'],
    ['CAN', 'CA'],
    ['GB', 'GB'],
    ['DEU', 'DE'],
    ['ARE', 'AE'],
    ['XKX', 'XK'],
    ['gb', 'GB'],
  ])('%s is %s', (phone, code) => expect(countryCodeOf(phone)).toBe(code));

  it('an unknown or missing country is unknown', () => {
    for (const code of [undefined, '', 'XYZ', 'ZZ', 'U', 'USAA', '12']) expect(countryCodeOf(code)).toBeUndefined();
  });

  it('the table is one-to-one: 249 ISO 3166-1 countries and Kosovo, every code unique and well-formed', () => {
    const alpha2 = [...ALPHA3_TO_ALPHA2.values()];
    expect(ALPHA3_TO_ALPHA2.size).toBe(250);
    expect(new Set(alpha2).size).toBe(250);
    for (const [three, two] of ALPHA3_TO_ALPHA2) {
      expect(three).toMatch(/^[A-Z]{3}$/);
      expect(two).toMatch(/^[A-Z]{2}$/);
    }
  });
});
