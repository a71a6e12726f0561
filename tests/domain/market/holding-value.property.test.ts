import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdingValueAt, liveTotalBalance } from '../../../domain/market/holding-value';
import { dec } from '../../../domain/money/decimal';
import { decimalString } from '../../arbitraries/money';

describe('a holding valued at a live price', () => {
  it('is the amount times the price, exactly (dividing back gives the amount)', () => {
    fc.assert(
      fc.property(decimalString({ maxIntegerDigits: 6, maxDecimals: 8 }), decimalString({ maxIntegerDigits: 7, maxDecimals: 8 }), (amount, price) => {
        const value = holdingValueAt(dec(amount), price);
        if (dec(price).isZero()) expect(value.isZero()).toBe(true);
        else expect(value.dividedBy(dec(price)).equals(dec(amount))).toBe(true);
      }),
    );
    expect(holdingValueAt(dec('0.5'), '66604.06').toFixed()).toBe('33302.03');
  });
});

const holding = fc.record({
  currency: fc.constantFrom('BTC', 'ETH', 'CRO'),
  available: decimalString({ maxIntegerDigits: 5, maxDecimals: 8 }),
  nativeAvailable: decimalString({ maxIntegerDigits: 7, maxDecimals: 2 }),
  nativeCurrency: fc.constantFrom('USD', 'EUR'),
});

describe('the total balance at live prices', () => {
  it('is the account total when the stream has no price', () => {
    fc.assert(
      fc.property(decimalString({ maxIntegerDigits: 8, maxDecimals: 2 }), fc.array(holding, { maxLength: 4 }), (total, raw) => {
        const holdings = raw.map((h) => ({ ...h, available: dec(h.available), nativeAvailable: dec(h.nativeAvailable) }));
        expect(liveTotalBalance(dec(total), 'USD', holdings, () => undefined).equals(dec(total))).toBe(true);
      }),
    );
  });

  it('replaces each priced holding in the total currency by its live value, exactly, and leaves the others', () => {
    fc.assert(
      fc.property(
        decimalString({ maxIntegerDigits: 8, maxDecimals: 2 }),
        fc.uniqueArray(holding, { maxLength: 3, selector: (h) => h.currency }),
        decimalString({ maxIntegerDigits: 6, maxDecimals: 8 }),
        (total, raw, price) => {
          const holdings = raw.map((h) => ({ ...h, available: dec(h.available), nativeAvailable: dec(h.nativeAvailable) }));
          const priced = (symbol: string) => (symbol === 'BTC' ? price : undefined);
          const expected = holdings
            .filter((h) => h.currency === 'BTC' && h.nativeCurrency === 'USD')
            .reduce((sum, h) => sum.plus(h.available.times(dec(price))).minus(h.nativeAvailable), dec(total));
          expect(liveTotalBalance(dec(total), 'USD', holdings, priced).equals(expected)).toBe(true);
        },
      ),
    );
    const btc = { currency: 'BTC', available: dec('0.5'), nativeAvailable: dec('33000.00'), nativeCurrency: 'USD' };
    expect(liveTotalBalance(dec('34000.00'), 'USD', [btc], () => '66604.06').toFixed()).toBe('34302.03');
  });
});
