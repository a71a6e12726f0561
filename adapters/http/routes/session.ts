import * as z from 'zod/mini';
import { emptyOk } from '../schemas/common';
import {
  appUserAuthResponse,
  deviceResponse,
  emailCodeResponse,
  identityStartResponse,
  isVerifiedResponse,
  loginQrResponse,
  passkeyAssertion,
  passkeyOptionsResponse,
  sessionStartResponse,
  termsAcceptedResponse,
  trustedDeviceResponse,
  userResponse,
} from '../schemas/session';
import { route } from './route';

const nothing = z.object({});

/** Session calls (spec 001 §7 "Session and onboarding"); the onboarding ones are in onboarding.ts. */
export const sessionRoutes = {
  /** (design: payload not shown) starts a phone login and sends the one-time code; says whether the number signs up first. */
  startSession: route('POST', '/api/web/auth/session', sessionStartResponse, { body: z.object({ phone: z.string() }) }),
  /** (design: payload not shown) a token for the public app proxy, for a signed-in session. */
  appUserAuth: route('POST', '/api/proxy/public/app/user/auth', appUserAuthResponse, { body: nothing }),
  /** (design: payload not shown) WebAuthn options for a passkey sign-in; starts the session the passkey signs in. */
  passkeyOptions: route('POST', '/passkeys/verify_option', passkeyOptionsResponse, { body: nothing }),
  /** (design) the passkey's assertion signs the session in (a new session id), instead of the code and passcode. */
  passkeyVerify: route('POST', '/passkeys/verify', userResponse, { body: z.object({ credential: passkeyAssertion, pubkey: z.optional(z.string()) }) }),
  sendOtp: route('POST', '/api/user/phone/send_otp', emptyOk, { body: z.object({ domain: z.string() }) }),
  verifyOtp: route('POST', '/api/user/phone/verify_otp', emptyOk, { body: z.object({ phone_otp: z.string() }) }),
  updatePhone: route('POST', '/api/user/phone/update', emptyOk, { body: z.object({ phone: z.string() }) }),
  /** Answers (design) whether the passcode is still to give. */
  verifyWithTerms: route('POST', '/api/user/phone/verify_with_terms', termsAcceptedResponse, {
    body: z.object({ otp: z.string(), terms_id: z.string(), subscribe_newsletters: z.boolean() }),
  }),
  /** Spec 001 §7: passcode, biometric, pubkey as given (the passcode is not said to be encrypted here). */
  verifyPasscode: route('POST', '/api/user/passcode/verify', userResponse, {
    body: z.object({ passcode: z.string(), biometric: z.boolean(), pubkey: z.optional(z.string()) }),
  }),
  /** The passcode travels encrypted (adapters/crypto/passcode-encryption.ts); answers the user record (design). */
  updatePasscode: route('POST', '/api/user/passcode/update', userResponse, {
    body: z.object({ passcode: z.string(), biometric: z.literal(false) }),
    signed: true,
  }),
  logout: route('POST', '/api/user/logout', emptyOk),
  isVerified: route('GET', '/api/web/auth/session/is-verified', isVerifiedResponse),
  /** (design: payload not shown) a QR code that signs the app in. */
  loginQr: route('POST', '/api/proxy/public/app/v1/qr', loginQrResponse, { body: nothing }),
  showUser: route('GET', '/api/user/show', userResponse),
  /** (design body) the device's public key; the device session id travels as a header. */
  checkTrustedDevice: route('POST', '/api/trusted_device/check', trustedDeviceResponse, { body: z.object({ pubkey: z.string() }) }),
  /**
   * (design body) registers the device's public signing key (raw P-256, base64), with the passcode
   * encrypted (needed unless it is a sign-up's first key, before any passcode).
   */
  createDevice: route('POST', '/api/user/devices/create', deviceResponse, {
    body: z.object({ pubkey: z.string(), device_name: z.string(), passcode: z.optional(z.string()) }),
  }),
  /** (design) the email step (spec 001 §2: email not confirmed sends to /signup): a 6-digit code to the address. */
  sendEmailCode: route('POST', '/api/user/email/send_code', emailCodeResponse, { body: z.object({ email: z.string() }) }),
  /** (design) the code confirms the address; answers the user record. */
  verifyEmailCode: route('POST', '/api/user/email/verify', userResponse, { body: z.object({ code: z.string() }) }),
  /** (design) opens the identity provider's page for the sign-up's identity check. */
  startIdentity: route('POST', '/api/user/identity/start', identityStartResponse, { body: z.object({}) }),
} as const;
