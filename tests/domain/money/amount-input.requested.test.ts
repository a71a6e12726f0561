import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFiatAmount } from '../../../domain/money/amount-input';
import { currencyCode } from '../../../domain/money/currency';
import { decimalString } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

const USD = currencyCode('USD');
const JPY = currencyCode('JPY');

describe('readFiatAmount: a fiat amount read from a request', () => {
  it('accepts a positive decimal string within the currency decimals', () => {
    const r = readFiatAmount('250.50', USD);
    expect(r.ok && r.value.toFixed(2)).toBe('250.50');
    expect(readFiatAmount('1000', JPY).ok).toBe(true);
  });

  it.each([
    ['a number', 100],
    ['missing', undefined],
    ['not decimal', '1e3'],
    ['comma', '1,000.00'],
    ['zero', '0.00'],
    ['negative', '-5.00'],
    ['too many decimals', '1.005'],
    ['a dot for a 0-decimal currency', '100.5'],
    ['13 integer digits', '1234567890123'],
  ])('refuses %s with invalid_parameter', (_, raw) => {
    const currency = raw === '100.5' ? JPY : USD;
    const r = readFiatAmount(raw, currency);
    expect(r.ok ? 'ok' : r.error.code).toBe('invalid_parameter');
  });

  it('counts leading zeros out of the 12 integer digits', () => {
    expect(readFiatAmount('000123456789012.00', USD).ok).toBe(true);
  });

  it('property: accepts exactly the positive amounts of up to 12 integer digits and 2 decimals, unchanged', () => {
    fc.assert(
      fc.property(decimalString({ maxIntegerDigits: 13, maxDecimals: 3 }), (raw) => {
        const [integer = '', fraction = ''] = raw.split('.');
        const valid = integer.replace(/^0+(?=\d)/, '').length <= 12 && fraction.length <= 2 && !/^0*(\.0*)?$/.test(raw);
        const r = readFiatAmount(raw, USD);
        expect(r.ok).toBe(valid);
        if (r.ok) expect(r.value.eq(raw)).toBe(true);
      }),
      RUNS,
    );
  });
});
