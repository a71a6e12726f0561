import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';

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

/** What a sell to fiat does next (spec 000 §4): go on, or open the wallet setup modal first. */
export type SellToFiatDecision = 'proceed' | 'open_wallet_setup';

/**
 * Spec 000 §4: sell-to-fiat needs a set-up fiat wallet, else the wallet setup modal opens.
 * Choice: a missing wallet (the user has none in that currency) also opens the setup; a set-up
 * wallet with a negative balance proceeds too, as setup is not what it lacks (the amount check
 * catches it).
 */
export const sellToFiatDecision = (wallet: FiatWallet | undefined): SellToFiatDecision =>
  wallet !== undefined && isWalletSetUp(wallet) ? 'proceed' : 'open_wallet_setup';
