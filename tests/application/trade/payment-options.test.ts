import { describe, expect, it } from 'vitest';
import { fiatWalletOption } from '../../../application/trade/payment-options';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const wallet = (amount: string, state = 'created') => ({ currency: currencyCode('USD'), amount: dec(amount), state });

describe('fiatWalletOption', () => {
  it('a set-up wallet with a positive balance can be selected', () => {
    expect(fiatWalletOption(wallet('0.01'))).toMatchObject({
      id: 'fiat_wallet:USD',
      payMethod: 'fiat_wallet',
      currency: 'USD',
      canSelect: true,
      needDeposit: false,
      needSetUpWallet: false,
    });
  });

  it('a wallet with 0 balance cannot be selected and asks for a deposit', () => {
    expect(fiatWalletOption(wallet('0'))).toMatchObject({ canSelect: false, needDeposit: true, needSetUpWallet: false });
  });

  it('a wallet that is not set up cannot be selected and asks for set-up', () => {
    expect(fiatWalletOption(wallet('100', 'pending'))).toMatchObject({ canSelect: false, needDeposit: false, needSetUpWallet: true });
  });
});
