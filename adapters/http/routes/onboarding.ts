import * as z from 'zod/mini';
import { preAuthConfigResponse } from '../schemas/config';
import {
  alfredInfoResponse,
  referralClaimResponse,
  referralResponse,
  referralRestrictionResponse,
  termsResponse,
  userHashResponse,
} from '../schemas/onboarding';
import { route } from './route';

/** Onboarding calls (spec 001 §7 "Session and onboarding"): terms, pre-auth config, referrals, support chat and assistant. */
export const onboardingRoutes = {
  /** Query country_code (default US). */
  termsByCountry: route('GET', '/api/v2/terms/by_country_code', termsResponse),
  /** Query fields=privacy_notice. */
  preAuthConfig: route('GET', '/api/proxy/public/app/v1/pre-auth/config', preAuthConfigResponse),
  verifyReferral: route('POST', '/api/proxy/public/app/referrals/verify', referralResponse, { body: z.object({ code: z.string() }) }),
  referralRestriction: route('GET', '/api/proxy/public/app/referrals/restriction', referralRestrictionResponse),
  claimReferral: route('POST', '/api/referrals/claim', referralClaimResponse, { body: z.object({ code: z.string() }) }),
  /** Query platform=cdc_web. */
  intercomUserHash: route('GET', '/api/intercom/user_hash_info', userHashResponse),
  alfredInfo: route('POST', '/api/v1/users/external_services/alfred/info', alfredInfoResponse, { body: z.object({}) }),
} as const;
