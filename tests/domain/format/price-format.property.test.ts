import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, formatRate, priceDecimals } from '../../../domain/format/price-format';
import { type Dec, dec } from '../../../domain/money/decimal';
import { decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { Exact, exact } from '../../support/exact-decimal';

const anyPrice = decimalAmount({ maxIntegerDigits: 12, maxDecimals: 12, signed: true });
/** Prices within one unit of the band boundaries 1, 10, 100 and 1,000,000. */
const nearBoundary: fc.Arbitrary<Dec> = fc
  .tuple(fc.constantFrom('1', '10', '100', '1000000'), decimalAmount({ maxIntegerDigits: 0, maxDecimals: 9, signed: true }))
  .map(([edge, offset]) => dec(exact(edge).plus(exact(offset)).toFixed()));
const price = fc.oneof(anyPrice, nearBoundary);

/** en-US output without grouping: "-1,234.50" -> "-1234.50". */
const plain = (formatted: string): string => formatted.replace(/,/g, '');
const decimalsIn = (formatted: string): number => (formatted.split('.')[1] ?? '').length;
const HalfUp = Exact.ROUND_HALF_UP;

describe('price format invariants (en-US)', () => {
  it('priceDecimals is the number of decimals formatPrice shows (the chart steps its axis by it)', () => {
    fc.assert(
      fc.property(price, fc.boolean(), (value, flag) => {
        expect(priceDecimals(value, { twoDecimalsFrom10: flag })).toBe(decimalsIn(formatPrice(value, 'en-US', { twoDecimalsFrom10: flag })));
      }),
      RUNS,
    );
  });

  it('shows the number of digits of its band: 2 for zero, 4 significant below 1, 4, 3 (2 flagged), then 2 decimals', () => {
    fc.assert(
      fc.property(price, fc.boolean(), (value, flag) => {
        const size = exact(value).abs();
        const text = formatPrice(value, 'en-US', { twoDecimalsFrom10: flag });
        if (size.isZero()) expect(decimalsIn(text)).toBe(2);
        else if (size.lessThan(1))
          expect(
            plain(text)
              .replace(/^-?0\.0*/, '')
              .replace('.', ''),
          ).toHaveLength(4);
        else if (size.lessThan(10)) expect(decimalsIn(text)).toBe(4);
        else if (size.lessThan(100)) expect(decimalsIn(text)).toBe(flag ? 2 : 3);
        else expect(decimalsIn(text)).toBe(2);
      }),
      RUNS,
    );
  });

  it('shows the price rounded half up to those digits, every digit kept', () => {
    fc.assert(
      fc.property(price, (value) => {
        const x = exact(value);
        const size = x.abs();
        const text = plain(formatPrice(value, 'en-US'));
        if (size.isZero()) expect(text).toBe('0.00');
        else if (size.lessThan(1)) expect(exact(text).equals(x.toSignificantDigits(4, HalfUp))).toBe(true);
        else {
          const decimals = size.lessThan(10) ? 4 : size.lessThan(100) ? 3 : 2;
          expect(text).toBe(x.toDecimalPlaces(decimals, HalfUp).toFixed(decimals));
        }
      }),
      RUNS,
    );
  });

  it('groups the integer part by thousands', () => {
    fc.assert(
      fc.property(price, (value) => {
        const integer = formatPrice(value, 'en-US').replace(/^-/, '').split('.')[0] ?? '';
        expect(integer).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
      RUNS,
    );
  });
});

describe('rate format invariants (en-US)', () => {
  it('shows 8 decimals under 1, 4 under 100, none over 1,000,000, else 2', () => {
    fc.assert(
      fc.property(price, (value) => {
        const size = exact(value).abs();
        const expected = size.lessThan(1) ? 8 : size.lessThan(100) ? 4 : size.greaterThan(1_000_000) ? 0 : 2;
        const text = formatRate(value, 'en-US');
        expect(decimalsIn(text)).toBe(expected);
        expect(exact(plain(text)).equals(exact(value).toDecimalPlaces(expected, HalfUp))).toBe(true);
      }),
      RUNS,
    );
  });
});
