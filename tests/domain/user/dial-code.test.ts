import { describe, expect, it } from 'vitest';
import { countryOfPhone, internationalPhone, SIGNUP_COUNTRIES } from '../../../domain/user/dial-code';

describe('the sign-up phone step: country and number', () => {
  it('puts the country’s calling code before a national number, dropping a trunk 0 and separators', () => {
    expect(internationalPhone('US', '555 010 0101')).toBe('+15550100101');
    expect(internationalPhone('GB', '07700 900003')).toBe('+447700900003');
    expect(internationalPhone('SG', '(8800) 0010')).toBe('+6588000010');
  });

  it('takes a number typed with its own + as it is, whatever the country', () => {
    expect(internationalPhone('GB', '+1 555 010 0101')).toBe('+15550100101');
  });

  it('refuses letters, an empty number and an unknown country', () => {
    expect(internationalPhone('US', 'call me')).toBeUndefined();
    expect(internationalPhone('US', '  ')).toBeUndefined();
    expect(internationalPhone('ZZ', '5550100101')).toBeUndefined();
  });

  it('finds the country of a full number by its longest calling code, the United States for +1', () => {
    expect(countryOfPhone('+15550100101')).toBe('US');
    expect(countryOfPhone('+447700900003')).toBe('GB');
    expect(countryOfPhone('+351912345678')).toBe('PT');
    expect(countryOfPhone('+999')).toBe('US');
  });

  it('offers the United States first (the terms’ default)', () => {
    expect(SIGNUP_COUNTRIES[0]?.code).toBe('US');
  });
});
