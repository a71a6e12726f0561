import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWalletSetUp, sellToFiatDecision } from '../../../domain/payment/fiat-wallet';
import { RUNS } from '../../arbitraries/runs';
import { fiatWallet } from '../../arbitraries/trade';

describe('selling to a fiat wallet, invariants', () => {
  it('the decision is to proceed exactly when the wallet is set up', () => {
    fc.assert(
      fc.property(fiatWallet, (w) => {
        expect(sellToFiatDecision(w)).toBe(isWalletSetUp(w) ? 'proceed' : 'open_wallet_setup');
      }),
      RUNS,
    );
  });
});
