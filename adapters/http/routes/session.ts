import { emptyOk } from '../schemas/common';
import {
  appUserAuthResponse,
  deviceResponse,
  isVerifiedResponse,
  loginQrResponse,
  passkeyOptionsResponse,
  trustedDeviceResponse,
  userResponse,
} from '../schemas/session';
import { route } from './route';

/** Session calls (spec 001 §7 "Session and onboarding"); the onboarding ones are in onboarding.ts. */
export const sessionRoutes = {
  /** (design: payload not shown) starts a phone login and sends the one-time code. */
  startSession: route<{ phone: string }>()('POST', '/api/web/auth/session', emptyOk),
  /** (design: payload not shown) a token for the public app proxy, for a signed-in session. */
  appUserAuth: route<Record<string, never>>()('POST', '/api/proxy/public/app/user/auth', appUserAuthResponse),
  /** (design: payload not shown) WebAuthn options for a passkey sign-in. */
  passkeyOptions: route<Record<string, never>>()('POST', '/passkeys/verify_option', passkeyOptionsResponse),
  sendOtp: route<{ domain: string }>()('POST', '/api/user/phone/send_otp', emptyOk),
  verifyOtp: route<{ phone_otp: string }>()('POST', '/api/user/phone/verify_otp', emptyOk),
  updatePhone: route<{ phone: string }>()('POST', '/api/user/phone/update', emptyOk),
  verifyWithTerms: route<{ otp: string; terms_id: string; subscribe_newsletters: boolean }>()('POST', '/api/user/phone/verify_with_terms', emptyOk),
  /** Spec 001 §7: passcode, biometric, pubkey as given (the passcode is not said to be encrypted here). */
  verifyPasscode: route<{ passcode: string; biometric: boolean; pubkey?: string }>()('POST', '/api/user/passcode/verify', userResponse),
  /** The passcode travels encrypted (adapters/crypto/passcode-encryption.ts); answers the user record (design). */
  updatePasscode: route<{ passcode: string; biometric: false }>()('POST', '/api/user/passcode/update', userResponse, { signed: true }),
  logout: route()('POST', '/api/user/logout', emptyOk),
  isVerified: route()('GET', '/api/web/auth/session/is-verified', isVerifiedResponse),
  /** (design: payload not shown) a QR code that signs the app in. */
  loginQr: route<Record<string, never>>()('POST', '/api/proxy/public/app/v1/qr', loginQrResponse),
  showUser: route()('GET', '/api/user/show', userResponse),
  /** (design body) the device's public key; the device session id travels as a header. */
  checkTrustedDevice: route<{ pubkey: string }>()('POST', '/api/trusted_device/check', trustedDeviceResponse),
  /** (design body) registers the device's public signing key (raw P-256, base64). */
  createDevice: route<{ pubkey: string; device_name: string }>()('POST', '/api/user/devices/create', deviceResponse),
} as const;
