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
