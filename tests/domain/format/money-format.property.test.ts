import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCoin, formatFiat, formatServerAmountText } from '../../../domain/format/money-format';
import { currencyCode } from '../../../domain/money/currency';
import { dec, Rounding } from '../../../domain/money/decimal';
import { decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact } from '../../support/exact-decimal';

const amount = decimalAmount({ maxDecimals: 12 });

/** en-US grouping of a plain digit string: "1234567" -> "1,234,567". */
const group = (integer: string): string => integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Digits of the formatted number only: removes symbol, grouping and spaces. */
const numberIn = (formatted: string): string => formatted.replace(/[^0-9.]/g, '');

describe('formatFiat invariants (en-US)', () => {
  it('USD: the amount rounded down to 2 decimals, grouped by thousands, after a $', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const [integer = '', fraction = ''] = exact(value).toDecimalPlaces(2, Rounding.down).toFixed(2).split('.');
        expect(formatFiat(value, currencyCode('USD'), 'en-US')).toBe(`$${group(integer)}.${fraction}`);
      }),
      RUNS,
    );
  });

  it('JPY: the amount rounded down to whole yen, grouped by thousands, after a ¥', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const integer = exact(value).toDecimalPlaces(0, Rounding.down).toFixed(0);
        expect(formatFiat(value, currencyCode('JPY'), 'en-US')).toBe(`¥${group(integer)}`);
      }),
      RUNS,
    );
  });

  it('the amount shown is never more than the amount and less than a cent below it', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('USD', 'EUR', 'GBP'), (value, code) => {
        const shown = exact(numberIn(formatFiat(value, currencyCode(code), 'en-US')));
        expect(shown.lessThanOrEqualTo(exact(value))).toBe(true);
        expect(exact(value).minus(shown).lessThan('0.01')).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('formatCoin invariants (en-US)', () => {
  it('up to 8 decimals rounded down, trailing zeros dropped, grouped by thousands, then the symbol', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const plain = exact(value)
          .toDecimalPlaces(8, Rounding.down)
          .toFixed(8)
          .replace(/\.?0+$/, '');
        const [integer = '', fraction] = plain.split('.');
        const expected = `${group(integer)}${fraction === undefined ? '' : `.${fraction}`} ETH`;
        expect(formatCoin(value, currencyCode('ETH'), 'en-US')).toBe(expected);
      }),
      RUNS,
    );
  });

  it('never shows more than 8 decimals nor a trailing zero after the dot', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const number = numberIn(formatCoin(value, currencyCode('BTC'), 'en-US'));
        const fraction = number.split('.')[1];
        if (fraction !== undefined) {
          expect(fraction.length).toBeLessThanOrEqual(8);
          expect(fraction.endsWith('0')).toBe(false);
        }
      }),
      RUNS,
    );
  });
});

describe('formatServerAmountText invariants', () => {
  it('an amount and the expected fiat as a server writes them read exactly as formatFiat shows that amount; another currency is left as written', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('en-US', 'de-DE', 'ja-JP', 'ar-EG'), (value, locale) => {
        const text = value.toFixed();
        expect(formatServerAmountText(`${text} USD`, currencyCode('USD'), locale)).toBe(formatFiat(dec(text), currencyCode('USD'), locale));
        expect(formatServerAmountText(`${text} EUR`, currencyCode('USD'), locale)).toBe(`${text} EUR`);
      }),
      RUNS,
    );
  });
});
