import type { Dec } from '../money/decimal';
import type { SavedCard } from '../payment/saved-card';

/** What decides whether the account counts as funded (spec 000 §4, first-action guide). */
export interface FundingFacts {
  readonly hasSavedCard: boolean;
  /** Balances of the user's fiat wallets. */
  readonly fiatWalletBalances: readonly Dec[];
  /** Remembered locally: the user has set up (funded) a fiat wallet before. */
  readonly fiatWalletSetUpRemembered: boolean;
}

/**
 * Funding counts as done with a saved card, a funded fiat wallet (balance above 0) or a previously
 * set-up fiat wallet remembered locally. Choice: a wallet that merely exists with a zero balance
 * and is not remembered does not count.
 */
export const isFundingDone = (facts: FundingFacts): boolean =>
  facts.hasSavedCard || facts.fiatWalletBalances.some((balance) => balance.greaterThan(0)) || facts.fiatWalletSetUpRemembered;

/**
 * A saved card counts towards funding when it can pay for crypto. Choice: an expired card or a
 * rejected Singapore-issued card (shown, not selectable, spec 000 §5) does not fund the account.
 */
export const isFundingCard = (card: Pick<SavedCard, 'isExpired' | 'isSGIssueCard'>): boolean => !card.isExpired && !card.isSGIssueCard;

/** Whether to remember locally that a fiat wallet was set up: a funded wallet is seen now. */
export const shouldRememberFiatWallet = (facts: FundingFacts): boolean => facts.fiatWalletBalances.some((balance) => balance.greaterThan(0));

export type GuideStepId = 'create_account' | 'fund' | 'buy';

export interface GuideStep {
  readonly id: GuideStepId;
  readonly done: boolean;
  /** The first step not done yet. */
  readonly current: boolean;
  /** The step's action cannot be used. */
  readonly disabled: boolean;
}

/**
 * The three steps (spec 000 §2, §4): create account (always done), fund account, buy crypto.
 * Buy is disabled while funding is incomplete. Choice: buy is never shown done here; once the
 * first purchase is known the guide is replaced (first-transaction.ts).
 */
export function firstActionGuide(facts: FundingFacts): readonly GuideStep[] {
  const funded = isFundingDone(facts);
  return [
    { id: 'create_account', done: true, current: false, disabled: false },
    { id: 'fund', done: funded, current: !funded, disabled: false },
    { id: 'buy', done: false, current: funded, disabled: !funded },
  ];
}

/** The fund-account modal shows an add-card tile and at most 2 fiat wallet tiles (spec 000 §2). */
export const FUND_MODAL_MAX_WALLETS = 2;

/**
 * The wallets the fund-account modal offers. Choice: the native-currency wallet first, then set-up
 * wallets before ones still needing setup, otherwise in the given order; at most 2.
 */
export function fundModalWallets<W extends { readonly currency: string; readonly state: string }>(
  wallets: readonly W[],
  nativeCurrency: string | undefined,
): readonly W[] {
  const rank = (w: W) => (w.currency === nativeCurrency ? 0 : w.state === 'created' ? 1 : 2);
  return wallets
    .map((wallet, index) => ({ wallet, index }))
    .sort((a, b) => rank(a.wallet) - rank(b.wallet) || a.index - b.index)
    .slice(0, FUND_MODAL_MAX_WALLETS)
    .map(({ wallet }) => wallet);
}
