import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldCoinsForSale } from '../../../domain/market/selectable-assets';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const holding = fc.record({
  symbol: fc.constantFrom('BTC', 'ETH', 'SOL', 'CRO', 'ADA').map(currencyCode),
  available: fc.constantFrom('0', '0.00000001', '1', '250').map(dec),
  nativeValue: fc.constantFrom('0', '0.01', '450', '2500').map(dec),
});

describe('heldCoinsForSale properties', () => {
  it('keeps exactly the holdings above 0, ordered by value (descending) then symbol', () => {
    fc.assert(
      fc.property(fc.array(holding, { maxLength: 10 }), (holdings) => {
        const held = heldCoinsForSale(holdings);
        expect(held.length).toBe(holdings.filter((h) => h.available.greaterThan(0)).length);
        held.forEach((h) => expect(h.available.greaterThan(0)).toBe(true));
        for (let i = 1; i < held.length; i++) {
          const [a, b] = [held[i - 1]!, held[i]!];
          const byValue = b.nativeValue.comparedTo(a.nativeValue);
          expect(byValue < 0 || (byValue === 0 && a.symbol <= b.symbol)).toBe(true);
        }
      }),
    );
  });
});
