import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { checkPreQuote, type CoinFeatures, type PreQuoteContext } from '../../../domain/trade/pre-quote-check';
import { RUNS } from '../../arbitraries/runs';
import { fiatAmount } from '../../arbitraries/trade';

const features: fc.Arbitrary<CoinFeatures> = fc.record({
  exchange: fc.boolean(),
  purchase: fc.boolean(),
  vibanPurchase: fc.boolean(),
  vibanOut: fc.boolean(),
});
const context: fc.Arbitrary<PreQuoteContext> = fc.record({
  sourceAmount: fiatAmount,
  transactableAmount: fiatAmount,
  coinFeatures: features,
  payout: fc.constantFrom('coin_wallet' as const, 'fiat_wallet' as const),
});

describe('pre-quote check invariants', () => {
  it('gives balance first, then pair support, else passes', () => {
    fc.assert(
      fc.property(context, (c) => {
        const result = checkPreQuote(c);
        const supported = c.coinFeatures.exchange || (c.payout === 'fiat_wallet' && c.coinFeatures.vibanOut);
        const expected = c.sourceAmount.greaterThan(c.transactableAmount) ? ErrorCode.insufficientBalance : supported ? 'ok' : ErrorCode.pairNotSupported;
        expect(result.ok ? 'ok' : result.error.code).toBe(expected);
      }),
      RUNS,
    );
  });
});
