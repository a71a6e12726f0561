import { describe, expect, it } from 'vitest';
import { numberFormatter, numericLiteral } from '../../../domain/format/number-formatter';

describe('number formatter cache', () => {
  it('gives the same formatter for the same locale and options', () => {
    const a = numberFormatter('en-US', { minimumFractionDigits: 2 });
    expect(numberFormatter('en-US', { minimumFractionDigits: 2 })).toBe(a);
  });

  it('gives different formatters for a different locale or options', () => {
    const a = numberFormatter('en-US', { minimumFractionDigits: 2 });
    expect(numberFormatter('de-DE', { minimumFractionDigits: 2 })).not.toBe(a);
    expect(numberFormatter('en-US', { minimumFractionDigits: 3 })).not.toBe(a);
  });

  it('formats a decimal string exactly, without a float on the way', () => {
    const format = numberFormatter('en-US', { minimumFractionDigits: 8, maximumFractionDigits: 8 });
    expect(format.format(numericLiteral('900719925474.99123456'))).toBe('900,719,925,474.99123456');
  });
});
