import * as z from 'zod/mini';
import { currency } from './common';
import { moneyString } from './money';

/** Spec 001 §3 terms documents, with the terms version verify_with_terms accepts (design: id). */
export const termsResponse = z.object({
  ok: z.literal(true),
  terms: z.object({
    id: z.string(),
    country_code: z.string(),
    documents: z.array(z.object({ url: z.string(), clickable_text_translation_key: z.string() })),
  }),
});

const referral = z.object({ code: z.string(), reward: z.object({ amount: moneyString, currency }) });

/** (design) a valid referral code and what it gives. */
export const referralResponse = z.object({ ok: z.literal(true), referral });
/** (design) a claimed code: the reward is paid after the first trade. */
export const referralClaimResponse = z.object({
  ok: z.literal(true),
  referral: z.extend(referral, { status: z.enum(['pending_first_trade', 'rewarded']) }),
});
/** (design) whether referrals are offered where the customer is. */
export const referralRestrictionResponse = z.object({
  ok: z.literal(true),
  referral_restriction: z.object({ is_restricted: z.boolean(), restricted_countries: z.array(z.string()) }),
});

export const userHashResponse = z.object({ ok: z.literal(true), user_hash_info: z.object({ hash: z.string() }) });
export const alfredInfoResponse = z.object({ ok: z.literal(true), base_url: z.string(), token: z.string() });
