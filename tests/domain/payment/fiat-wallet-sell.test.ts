import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { type FiatWallet, sellToFiatDecision } from '../../../domain/payment/fiat-wallet';

const wallet = (amount: string, state = 'created'): FiatWallet => ({ currency: currencyCode('EUR'), amount: dec(amount), state });

describe('selling to a fiat wallet (spec 000 §4)', () => {
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
