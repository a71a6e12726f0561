import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { canPayFromWallet, type FiatWallet, isWalletSetUp, needsDeposit } from '../../../domain/payment/fiat-wallet';
import { decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

const wallet: fc.Arbitrary<FiatWallet> = fc.record({
  currency: fc.constantFrom('USD', 'EUR', 'JPY').map(currencyCode),
  amount: fc.oneof(decimalAmount({ maxDecimals: 2, signed: true }), fc.constantFrom('0', '-0', '0.00').map(dec)),
  state: fc.oneof(fc.constant('created'), fc.constantFrom('pending', 'not_created', 'closed'), fc.string()),
});

describe('fiat wallet invariants', () => {
  it("canPayFromWallet iff the state is 'created' and the balance is above 0", () => {
    fc.assert(
      fc.property(wallet, (w) => {
        expect(canPayFromWallet(w)).toBe(w.state === 'created' && w.amount.greaterThan(0));
      }),
      RUNS,
    );
  });

  it("needsDeposit iff the state is 'created' and the balance is 0", () => {
    fc.assert(
      fc.property(wallet, (w) => {
        expect(needsDeposit(w)).toBe(w.state === 'created' && w.amount.isZero());
      }),
      RUNS,
    );
  });

  it('a wallet never both can pay and needs a deposit, and either one means it is set up', () => {
    fc.assert(
      fc.property(wallet, (w) => {
        expect(canPayFromWallet(w) && needsDeposit(w)).toBe(false);
        if (canPayFromWallet(w) || needsDeposit(w)) expect(isWalletSetUp(w)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a set-up wallet with a non-negative balance either can pay or needs a deposit', () => {
    fc.assert(
      fc.property(wallet, (w) => {
        if (isWalletSetUp(w) && !w.amount.isNegative()) expect(canPayFromWallet(w) || needsDeposit(w)).toBe(true);
      }),
      RUNS,
    );
  });
});
