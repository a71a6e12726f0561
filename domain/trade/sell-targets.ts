import { type CurrencyCode, fiatFractionDigits } from '../money/currency';
import { type Dec, ZERO } from '../money/decimal';
import { type FiatWallet, isWalletSetUp } from '../payment/fiat-wallet';
import type { SellTarget } from './sell-form';

/** A receive-in option of the Sell tab (spec 000 §2): a cash account, or a coin to receive. */
export interface SellTargetOption extends SellTarget {
  /** A cash account that is not set up yet: selling to it opens the wallet setup first (spec 000 §4). */
  readonly needsSetup: boolean;
  /** A cash account's balance. */
  readonly balance: Dec | undefined;
  /** A coin's name ("Bitcoin"); undefined for a cash account. */
  readonly name: string | undefined;
}

/** A coin that can be received, as the coin lists describe it. */
export interface ReceivableCoin {
  readonly symbol: CurrencyCode;
  readonly name: string;
  readonly maxFraction: number;
  /** The coin's exchange feature (spec 000 §3): only exchange-capable coins can be received for another coin. */
  readonly exchange: boolean;
}

/** The state of a cash account the customer has not opened (spec 001 §4 create wallet). */
const NOT_CREATED = 'not_created';

export const cashTargetId = (currency: CurrencyCode): string => `fiat_wallet:${currency}`;
export const cryptoTargetId = (currency: CurrencyCode): string => `crypto_wallet:${currency}`;

/**
 * The Cash tab of the receive-in selector: the customer's cash accounts, set up or not (selling to
 * one that is not set up opens the wallet setup). Choice: the native currency's account comes
 * first and is listed even when the customer has none yet, as the account a first sale sets up.
 */
export function cashTargets(wallets: readonly FiatWallet[], native: CurrencyCode): readonly SellTargetOption[] {
  const nativeWallet = wallets.find((w) => w.currency === native);
  const ordered: FiatWallet[] = [nativeWallet ?? { currency: native, amount: ZERO, state: NOT_CREATED }, ...wallets.filter((w) => w.currency !== native)];
  return ordered.map((wallet) => ({
    id: cashTargetId(wallet.currency),
    payMethod: 'fiat_wallet',
    currency: wallet.currency,
    decimals: fiatFractionDigits(wallet.currency),
    needsSetup: !isWalletSetUp(wallet),
    balance: isWalletSetUp(wallet) ? wallet.amount : undefined,
    name: undefined,
  }));
}

/** The Crypto tab: exchange-capable coins other than the one sold, in the order given. */
export function cryptoTargets(coins: readonly ReceivableCoin[], sold: CurrencyCode | undefined): readonly SellTargetOption[] {
  return coins
    .filter((coin) => coin.exchange && coin.symbol !== sold)
    .map((coin) => ({
      id: cryptoTargetId(coin.symbol),
      payMethod: 'crypto_wallet',
      currency: coin.symbol,
      decimals: coin.maxFraction,
      needsSetup: false,
      balance: undefined,
      name: coin.name,
    }));
}
