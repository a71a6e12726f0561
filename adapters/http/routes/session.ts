import { emptyOk } from '../schemas/common';
import { userResponse } from '../schemas/session';
import { route } from './route';

/** Session and onboarding calls (spec 001 §7). */
export const sessionRoutes = {
  /** (design: payload not shown) starts a phone login and sends the one-time code. */
  startSession: route<{ phone: string }>()('POST', '/api/web/auth/session', emptyOk),
  verifyOtp: route<{ phone_otp: string }>()('POST', '/api/user/phone/verify_otp', emptyOk),
  verifyPasscode: route<{ passcode: string; biometric: boolean; pubkey?: string }>()('POST', '/api/user/passcode/verify', userResponse),
  showUser: route()('GET', '/api/user/show', userResponse),
  logout: route()('POST', '/api/user/logout', emptyOk),
} as const;
