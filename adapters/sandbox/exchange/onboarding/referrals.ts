import { ErrorCode } from '../../../../domain/errors/error-codes';
import { normaliseReferralCode } from '../../../../domain/user/referral-code';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxResult } from '../sandbox-result';

/** A demo referral code: what the referrer's friend gets once they make a first trade. */
export interface ReferralCode {
  readonly code: string;
  readonly rewardAmount: string;
  readonly rewardCurrency: string;
  /** A paused campaign: the code exists but cannot be used. */
  readonly restricted: boolean;
}

/** Choice: a few valid demo codes and one restricted one (see README). */
export const DEMO_REFERRAL_CODES: readonly ReferralCode[] = [
  { code: 'WELCOME25', rewardAmount: '25', rewardCurrency: 'USD', restricted: false },
  { code: 'FRIEND50', rewardAmount: '50', rewardCurrency: 'USD', restricted: false },
  { code: 'CROBOOST', rewardAmount: '100', rewardCurrency: 'CRO', restricted: false },
  { code: 'PAUSED10', rewardAmount: '10', rewardCurrency: 'USD', restricted: true },
];

/** Choice: referrals are not offered in Singapore (the restriction call reports it). */
export const REFERRAL_RESTRICTED_COUNTRIES: readonly string[] = ['SG'];

export const referralsRestrictedIn = (countryCode: string): boolean => REFERRAL_RESTRICTED_COUNTRIES.includes(countryCode.toUpperCase());

/** A code that can be used from a country: known, not paused, and referrals offered there. */
export function usableReferralCode(typed: string, countryCode: string): SandboxResult<ReferralCode> {
  const code = normaliseReferralCode(typed);
  const found = DEMO_REFERRAL_CODES.find((c) => c.code === code);
  if (found === undefined) return err({ code: ErrorCode.invalidReferralCode });
  if (found.restricted || referralsRestrictedIn(countryCode)) return err({ code: ErrorCode.referralCodeRestricted });
  return ok(found);
}
