import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOfInput } from '../../../domain/money/parse-amount';
import { RUNS } from '../../arbitraries/runs';
import { digits } from '../../arbitraries/text';

describe('amountOfInput', () => {
  it('the empty field counts as zero', () => {
    expect(amountOfInput('').isZero()).toBe(true);
  });

  it('a lone dot and "0." count as zero', () => {
    expect(amountOfInput('.').isZero()).toBe(true);
    expect(amountOfInput('0.').isZero()).toBe(true);
  });

  it('a trailing dot is ignored', () => {
    expect(amountOfInput('12.').toFixed()).toBe('12');
  });

  it('reads digits and decimals exactly', () => {
    expect(amountOfInput('123456789012.12345678').toFixed()).toBe('123456789012.12345678');
    expect(amountOfInput('0.5').toFixed()).toBe('0.5');
  });

  it('reads an accepted input as the number its digits spell', () => {
    fc.assert(
      fc.property(digits(1, 12), fc.option(digits(0, 18), { nil: undefined }), (integer, fraction) => {
        const input = fraction === undefined ? integer : `${integer}.${fraction}`;
        const expected = BigInt(`${integer}${fraction ?? ''}`);
        const scale = fraction?.length ?? 0;
        const scaled = amountOfInput(input).times(`1e${scale}`);
        expect(scaled.toFixed()).toBe(expected.toString());
      }),
      RUNS,
    );
  });
});
