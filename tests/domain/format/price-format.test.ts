import { describe, expect, it } from 'vitest';
import { formatPrice, formatRate, priceDigits, rateFractionDigits } from '../../../domain/format/price-format';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const price = (value: string, options: Parameters<typeof formatPrice>[2] = {}, locale = 'en-US'): string => formatPrice(dec(value), locale, options);
const rate = (value: string, locale = 'en-US'): string => formatRate(dec(value), locale);

describe('price format (spec 001 §9)', () => {
  it('zero shows 2 decimals', () => {
    expect(price('0')).toBe('0.00');
    expect(priceDigits(dec('0'))).toEqual({ kind: 'fraction', digits: 2 });
  });

  it('below 1 shows 4 significant digits, rounded half up', () => {
    expect(price('0.123456')).toBe('0.1235');
    expect(price('0.00012344')).toBe('0.0001234');
    expect(price('0.00012345')).toBe('0.0001235');
    expect(price('0.5')).toBe('0.5000');
  });

  it('below 1 keeps 4 significant digits for tiny prices, in plain notation', () => {
    expect(price('0.000000000000000000000012345')).toBe('0.00000000000000000000001235');
  });

  it('the band is chosen on the unrounded price: 0.99996 shows 1.000', () => {
    expect(price('0.99996')).toBe('1.000');
  });

  it('from 1 to below 10 shows 4 decimals', () => {
    expect(price('1')).toBe('1.0000');
    expect(price('9.87654')).toBe('9.8765');
    expect(price('9.99995')).toBe('10.0000');
  });

  it('from 10 to below 100 shows 3 decimals, or 2 when flagged', () => {
    expect(price('10')).toBe('10.000');
    expect(price('99.9994')).toBe('99.999');
    expect(price('42.4245', { twoDecimalsFrom10: true })).toBe('42.42');
  });

  it('the flag does not change the other bands', () => {
    expect(price('5.5', { twoDecimalsFrom10: true })).toBe('5.5000');
    expect(price('0.5', { twoDecimalsFrom10: true })).toBe('0.5000');
    expect(price('150', { twoDecimalsFrom10: true })).toBe('150.00');
  });

  it('from 100 shows 2 decimals, grouped for the locale', () => {
    expect(price('100')).toBe('100.00');
    expect(price('67250.005')).toBe('67,250.01');
    expect(price('123456789012.345')).toBe('123,456,789,012.35');
    expect(price('67250.005', {}, 'de-DE')).toBe('67.250,01');
  });

  it('shows the currency when given', () => {
    expect(price('67250.5', { currency: currencyCode('USD') })).toBe('$67,250.50');
    expect(price('0.09213', { currency: currencyCode('USD') })).toBe('$0.09213');
    expect(price('0.5', { currency: currencyCode('EUR') }, 'de-DE')).toBe('0,5000\u00a0€');
  });

  it('negative prices use the bands of their size', () => {
    expect(price('-0.123456')).toBe('-0.1235');
    expect(price('-150.125')).toBe('-150.13');
  });
});

describe('rate format (second price format, spec 001 §9)', () => {
  it('under 1 shows 8 decimals, zero included', () => {
    expect(rate('0.123456789')).toBe('0.12345679');
    expect(rate('0')).toBe('0.00000000');
    expect(rateFractionDigits(dec('0.99999999'))).toBe(8);
  });

  it('from 1 to under 100 shows 4 decimals', () => {
    expect(rate('1')).toBe('1.0000');
    expect(rate('99.12345')).toBe('99.1235');
  });

  it('from 100 to 1,000,000 shows 2 decimals, 1,000,000 included', () => {
    expect(rate('100')).toBe('100.00');
    expect(rate('1000000')).toBe('1,000,000.00');
    expect(rate('67250.125')).toBe('67,250.13');
  });

  it('over 1,000,000 shows no decimals', () => {
    expect(rate('1000000.01')).toBe('1,000,000');
    expect(rate('1234567.5')).toBe('1,234,568');
    expect(rateFractionDigits(dec('1000000.000000001'))).toBe(0);
  });

  it('a tiny negative rate rounds to zero without a minus sign', () => {
    expect(rate('-0.000000001')).toBe('0.00000000');
  });

  it('shows the currency when given', () => {
    expect(formatRate(dec('67250.5'), 'en-US', { currency: currencyCode('USD') })).toBe('$67,250.50');
  });
});
