import { type CurrencyCode } from '../../domain/money/currency';
import { type PostLoginUserState } from '../../domain/session/post-login-route';
import { type ApiResult } from './api-error';

/** The signed-in customer as the client needs it. */
export interface SignedInUser {
  readonly uuid: string;
  readonly name: string;
  readonly phoneCountry: string;
  readonly nativeCurrency: CurrencyCode;
  /** What the post-login redirect rule reads (spec 001 §2). */
  readonly onboarding: PostLoginUserState;
}

/** Phone, one-time code and passcode sign-in (spec 001 §7, session and onboarding). */
export interface SessionPort {
  startPhoneLogin(phone: string): Promise<ApiResult<void>>;
  verifyOtp(code: string): Promise<ApiResult<void>>;
  verifyPasscode(passcode: string): Promise<ApiResult<SignedInUser>>;
  currentUser(): Promise<ApiResult<SignedInUser>>;
  logout(): Promise<ApiResult<void>>;
}
