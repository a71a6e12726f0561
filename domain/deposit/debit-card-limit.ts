import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/** At most 5 saved debit cards for top-up (spec 001 §5, §9). */
export const MAX_DEBIT_CARDS = 5;

/** The Add debit card option shows only with fewer than 5 saved debit cards. */
export const canAddDebitCard = (savedDebitCards: number): boolean => savedDebitCards < MAX_DEBIT_CARDS;

export const checkAddDebitCard = (savedDebitCards: number): Result<true, { readonly code: typeof ErrorCode.topUpDebitCardLimitReached }> =>
  canAddDebitCard(savedDebitCards) ? ok(true) : err({ code: ErrorCode.topUpDebitCardLimitReached });
