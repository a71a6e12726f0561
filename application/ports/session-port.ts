import type { CurrencyCode } from '../../domain/money/currency';
import type { PostLoginUserState } from '../../domain/session/post-login-route';
import type { PrimeRecord } from '../../domain/user/membership';
import type { ApiResult } from './api-error';
import type { PasskeyCredential } from './webauthn-port';

/** The signed-in customer as the client needs it. */
export interface SignedInUser {
  readonly uuid: string;
  readonly name: string;
  readonly phoneCountry: string;
  readonly nativeCurrency: CurrencyCode;
  /** What the post-login redirect rule reads (spec 001 §2). */
  readonly onboarding: PostLoginUserState;
}

/** The whole user record (spec 001 §3 User; spec 000 §3 User). */
export interface UserRecord extends SignedInUser {
  readonly entityId: string;
  readonly paymentCurrency: CurrencyCode;
  readonly baseCurrency: CurrencyCode;
  readonly prime: PrimeRecord;
  /** identity.verification as the server gives it (approved, pending, not_started, rejected). */
  readonly identityVerification: string;
}

/** A phone login started: whether the number signs up first (its code goes with the terms, verifyWithTerms). */
export interface PhoneLoginStart {
  readonly signupRequired: boolean;
}

export interface TermsAcceptance {
  readonly otp: string;
  /** The terms version shown (OnboardingPort.termsByCountry). */
  readonly termsId: string;
  readonly subscribeNewsletters: boolean;
}

/** WebAuthn assertion options for a passkey sign-in (design: spec 001 §7 lists the call, not its payload). */
export interface PasskeyOptions {
  /** base64url. */
  readonly challenge: string;
  readonly timeoutMs: number;
  readonly rpId: string;
  readonly userVerification: 'required' | 'preferred' | 'discouraged';
  readonly allowCredentialIds: readonly string[];
}

/** A token with its expiry (epoch ms): the public app proxy's token, a sign-in QR code. */
export interface ExpiringToken {
  readonly token: string;
  readonly expiresAt: number;
}

export interface LoginQr extends ExpiringToken {
  /** What the QR code encodes. */
  readonly url: string;
}

/** Phone, one-time code and passcode sign-in, sign-up steps, devices (spec 001 §7, session and onboarding). */
export interface SessionPort {
  startPhoneLogin(phone: string): Promise<ApiResult<PhoneLoginStart>>;
  /** Sends the one-time code again (for a login in progress or a phone change). */
  sendOtp(): Promise<ApiResult<void>>;
  verifyOtp(code: string): Promise<ApiResult<void>>;
  /**
   * The one-time code with the accepted terms; for a sign-up without a passcode it signs the
   * session in. Answers whether the passcode is still to give (an account that has one).
   */
  verifyWithTerms(acceptance: TermsAcceptance): Promise<ApiResult<{ readonly passcodeRequired: boolean }>>;
  /** Checks the passcode and registers the device's signing key. */
  verifyPasscode(passcode: string): Promise<ApiResult<UserRecord>>;
  /** Sets a new passcode; the adapter encrypts it and the call is signed. */
  updatePasscode(passcode: string): Promise<ApiResult<UserRecord>>;
  /** A new phone number; it counts as not confirmed until its one-time code is verified. */
  updatePhone(phone: string): Promise<ApiResult<void>>;
  /** Whether this session's phone passed its one-time code. */
  isVerified(): Promise<ApiResult<boolean>>;
  /**
   * Registers this device's public signing key with the signed-in session. The passcode is needed
   * (passcode_required without it) unless it is a sign-up's first key, before any passcode is set.
   */
  registerDevice(passcode?: string): Promise<ApiResult<void>>;
  /** Whether the session trusts this device's signing key. */
  isTrustedDevice(): Promise<ApiResult<boolean>>;
  passkeyOptions(): Promise<ApiResult<PasskeyOptions>>;
  /** (design) A passkey's assertion signs the session started by passkeyOptions in, instead of the code and passcode. */
  verifyPasskey(credential: PasskeyCredential): Promise<ApiResult<UserRecord>>;
  /** A token for the public app proxy calls. */
  appUserAuth(): Promise<ApiResult<ExpiringToken>>;
  loginQr(): Promise<ApiResult<LoginQr>>;
  currentUser(): Promise<ApiResult<UserRecord>>;
  /** (design) The email step: sends a 6-digit code to the address; answers the address as kept. */
  sendEmailCode(email: string): Promise<ApiResult<string>>;
  /** (design) The code confirms the address; answers the user record. */
  verifyEmailCode(code: string): Promise<ApiResult<UserRecord>>;
  /** (design) Opens the identity provider's page for the sign-up's identity check: its address. */
  startIdentity(): Promise<ApiResult<string>>;
  logout(): Promise<ApiResult<void>>;
}
