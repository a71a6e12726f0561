import { type ApiResult, businessError } from '../../application/ports/api-error';
import type {
  AssistantInfo,
  ClaimedReferral,
  CountryTerms,
  OnboardingPort,
  PreAuthConfig,
  Referral,
  ReferralRestriction,
} from '../../application/ports/onboarding-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import { normaliseReferralCode } from '../../domain/user/referral-code';
import { FakeCalls } from './fake-calls';

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const fail = (code: string): ApiResult<never> => ({ ok: false, error: businessError(code) });

const termsOf = (countryCode: string): CountryTerms => ({
  id: `terms_${countryCode.toLowerCase()}`,
  countryCode,
  documents: [{ url: `https://example.test/${countryCode.toLowerCase()}/terms`, textKey: 'onboarding_terms_of_use' }],
});

/**
 * In-memory onboarding helpers for tests: terms for US (default), GB and SG; `referrals` are the
 * valid codes, `restrictedCodes` exist but cannot be used, `restricted` makes the region restricted.
 */
export class FakeOnboardingAdapter implements OnboardingPort {
  readonly calls = new FakeCalls<keyof OnboardingPort>();
  readonly referrals = new Map<string, Referral>([['WELCOME25', { code: 'WELCOME25', reward: { amount: dec('25'), currency: currencyCode('USD') } }]]);
  readonly restrictedCodes = new Set<string>(['PAUSED10']);
  restricted = false;
  private claimed: string | undefined;

  termsByCountry(countryCode?: string): Promise<ApiResult<CountryTerms>> {
    return this.calls.run('termsByCountry', [countryCode], () => {
      const wanted = (countryCode ?? 'US').toUpperCase();
      return ok(termsOf(['US', 'GB', 'SG'].includes(wanted) ? wanted : 'US'));
    });
  }

  preAuthConfig(): Promise<ApiResult<PreAuthConfig>> {
    return this.calls.run('preAuthConfig', [], () => ok({ privacyNotice: { url: 'https://example.test/privacy', version: '1' } }));
  }

  verifyReferral(code: string): Promise<ApiResult<Referral>> {
    return this.calls.run('verifyReferral', [code], () => this.usable(code));
  }

  referralRestriction(): Promise<ApiResult<ReferralRestriction>> {
    return this.calls.run('referralRestriction', [], () => ok({ restricted: this.restricted, restrictedCountries: ['SG'] }));
  }

  claimReferral(code: string): Promise<ApiResult<ClaimedReferral>> {
    return this.calls.run('claimReferral', [code], () => {
      if (this.claimed !== undefined) return fail(ErrorCode.referralAlreadyClaimed);
      const usable = this.usable(code);
      if (!usable.ok) return usable;
      this.claimed = usable.value.code;
      return ok({ ...usable.value, status: 'pending_first_trade' as const });
    });
  }

  supportUserHash(): Promise<ApiResult<string>> {
    return this.calls.run('supportUserHash', [], () => ok('0'.repeat(64)));
  }

  assistantInfo(): Promise<ApiResult<AssistantInfo>> {
    return this.calls.run('assistantInfo', [], () => ok({ baseUrl: 'https://assistant.example.test', token: 'assistant-token' }));
  }

  private usable(typed: string): ApiResult<Referral> {
    const code = normaliseReferralCode(typed) ?? '';
    if (this.restrictedCodes.has(code) || (this.restricted && this.referrals.has(code))) return fail(ErrorCode.referralCodeRestricted);
    const referral = this.referrals.get(code);
    return referral === undefined ? fail(ErrorCode.invalidReferralCode) : ok(referral);
  }
}
