import type { ApiResult } from '../../application/ports/api-error';
import type {
  AssistantInfo,
  ClaimedReferral,
  CountryTerms,
  OnboardingPort,
  PreAuthConfig,
  Referral,
  ReferralRestriction,
} from '../../application/ports/onboarding-port';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { onboardingRoutes as routes } from './routes/onboarding';

/** Spec 001 §7: the support chat's user hash is asked for the web platform. */
export const SUPPORT_PLATFORM = 'cdc_web';

const toReferral = (wire: { code: string; reward: Referral['reward'] }): Referral => ({ code: wire.code, reward: wire.reward });

/** Terms, pre-auth config, referrals, support chat hash and assistant info over HTTP. */
export class HttpOnboardingAdapter implements OnboardingPort {
  constructor(private readonly http: HttpClient) {}

  async termsByCountry(countryCode?: string): Promise<ApiResult<CountryTerms>> {
    const query: Record<string, string> = countryCode === undefined ? {} : { country_code: countryCode };
    return mapResult(await this.http.call(routes.termsByCountry, { query }), ({ terms }) => ({
      id: terms.id,
      countryCode: terms.country_code,
      documents: terms.documents.map((d) => ({ url: d.url, textKey: d.clickable_text_translation_key })),
    }));
  }

  async preAuthConfig(): Promise<ApiResult<PreAuthConfig>> {
    return mapResult(await this.http.call(routes.preAuthConfig, { query: { fields: 'privacy_notice' } }), ({ config }) => ({
      privacyNotice: config.privacy_notice,
    }));
  }

  async verifyReferral(code: string): Promise<ApiResult<Referral>> {
    return mapResult(await this.http.call(routes.verifyReferral, { body: { code } }), (r) => toReferral(r.referral));
  }

  async referralRestriction(): Promise<ApiResult<ReferralRestriction>> {
    return mapResult(await this.http.call(routes.referralRestriction), ({ referral_restriction: r }) => ({
      restricted: r.is_restricted,
      restrictedCountries: r.restricted_countries,
    }));
  }

  async claimReferral(code: string): Promise<ApiResult<ClaimedReferral>> {
    return mapResult(await this.http.call(routes.claimReferral, { body: { code } }), (r) => ({ ...toReferral(r.referral), status: r.referral.status }));
  }

  async supportUserHash(): Promise<ApiResult<string>> {
    return mapResult(await this.http.call(routes.intercomUserHash, { query: { platform: SUPPORT_PLATFORM } }), (r) => r.user_hash_info.hash);
  }

  async assistantInfo(): Promise<ApiResult<AssistantInfo>> {
    return mapResult(await this.http.call(routes.alfredInfo, { body: {} }), (r) => ({ baseUrl: r.base_url, token: r.token }));
  }
}
