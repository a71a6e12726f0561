import { describe, expect, it } from 'vitest';
import { ALPHA3_TO_ALPHA2, countryAlpha2 } from '../../../domain/user/country-code';

describe('country codes (phone_country alpha-3 to country_code alpha-2)', () => {
  it.each([
    ['USA', 'US'],
    ['GBR', 'GB'],
    ['SGP', 'SG'],
    ['CAN', 'CA'],
    ['DEU', 'DE'],
    ['ARE', 'AE'],
    ['XKX', 'XK'],
  ])('%s is %s', (alpha3, alpha2) => {
    expect(countryAlpha2(alpha3)).toBe(alpha2);
  });

  it('accepts an alpha-2 code as it is, trimmed and case-insensitively', () => {
    expect(countryAlpha2('gb')).toBe('GB');
    expect(countryAlpha2(' usa ')).toBe('US');
  });

  it('answers undefined for anything else', () => {
    for (const code of [undefined, '', 'XYZ', 'U', 'USAA', '12']) expect(countryAlpha2(code)).toBeUndefined();
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
