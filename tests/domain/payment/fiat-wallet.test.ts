import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { canPayFromWallet, type FiatWallet, isWalletSetUp, needsDeposit } from '../../../domain/payment/fiat-wallet';

const wallet = (amount: string, state = 'created'): FiatWallet => ({ currency: currencyCode('USD'), amount: dec(amount), state });

describe('fiat wallet rules (spec 000 §4)', () => {
  it("state 'created' means the wallet is set up", () => {
    expect(isWalletSetUp(wallet('0'))).toBe(true);
  });

  it('any other state needs setup', () => {
    for (const state of ['pending', 'not_created', 'CREATED', '', 'created ', 'disabled']) {
      expect(isWalletSetUp(wallet('10', state)), state).toBe(false);
    }
  });

  it('buying from a wallet needs a balance above 0', () => {
    expect(canPayFromWallet(wallet('0.01'))).toBe(true);
    expect(canPayFromWallet(wallet('0'))).toBe(false);
    expect(canPayFromWallet(wallet('0.00'))).toBe(false);
  });

  it('a wallet with a negative balance cannot pay', () => {
    expect(canPayFromWallet(wallet('-5'))).toBe(false);
  });

  it('a wallet that is not set up cannot pay, whatever its balance', () => {
    expect(canPayFromWallet(wallet('100', 'pending'))).toBe(false);
  });

  it('a set-up wallet with a zero balance shows the deposit prompt', () => {
    expect(needsDeposit(wallet('0'))).toBe(true);
    expect(needsDeposit(wallet('-0'))).toBe(true);
  });

  it('a funded wallet does not need a deposit', () => {
    expect(needsDeposit(wallet('0.01'))).toBe(false);
  });

  it('a wallet that is not set up needs setup, not a deposit', () => {
    expect(needsDeposit(wallet('0', 'pending'))).toBe(false);
  });
});
