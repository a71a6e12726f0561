/**
 * Deposit codes of the error catalogue (spec 001 §8, Deposit) that deposit-codes.ts does not
 * already hold (it has account_link_fail_error, insufficient_balance_error, the outstanding-balance,
 * cooldown, reached-maximum-attempts and too-many-fail-attempts codes).
 */
export const catalogueDepositCodes = {
  pendingDepositNotSettled: 'pending_deposit_not_settled_error',
  pendingWithdrawalNotSettled: 'pending_withdrawal_not_settled_error',
} as const;
