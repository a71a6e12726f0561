import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canReceiveInWallet, isWalletSetUp, sellToFiatDecision } from '../../../domain/payment/fiat-wallet';
import { RUNS } from '../../arbitraries/runs';
import { fiatWallet } from '../../arbitraries/trade';

describe('selling to a fiat wallet, invariants', () => {
  it('canReceiveInWallet iff set up and balance >= 0; the decision iff set up', () => {
    fc.assert(
      fc.property(fiatWallet, (w) => {
        expect(canReceiveInWallet(w)).toBe(w.state === 'created' && !w.amount.lessThan(0));
        expect(sellToFiatDecision(w)).toBe(isWalletSetUp(w) ? 'proceed' : 'open_wallet_setup');
      }),
      RUNS,
    );
  });
});
