import * as z from 'zod/mini';
import { currency } from './common';

const iso = z.iso.datetime();

/** The user record (spec 001 §3 User; spec 000 §3 User). */
export const user = z.object({
  uuid: z.string(),
  entity_id: z.string(),
  name: z.string(),
  phone_country: z.string(),
  email_confirmed_at: z.nullable(z.string()),
  phone_confirmed_at: z.nullable(z.string()),
  terms_of_service: z.boolean(),
  main_app_web_enabled: z.boolean(),
  with_passcode: z.boolean(),
  identity: z.object({ verification: z.string() }),
  native_currency: currency,
  payment_currency: currency,
  base_currency: currency,
  prime: z.object({ prime_benefit: z.boolean(), prime_invited: z.boolean() }),
  /** (design) the email on file, which the email step confirms. */
  email: z.optional(z.nullable(z.string())),
});

export const userResponse = z.object({ ok: z.literal(true), user });
export type UserWire = z.input<typeof user>;

/** (design) GET /api/web/auth/session/is-verified. */
export const isVerifiedResponse = z.object({ ok: z.literal(true), is_verified: z.boolean() });

/** (design) a sign-in QR code for the app: the link it encodes and when it stops working. */
export const loginQrResponse = z.object({ ok: z.literal(true), qr: z.object({ token: z.string(), url: z.string(), expires_at: iso }) });

/** (design) WebAuthn assertion options for a passkey sign-in; challenge base64url. */
export const passkeyOptionsResponse = z.object({
  ok: z.literal(true),
  options: z.object({
    challenge: z.string(),
    timeout: z.int(),
    rp_id: z.string(),
    user_verification: z.enum(['required', 'preferred', 'discouraged']),
    allow_credentials: z.array(z.object({ id: z.string(), type: z.literal('public-key') })),
  }),
});

/** (design) a short-lived token for the public app proxy, issued to a signed-in session. */
export const appUserAuthResponse = z.object({ ok: z.literal(true), auth: z.object({ token: z.string(), expires_at: iso }) });

/** (design) the device registered with POST /api/user/devices/create. */
export const deviceResponse = z.object({ ok: z.literal(true), device: z.object({ registered_at: iso }) });

/** (design) POST /api/trusted_device/check. */
export const trustedDeviceResponse = z.object({ ok: z.literal(true), trusted_device: z.object({ trusted: z.boolean() }) });

/** (design) a phone login started: whether the number still has to accept the terms with its code (the sign-up's phone step). */
export const sessionStartResponse = z.object({ ok: z.literal(true), session: z.object({ signup_required: z.boolean() }) });

/** (design) the code and terms accepted: whether the passcode is still to give (an account that has one) or the session is signed in. */
export const termsAcceptedResponse = z.object({ ok: z.literal(true), passcode_required: z.boolean() });

/** A WebAuthn answer as the browser serialises it (PublicKeyCredential.toJSON): ids base64url, the response's fields base64url. */
const publicKeyCredential = <R extends z.ZodMiniType>(response: R) =>
  z.object({
    id: z.string(),
    rawId: z.string(),
    type: z.literal('public-key'),
    response,
    clientExtensionResults: z.record(z.string(), z.unknown()),
    authenticatorAttachment: z.optional(z.string()),
  });

/** (design) POST /passkeys/verify: a passkey's assertion, and the device's signing key to have back if the account trusts it. */
export const passkeyAssertion = publicKeyCredential(
  z.object({
    clientDataJSON: z.string(),
    authenticatorData: z.string(),
    signature: z.string(),
    userHandle: z.optional(z.string()),
  }),
);

/** (design) a passkey's registration (attestation 'none'). */
export const passkeyAttestation = publicKeyCredential(
  z.object({
    clientDataJSON: z.string(),
    attestationObject: z.string(),
    transports: z.optional(z.array(z.string())),
    authenticatorData: z.optional(z.string()),
    publicKey: z.optional(z.string()),
    publicKeyAlgorithm: z.optional(z.number()),
  }),
);

/** (design) the email step: the address the code went to. */
export const emailCodeResponse = z.object({ ok: z.literal(true), email: z.string() });
/** (design) the identity provider's page for the sign-up's identity check (on the gateway's origin). */
export const identityStartResponse = z.object({ ok: z.literal(true), identity: z.object({ url: z.string() }) });
