import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { ApiResult } from './api-error';

/** Terms a country's customers accept (spec 001 §3 terms documents; default US). */
export interface CountryTerms {
  /** The version verify_with_terms accepts. */
  readonly id: string;
  readonly countryCode: string;
  readonly documents: readonly { readonly url: string; readonly textKey: string }[];
}

/** A referral code and what it gives. */
export interface Referral {
  readonly code: string;
  readonly reward: { readonly amount: Dec; readonly currency: CurrencyCode };
}

export interface ClaimedReferral extends Referral {
  readonly status: 'pending_first_trade' | 'rewarded';
}

export interface ReferralRestriction {
  readonly restricted: boolean;
  readonly restrictedCountries: readonly string[];
}

/** The public pre-auth config (spec 001 §7: fields=privacy_notice). */
export interface PreAuthConfig {
  readonly privacyNotice: { readonly url: string; readonly version: string } | undefined;
}

/** The external assistant's address and token (spec 001 §6: non-Prime users get an assistant link). */
export interface AssistantInfo {
  readonly baseUrl: string;
  readonly token: string;
}

/** Onboarding helpers: terms, pre-auth config, referrals, support chat and assistant (spec 001 §7). */
export interface OnboardingPort {
  termsByCountry(countryCode?: string): Promise<ApiResult<CountryTerms>>;
  preAuthConfig(): Promise<ApiResult<PreAuthConfig>>;
  verifyReferral(code: string): Promise<ApiResult<Referral>>;
  referralRestriction(): Promise<ApiResult<ReferralRestriction>>;
  claimReferral(code: string): Promise<ApiResult<ClaimedReferral>>;
  /** The support chat's identity hash for the signed-in user (platform cdc_web). */
  supportUserHash(): Promise<ApiResult<string>>;
  assistantInfo(): Promise<ApiResult<AssistantInfo>>;
}
