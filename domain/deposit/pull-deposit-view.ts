/** The pull deposit screen's views (spec 001 §2, §4): Loading, Empty (no bank accounts), Deposit, Error. */
export type PullDepositView = 'Loading' | 'Empty' | 'Deposit' | 'Error';

export type PullDepositViewEvent =
  { readonly type: 'loaded'; readonly bankAccountCount: number } | { readonly type: 'load_failed' } | { readonly type: 'retry' };

export interface PullDepositViewStep {
  readonly view: PullDepositView;
  readonly effects: readonly 'load'[];
}

export const PULL_DEPOSIT_VIEW_INITIAL: PullDepositViewStep = { view: 'Loading', effects: ['load'] };

/**
 * Loading until the overview and bank accounts arrive; Empty without bank accounts, Deposit
 * with at least one; Error on failure, where retry loads again. A later `loaded` (an account
 * added or deleted) moves between Empty and Deposit.
 * Choice: retry applies only from Error; a failure while showing accounts shows Error too.
 */
export function stepPullDepositView(view: PullDepositView, event: PullDepositViewEvent): PullDepositViewStep {
  switch (event.type) {
    case 'loaded':
      return { view: event.bankAccountCount > 0 ? 'Deposit' : 'Empty', effects: [] };
    case 'load_failed':
      return { view: 'Error', effects: [] };
    case 'retry':
      return view === 'Error' ? PULL_DEPOSIT_VIEW_INITIAL : { view, effects: [] };
  }
}
