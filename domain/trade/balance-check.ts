import type { Dec } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/** Which figure the amount did not fit in. */
export type BalanceShortfall = 'transactable' | 'wallet';

export interface InsufficientBalance {
  readonly code: typeof ErrorCode.insufficientBalance;
  readonly against: BalanceShortfall;
}

export interface SpendableBalance {
  /** The wallet's available amount. */
  readonly available: Dec;
  /** The server's transactable amount for the pair, when it has been fetched. */
  readonly transactable: Dec | undefined;
}

/**
 * Spec 000 §5: an amount above the wallet gives 'button_insufficient_balance'; a wallet buy
 * checks the transactable amount first, then the wallet balance. Choice: an unknown
 * transactable amount is skipped (only the wallet balance is checked).
 */
export function checkSpendable(amount: Dec, balance: SpendableBalance): Result<Dec, InsufficientBalance> {
  if (balance.transactable !== undefined && amount.greaterThan(balance.transactable)) {
    return err({ code: ErrorCode.insufficientBalance, against: 'transactable' });
  }
  if (amount.greaterThan(balance.available)) return err({ code: ErrorCode.insufficientBalance, against: 'wallet' });
  return ok(amount);
}
