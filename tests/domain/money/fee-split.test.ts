import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { splitFee } from '../../../domain/money/fee-split';

const split = (input: string, percentage: string, decimals: number) => {
  const { net, fee } = splitFee(dec(input), dec(percentage), decimals);
  return { net: net.toFixed(), fee: fee.toFixed() };
};

describe('splitFee', () => {
  it('splits a card fee of 3.99% off 100 USD', () => {
    expect(split('100', '3.99', 2)).toEqual({ net: '96.01', fee: '3.99' });
  });

  it('rounds the fee up to the currency decimals', () => {
    // 1.49% of 10.01 = 0.149149 -> 0.15
    expect(split('10.01', '1.49', 2)).toEqual({ net: '9.86', fee: '0.15' });
    // 1.99% of 0.01 = 0.000199 -> 0.01: the smallest fee is one cent
    expect(split('0.01', '1.99', 2)).toEqual({ net: '0', fee: '0.01' });
  });

  it('a fee that is already exact at the currency decimals is not rounded', () => {
    expect(split('200', '1.5', 2)).toEqual({ net: '197', fee: '3' });
  });

  it('rounds the fee up to whole units for a currency without decimals', () => {
    // 1.49% of 1000 JPY = 14.9 -> 15
    expect(split('1000', '1.49', 0)).toEqual({ net: '985', fee: '15' });
  });

  it('rounds the fee up to the lot for a negative lot exponent', () => {
    // 1% of 12300 = 123 -> 200 with lots of 100
    expect(split('12300', '1', -2)).toEqual({ net: '12100', fee: '200' });
  });

  it('rounds the fee of a coin amount up to the coin precision', () => {
    expect(split('0.12345678', '0.1', 8)).toEqual({ net: '0.12333332', fee: '0.00012346' });
  });

  it('a percentage of 0 gives a fee of 0', () => {
    expect(split('123.45', '0', 2)).toEqual({ net: '123.45', fee: '0' });
  });

  it('a percentage of 100 takes everything', () => {
    expect(split('123.45', '100', 2)).toEqual({ net: '0', fee: '123.45' });
  });

  it('an input of 0 gives a fee of 0', () => {
    expect(split('0', '3.99', 2)).toEqual({ net: '0', fee: '0' });
  });

  it('the fee never exceeds the input even when rounding up would', () => {
    // 99.9% of 0.01 = 0.00999 -> 0.01, capped at the input 0.01
    expect(split('0.01', '99.9', 2)).toEqual({ net: '0', fee: '0.01' });
    // 50% of 150 with lots of 100 = 75 -> 100, within the input
    expect(split('100', '50', -2)).toEqual({ net: '0', fee: '100' });
  });

  it('rejects a negative input', () => {
    expect(() => splitFee(dec('-1'), dec('1'), 2)).toThrow(RangeError);
  });

  it('rejects a percentage below 0 or above 100', () => {
    expect(() => splitFee(dec('10'), dec('-0.01'), 2)).toThrow(RangeError);
    expect(() => splitFee(dec('10'), dec('100.01'), 2)).toThrow(RangeError);
  });

  it('rejects a non-integer number of decimals', () => {
    expect(() => splitFee(dec('10'), dec('1'), 1.5)).toThrow(RangeError);
  });

  it('the fee is at least the exact percentage even when input × percentage needs more than 40 digits', () => {
    // Exactly, 123456789012.345678901234567891 × 71.1822677925211% is
    // 87879342162.815666423760566643000000000000001: just above a multiple of 10^-18, so
    // rounding up must give ...644. A half-up intermediate product at 40 digits lost that last 1.
    expect(split('123456789012.345678901234567891', '71.1822677925211', 18)).toEqual({
      net: '35577446849.530012477474001247',
      fee: '87879342162.815666423760566644',
    });
  });
});
