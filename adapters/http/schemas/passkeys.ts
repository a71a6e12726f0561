import * as z from 'zod/mini';

const iso = z.iso.datetime();

/** (design) the options of a passkey registration (WebAuthn PublicKeyCredentialCreationOptions, snake_case). */
export const passkeyRegistrationOptionsResponse = z.object({
  ok: z.literal(true),
  options: z.object({
    challenge: z.string(),
    timeout: z.int(),
    rp: z.object({ id: z.string(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), display_name: z.string() }),
    pub_key_cred_params: z.array(z.object({ alg: z.int(), type: z.literal('public-key') })),
    exclude_credentials: z.array(z.object({ id: z.string(), type: z.literal('public-key') })),
    authenticator_selection: z.object({
      resident_key: z.enum(['required', 'preferred', 'discouraged']),
      user_verification: z.enum(['required', 'preferred', 'discouraged']),
    }),
    attestation: z.literal('none'),
  }),
});

/** (design) one of the customer's passkeys. */
export const passkey = z.object({ id: z.string(), created_at: iso, last_used_at: z.nullable(iso) });

export const passkeyResponse = z.object({ ok: z.literal(true), passkey });
export const passkeyListResponse = z.object({ ok: z.literal(true), passkeys: z.array(passkey) });
