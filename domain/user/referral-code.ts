/**
 * A referral code as typed: the spec names the calls (referrals verify and claim take `code`) but
 * not the format. Choice: 4 to 16 letters or digits, compared case-insensitively and sent upper case;
 * spaces around it are dropped. Anything else is not a code and is not sent.
 */
const REFERRAL_CODE = /^[A-Z0-9]{4,16}$/;

export function normaliseReferralCode(typed: string): string | undefined {
  const code = typed.trim().toUpperCase();
  return REFERRAL_CODE.test(code) ? code : undefined;
}
