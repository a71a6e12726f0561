import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/** Bank account link status values (spec 001 §3, "Bank account"). */
export const BANK_LINK_STATUSES = [
  'authenticated',
  'escalated',
  'pending',
  'rejected',
  'expired',
  'relink',
  'pending_authorize',
  'revoked',
  'completed',
] as const;
export type BankLinkStatus = (typeof BANK_LINK_STATUSES)[number];

export type BankLinkGroup = 'active' | 'rejected' | 'needs_relink' | 'completed' | 'unknown';

/**
 * Spec 001 §4, "Pull deposit": active is authenticated, escalated or pending; needs relink is
 * expired, relink, pending_authorize or revoked; rejected and completed stand alone.
 * Choice: a status the client does not know groups as 'unknown'.
 */
export function bankLinkGroup(status: string): BankLinkGroup {
  switch (status) {
    case 'authenticated':
    case 'escalated':
    case 'pending':
      return 'active';
    case 'expired':
    case 'relink':
    case 'pending_authorize':
    case 'revoked':
      return 'needs_relink';
    case 'rejected':
      return 'rejected';
    case 'completed':
      return 'completed';
    default:
      return 'unknown';
  }
}

/**
 * Whether a deposit can be pulled from an account of this link group: its link works (active) or
 * has completed. Spec 001 §4 offers those to choose from; the others need a relink or are refused.
 */
export const canPullFrom = (group: BankLinkGroup): boolean => group === 'active' || group === 'completed';

/** Bank accounts in pending status cannot be deleted (spec 001 §5). */
export const canDeleteBankAccount = (status: string): boolean => status !== 'pending';

export const checkDeleteBankAccount = (status: string): Result<true, { readonly code: typeof ErrorCode.bankAccountPendingNotDeletable }> =>
  canDeleteBankAccount(status) ? ok(true) : err({ code: ErrorCode.bankAccountPendingNotDeletable });
