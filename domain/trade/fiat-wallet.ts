import { type CurrencyCode } from '../money/currency';
import { type Dec } from '../money/decimal';

/** A fiat cash account (viban). State 'created' means it is set up (spec 000 §4). */
export interface FiatWallet {
  readonly currency: CurrencyCode;
  readonly amount: Dec;
  readonly state: string;
}

export const isWalletSetUp = (wallet: FiatWallet): boolean => wallet.state === 'created';

/** Buying from a wallet needs a balance above 0; zero shows a deposit prompt (spec 000 §4). */
export const canPayFromWallet = (wallet: FiatWallet): boolean => isWalletSetUp(wallet) && wallet.amount.greaterThan(0);
export const needsDeposit = (wallet: FiatWallet): boolean => isWalletSetUp(wallet) && wallet.amount.isZero();
