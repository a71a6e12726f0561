import { err, ok, type Result } from '../shared/result';

/**
 * Pay IDs (spec 001 §7: pay_ids eligibility, show, verify and create take `acct_part`; the deposit
 * area's PayStringSetting and PayStringRegistration views): a PayString `acct_part$domain`, where the
 * customer chooses the account part. Choice of format (the spec gives none): 3 to 30 characters of
 * lower-case letters, digits, dots, hyphens and underscores, starting with a letter or digit and not
 * ending with a separator; typed upper case is lowered.
 */
export const PAY_ID_DOMAIN = 'crypto.com';

const ACCOUNT_PART = /^[a-z0-9](?:[a-z0-9._-]{1,28})[a-z0-9]$/;

export type PayIdPartProblem = 'too_short' | 'too_long' | 'invalid_characters';

export function checkPayIdAccountPart(typed: string): Result<string, PayIdPartProblem> {
  const part = typed.trim().toLowerCase();
  if (part.length < 3) return err('too_short');
  if (part.length > 30) return err('too_long');
  return ACCOUNT_PART.test(part) ? ok(part) : err('invalid_characters');
}

/** The full PayString for an account part. */
export const payString = (accountPart: string): string => `${accountPart}$${PAY_ID_DOMAIN}`;
