import * as z from 'zod/mini';
import { emptyOk } from '../schemas/common';
import { passkeyListResponse, passkeyRegistrationOptionsResponse, passkeyResponse } from '../schemas/passkeys';
import { passkeyAttestation } from '../schemas/session';
import { route } from './route';

/**
 * (design) A signed-in customer's passkeys (the spec lists only POST /passkeys/verify_option):
 * registering one needs the passcode (encrypted) and the device signature, as a new device key does.
 */
export const passkeyRoutes = {
  passkeyRegisterOptions: route('POST', '/api/user/passkeys/register_option', passkeyRegistrationOptionsResponse, {
    body: z.object({ passcode: z.string() }),
    signed: true,
  }),
  passkeyRegister: route('POST', '/api/user/passkeys/register', passkeyResponse, { body: z.object({ credential: passkeyAttestation }), signed: true }),
  passkeyList: route('GET', '/api/user/passkeys', passkeyListResponse),
  passkeyDelete: route('POST', '/api/user/passkeys/delete', emptyOk, { body: z.object({ id: z.string() }), signed: true }),
} as const;
