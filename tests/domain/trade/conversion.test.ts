import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { coinsForFiat, fiatForCoins } from '../../../domain/trade/conversion';

const coins = (fiat: string, price: string, decimals: number): string => coinsForFiat(dec(fiat), dec(price), decimals).toFixed();
const fiat = (amount: string, price: string, decimals: number): string => fiatForCoins(dec(amount), dec(price), decimals).toFixed();

describe('coinsForFiat', () => {
  it('divides the fiat by the price', () => {
    expect(coins('100', '50000', 8)).toBe('0.002');
  });

  it('rounds down to the coin precision', () => {
    // 100 / 30000 = 0.0033333333...
    expect(coins('100', '30000', 8)).toBe('0.00333333');
    // 2 / 3 = 0.666..., never 0.67
    expect(coins('2', '3', 2)).toBe('0.66');
  });

  it('rounds down to the lot for a negative lot exponent', () => {
    // 1000 / 0.00037 = 2702702.70..., lots of 1000
    expect(coins('1000', '0.00037', -3)).toBe('2702000');
  });

  it('too little fiat for one unit of the coin buys nothing', () => {
    expect(coins('0.01', '50000', 6)).toBe('0');
  });

  it('zero fiat buys zero coins', () => {
    expect(coins('0', '123.45', 8)).toBe('0');
  });

  it('rejects a price of zero or below', () => {
    expect(() => coinsForFiat(dec('1'), dec('0'), 8)).toThrow(RangeError);
    expect(() => coinsForFiat(dec('1'), dec('-1'), 8)).toThrow(RangeError);
  });

  it('never rounds up, even when the quotient needs more than 40 digits', () => {
    // Exactly, 439592398294.31 / 2999999.9999999701 = 146530.79943143812709030099999999999999990...
    // A half-up quotient at 40 digits became ...0301 before the round-down.
    expect(coins('439592398294.31', '2999999.9999999701', 18)).toBe('146530.7994314381270903');
  });
});

describe('fiatForCoins', () => {
  it('multiplies the coins by the price', () => {
    expect(fiat('0.5', '50000', 2)).toBe('25000');
  });

  it('rounds down to the fiat precision', () => {
    expect(fiat('0.00333333', '30000', 2)).toBe('99.99');
    expect(fiat('0.123456', '1000.5', 0)).toBe('123');
  });

  it('zero coins are worth zero', () => {
    expect(fiat('0', '50000', 2)).toBe('0');
  });

  it('never rounds up, even when the product needs more than 40 digits', () => {
    // Exactly, 485773834370.624611555593738317 × 1.23456789012347 = 599720777776.12999999999999999999999999999999
    expect(fiat('485773834370.624611555593738317', '1.23456789012347', 2)).toBe('599720777776.12');
  });

  it('converting fiat to coins and back never gives more fiat than was spent', () => {
    const spent = dec('1234.56');
    const price = dec('43210.98765432');
    const bought = coinsForFiat(spent, price, 8);
    expect(fiatForCoins(bought, price, 2).lessThanOrEqualTo(spent)).toBe(true);
  });
});
