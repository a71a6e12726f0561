import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, parseCardBrand } from '../../../domain/payment/saved-card';

describe('saved card brands (spec 000 §3)', () => {
  it('are maestro, mastercard, visa, visa_electron and pay_pal', () => {
    expect(CARD_BRANDS).toEqual(['maestro', 'mastercard', 'visa', 'visa_electron', 'pay_pal']);
  });

  it('parse case-insensitively and trimmed', () => {
    expect(parseCardBrand('Visa')).toBe('visa');
    expect(parseCardBrand(' MASTERCARD ')).toBe('mastercard');
    expect(parseCardBrand('visa_electron')).toBe('visa_electron');
  });

  it('other brands are unknown', () => {
    for (const raw of ['amex', 'discover', 'visa electron', 'paypal', '']) expect(parseCardBrand(raw), raw).toBeUndefined();
  });
});
