import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptAmountInput, amountOfInput } from '../../../domain/money/amount-input';
import { Money } from '../../../domain/money/decimal';
import { formattingLocaleOf } from '../../../domain/format/display-language';
import { OFFERED_LANGUAGES } from '../../../domain/format/languages';
import { decimalMarkOf, localAmountText, readAmountText } from '../../../domain/money/locale-amount-text';
import { RUNS } from '../../arbitraries/runs';

const LOCALES = OFFERED_LANGUAGES.map(formattingLocaleOf);
const locale = fc.constantFrom(...LOCALES);
const commaLocale = fc.constantFrom(...LOCALES.filter((l) => decimalMarkOf(l) === ','));

/** An amount a customer means: up to 12 integer digits and up to 8 decimals, as an exact decimal string. */
const meant = fc
  .tuple(fc.bigInt({ min: 0n, max: 999_999_999_999n }), fc.integer({ min: 0, max: 8 }), fc.bigInt({ min: 0n, max: 99_999_999n }))
  .map(([integer, decimals, fraction]) => ({
    text: decimals === 0 ? integer.toString() : `${integer.toString()}.${(fraction % 10n ** BigInt(decimals)).toString().padStart(decimals, '0')}`,
    decimals,
  }));

/** The customer's own way of writing it: the locale's number format, with or without grouping. */
const written = (text: string, decimals: number, where: string, grouping: boolean): string =>
  new Intl.NumberFormat(where, { useGrouping: grouping, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(text as unknown as number);

/** Types `typed` one character at a time into a field that shows the accepted value in `where`, as AmountInput does. */
function typeIntoField(typed: string, where: string, maxFraction: number): string {
  let accepted = '';
  for (const character of typed) {
    const shown = localAmountText(accepted, where);
    accepted = acceptAmountInput(accepted, readAmountText(shown + character, where), maxFraction).value;
  }
  return accepted;
}

describe('amounts typed in every offered language', () => {
  it('the value understood is the value meant, however the locale writes it (grouped or not)', () => {
    fc.assert(
      fc.property(meant, locale, fc.boolean(), ({ text, decimals }, where, grouping) => {
        const understood = readAmountText(written(text, decimals, where, grouping), where);
        expect(new Money(understood).equals(new Money(text))).toBe(true);
      }),
      RUNS,
    );
  });

  it('typed key by key in the field, the amount kept is the amount meant, never 100 times it', () => {
    fc.assert(
      fc.property(meant, locale, ({ text, decimals }, where) => {
        const accepted = typeIntoField(written(text, decimals, where, false), where, 8);
        expect(amountOfInput(accepted).equals(new Money(text))).toBe(true);
      }),
      RUNS,
    );
  });

  it('in a comma-decimal locale a keypad sending a dot still types the decimal separator', () => {
    fc.assert(
      fc.property(meant, commaLocale, ({ text }, where) => {
        expect(amountOfInput(typeIntoField(text, where, 8)).equals(new Money(text))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the field shows the value kept in the locale and reads it back unchanged', () => {
    fc.assert(
      fc.property(meant, locale, ({ text }, where) => {
        expect(readAmountText(localAmountText(text, where), where)).toBe(text);
      }),
      RUNS,
    );
  });
});
