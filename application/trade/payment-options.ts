import { type CurrencyCode } from '../../domain/money/currency';
import { canPayFromWallet, type FiatWallet, isWalletSetUp, needsDeposit } from '../../domain/trade/fiat-wallet';

/** A way to pay shown under the Cash tab (spec 000 §3, Payment option). Cards and wallets of other kinds join in later issues. */
export interface PaymentOption {
  readonly id: string;
  readonly payMethod: 'fiat_wallet';
  readonly currency: CurrencyCode;
  readonly wallet: FiatWallet;
  readonly canSelect: boolean;
  readonly needDeposit: boolean;
  readonly needSetUpWallet: boolean;
}

export const fiatWalletOption = (wallet: FiatWallet): PaymentOption => ({
  id: `fiat_wallet:${wallet.currency}`,
  payMethod: 'fiat_wallet',
  currency: wallet.currency,
  wallet,
  canSelect: canPayFromWallet(wallet),
  needDeposit: needsDeposit(wallet),
  needSetUpWallet: !isWalletSetUp(wallet),
});
