import { describe, expect, it } from 'vitest';
import { formatPercentChange } from '../../../domain/format/percent-format';
import { dec } from '../../../domain/money/decimal';

describe('formatPercentChange', () => {
  it.each([
    ['2.154', '+2.15%'],
    ['2.155', '+2.16%'],
    ['-0.4', '-0.40%'],
    ['-0.004', '0.00%'],
    ['0', '0.00%'],
    ['1234.5', '+1,234.50%'],
  ])('%s shows %s', (value, shown) => expect(formatPercentChange(dec(value), 'en-US')).toBe(shown));
});
