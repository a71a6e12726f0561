import { passcodeChoiceProblem, type PasscodeChoiceProblem } from '../../domain/session/passcode';
import { normaliseEmail } from '../../domain/user/email';
import { normaliseReferralCode } from '../../domain/user/referral-code';
import type { ApiResult } from '../ports/api-error';
import type { CountryTerms, OnboardingPort, Referral } from '../ports/onboarding-port';
import type { SessionPort } from '../ports/session-port';
import { type SignInError, type SignInService, toSignInError } from '../session/sign-in-service';
import { StateStore, type ReadableStore } from '../shared/store';

/** What a sign-up step refused before calling the server, or what the server answered. */
export type SignupError =
  | SignInError
  | { readonly kind: 'passcode'; readonly code: PasscodeChoiceProblem }
  | { readonly kind: 'signup'; readonly code: 'invalid_email' | 'invalid_referral' };

export interface SignupState {
  readonly busy: boolean;
  readonly error: SignupError | undefined;
  /** The terms of the country chosen on the phone step (spec 001 §7 by_country_code, default US). */
  readonly terms: CountryTerms | undefined;
  /** The pre-auth privacy notice's address (spec 001 §7 fields=privacy_notice). */
  readonly privacyNoticeUrl: string | undefined;
  /** A referral code that verified, claimed once the customer has a passcode. */
  readonly referral: Referral | undefined;
  /** The referral claim's outcome: claimed, or refused with its code (the sign-up goes on either way). */
  readonly referralClaim: { readonly claimed: true } | { readonly claimed: false; readonly error: SignupError } | undefined;
  /** The address the email code went to, while it waits for the code. */
  readonly emailSentTo: string | undefined;
  /** The identity provider's page, once opened. */
  readonly identityUrl: string | undefined;
}

const INITIAL: SignupState = {
  busy: false,
  error: undefined,
  terms: undefined,
  privacyNoticeUrl: undefined,
  referral: undefined,
  referralClaim: undefined,
  emailSentTo: undefined,
  identityUrl: undefined,
};

export interface SignupDependencies {
  readonly session: SessionPort;
  readonly onboarding: OnboardingPort;
  readonly signIn: SignInService;
}

/**
 * The sign-up steps after the post-login rule sends a customer there (spec 001 §2): the terms
 * and privacy notice of the phone step (the code itself goes through SignInService.submitTerms),
 * a referral code, the first passcode (twice; the device's first key registered with it), the
 * email code and the identity provider's page. Each step ends by handing the new user record to
 * SignInService, whose post-login rule decides the next route.
 */
export class SignupService {
  private readonly store = new StateStore<SignupState>(INITIAL);
  readonly state: ReadableStore<SignupState> = this.store;

  constructor(private readonly deps: SignupDependencies) {}

  /** The terms for `countryCode` and the privacy notice (once). */
  async loadTerms(countryCode: string): Promise<void> {
    const [terms, config] = await Promise.all([
      this.deps.onboarding.termsByCountry(countryCode),
      this.store.getSnapshot().privacyNoticeUrl === undefined ? this.deps.onboarding.preAuthConfig() : undefined,
    ]);
    this.store.update((s) => ({
      ...s,
      terms: terms.ok ? terms.value : s.terms,
      privacyNoticeUrl: config?.ok === true ? config.value.privacyNotice?.url : s.privacyNoticeUrl,
      error: terms.ok ? s.error : toSignInError(terms.error),
    }));
  }

  /** Checks a referral code (WELCOME25...); an empty code clears it. */
  async verifyReferral(typed: string): Promise<void> {
    if (typed.trim() === '') return this.store.update((s) => ({ ...s, referral: undefined, error: undefined }));
    const code = normaliseReferralCode(typed);
    if (code === undefined) return this.fail({ kind: 'signup', code: 'invalid_referral' });
    await this.run(
      () => this.deps.onboarding.verifyReferral(code),
      (referral) => ({ referral }),
    );
  }

  /** The first passcode, typed twice: a guessable or mismatched one is refused here. */
  async choosePasscode(passcode: string, confirmation: string): Promise<void> {
    const problem = passcodeChoiceProblem(passcode, confirmation);
    if (problem !== undefined) return this.fail({ kind: 'passcode', code: problem });
    const set = await this.run(
      async () => {
        const key = await this.deps.session.registerDevice();
        return key.ok ? this.deps.session.updatePasscode(passcode) : key;
      },
      () => ({}),
    );
    if (set === undefined) return;
    await this.claimReferral();
    this.deps.signIn.userChanged(set);
  }

  async sendEmailCode(typed: string): Promise<void> {
    const email = normaliseEmail(typed);
    if (email === undefined) return this.fail({ kind: 'signup', code: 'invalid_email' });
    await this.run(
      () => this.deps.session.sendEmailCode(email),
      (sentTo) => ({ emailSentTo: sentTo }),
    );
  }

  /** Back to the address field (a typo in it). */
  changeEmail(): void {
    this.store.update((s) => ({ ...s, emailSentTo: undefined, error: undefined }));
  }

  async confirmEmail(code: string): Promise<void> {
    const user = await this.run(
      () => this.deps.session.verifyEmailCode(code),
      () => ({ emailSentTo: undefined }),
    );
    if (user !== undefined) this.deps.signIn.userChanged(user);
  }

  /** Opens a session on the identity provider's page; the UI opens its address. */
  async startIdentity(): Promise<string | undefined> {
    return this.run(
      () => this.deps.session.startIdentity(),
      (identityUrl) => ({ identityUrl }),
    );
  }

  /** Reads the identity check's status again (after the provider's page). */
  async checkIdentity(): Promise<void> {
    await this.deps.signIn.refreshUser();
  }

  private async claimReferral(): Promise<void> {
    const referral = this.store.getSnapshot().referral;
    if (referral === undefined) return;
    const claimed = await this.deps.onboarding.claimReferral(referral.code);
    this.store.update((s) => ({ ...s, referralClaim: claimed.ok ? { claimed: true } : { claimed: false, error: toSignInError(claimed.error) } }));
  }

  private fail(error: SignupError): void {
    this.store.update((s) => ({ ...s, error }));
  }

  private async run<T>(call: () => Promise<ApiResult<T>>, next: (value: T) => Partial<SignupState>): Promise<T | undefined> {
    if (this.store.getSnapshot().busy) return undefined;
    this.store.update((s) => ({ ...s, busy: true, error: undefined }));
    const result = await call();
    this.store.update((s) => (result.ok ? { ...s, ...next(result.value), busy: false } : { ...s, busy: false, error: toSignInError(result.error) }));
    return result.ok ? result.value : undefined;
  }
}
