import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeDirectionOfText, percentTextFormatter, priceTextFormatter } from '../../../domain/format/live-price-format';
import { changeDirection, formatPercentChange } from '../../../domain/format/percent-format';
import { formatPrice } from '../../../domain/format/price-format';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { decimalString } from '../../arbitraries/money';

const locale = fc.constantFrom('en-US', 'en-GB', 'de-DE', 'fr-FR', 'pt-BR', 'ar');
const currency = fc.constantFrom(undefined, 'USD', 'EUR', 'GBP', 'JPY').map((c) => (c === undefined ? undefined : currencyCode(c)));
const price = fc.oneof(
  decimalString({ maxIntegerDigits: 9, maxDecimals: 10 }),
  fc.constantFrom('0.99996', '9.99996', '99.9996', '1', '10', '100', '0', '0.000'),
);
const change = fc.oneof(decimalString({ maxIntegerDigits: 4, maxDecimals: 6, signed: true }), fc.constantFrom('-0.005', '-0.004', '0.005', '-0', '0.0049'));

describe('live price formats from decimal strings (no Decimal per value)', () => {
  it('a price reads exactly as formatPrice shows its Decimal, in every band, locale and currency', () => {
    fc.assert(
      fc.property(price, locale, currency, (text, loc, cur) => {
        expect(priceTextFormatter(loc, cur)(text)).toBe(formatPrice(dec(text), loc, cur === undefined ? {} : { currency: cur }));
      }),
      { numRuns: 500 },
    );
  });

  it('a change reads exactly as formatPercentChange shows it, and points the same way as changeDirection', () => {
    fc.assert(
      fc.property(change, locale, (text, loc) => {
        expect(percentTextFormatter(loc)(text)).toBe(formatPercentChange(dec(text), loc));
        expect(changeDirectionOfText(text)).toBe(changeDirection(dec(text)));
      }),
      { numRuns: 500 },
    );
  });
});
