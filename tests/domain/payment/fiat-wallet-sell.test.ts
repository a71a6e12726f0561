import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { canReceiveInWallet, type FiatWallet, sellToFiatDecision } from '../../../domain/payment/fiat-wallet';

const wallet = (amount: string, state = 'created'): FiatWallet => ({ currency: currencyCode('EUR'), amount: dec(amount), state });

describe('selling to a fiat wallet (spec 000 §4)', () => {
  it('a set-up wallet with a zero balance can receive', () => {
    expect(canReceiveInWallet(wallet('0'))).toBe(true);
    expect(canReceiveInWallet(wallet('-0'))).toBe(true);
  });

  it('a set-up wallet with a positive balance can receive', () => {
    expect(canReceiveInWallet(wallet('12.5'))).toBe(true);
  });

  it('a wallet with a negative balance cannot receive', () => {
    expect(canReceiveInWallet(wallet('-0.01'))).toBe(false);
  });

  it('a wallet that is not set up cannot receive', () => {
    expect(canReceiveInWallet(wallet('10', 'pending'))).toBe(false);
  });

  it('sell to fiat without a set-up wallet opens the wallet setup', () => {
    expect(sellToFiatDecision(wallet('0', 'pending'))).toBe('open_wallet_setup');
  });

  it('sell to fiat with no wallet in that currency opens the wallet setup', () => {
    expect(sellToFiatDecision(undefined)).toBe('open_wallet_setup');
  });

  it('sell to fiat with a set-up wallet proceeds, whatever its balance', () => {
    expect(sellToFiatDecision(wallet('0'))).toBe('proceed');
    expect(sellToFiatDecision(wallet('-3'))).toBe('proceed');
  });
});
