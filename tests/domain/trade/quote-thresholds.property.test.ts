import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateBuyAmount } from '../../../domain/trade/buy-amount-validation';
import { checkQuoteThresholds } from '../../../domain/trade/quote-thresholds';
import { RUNS } from '../../arbitraries/runs';
import { fiatAmount, fiatCurrency } from '../../arbitraries/trade';

describe('quote thresholds invariants', () => {
  it('agree with the buy amount validation when no balance is given', () => {
    const optional = fc.option(fiatAmount, { nil: undefined });
    fc.assert(
      fc.property(fiatAmount, optional, optional, fiatCurrency, (amount, min, max, currency) => {
        expect(checkQuoteThresholds(amount, { min, max, currency })).toEqual(
          validateBuyAmount(amount, { currency, available: undefined, minThreshold: min, maxThreshold: max }),
        );
      }),
      RUNS,
    );
  });
});
