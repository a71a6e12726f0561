import { describe, expect, it } from 'vitest';
import { decimalMarkOf, localAmountText, readAmountText } from '../../../domain/money/locale-amount-text';

describe('readAmountText: one rule for amounts typed in any language', () => {
  it('German: the comma is the decimal separator and "12,50" is 12.50, not 1250', () => {
    expect(readAmountText('12,50', 'de')).toBe('12.50');
    expect(readAmountText('1.234,50', 'de')).toBe('1234.50');
  });

  it('English: commas are stripped as the specification says', () => {
    expect(readAmountText('1,234.50', 'en-US')).toBe('1234.50');
    expect(readAmountText('12,50', 'en-US')).toBe('1250');
  });

  it('French, Polish, Swedish and Russian: space and no-break-space grouping is stripped', () => {
    expect(readAmountText('1 234,5', 'fr')).toBe('1234.5');
    expect(readAmountText('1\u202f234,5', 'fr-CA')).toBe('1234.5');
    expect(readAmountText('1\u00a0234\u00a0567,25', 'pl')).toBe('1234567.25');
  });

  it('comma-decimal without a comma: dots before groups of three are grouping, any other dot is the decimal separator', () => {
    expect(readAmountText('1.234', 'de')).toBe('1234');
    expect(readAmountText('1.234.567', 'de')).toBe('1234567');
    expect(readAmountText('12.50', 'de')).toBe('12.50');
    expect(readAmountText('12.', 'de')).toBe('12.');
    expect(readAmountText('1.2345', 'de')).toBe('1.2345');
  });

  it('leaves what is not a number for the amount-input rule to refuse', () => {
    expect(readAmountText('12a', 'de')).toBe('12a');
    expect(readAmountText('1,2,3', 'de')).toBe('1.2.3');
  });

  it('Hindi groups in lakhs with commas and writes a dot: commas stripped', () => {
    expect(readAmountText('12,34,567.5', 'hi')).toBe('1234567.5');
  });

  it("knows each locale's decimal mark, and a tag Intl cannot read is dot-decimal", () => {
    expect(decimalMarkOf('de')).toBe(',');
    expect(decimalMarkOf('es-419')).toBe('.');
    expect(decimalMarkOf('zh-CN')).toBe('.');
    expect(decimalMarkOf('not a tag!')).toBe('.');
  });

  it("shows an accepted amount with the locale's separator", () => {
    expect(localAmountText('12.5', 'de')).toBe('12,5');
    expect(localAmountText('12.5', 'en-US')).toBe('12.5');
    expect(localAmountText('', 'de')).toBe('');
  });
});
