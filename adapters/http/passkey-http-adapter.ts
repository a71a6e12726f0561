import type { ApiResult } from '../../application/ports/api-error';
import type { PasskeyPort, PasskeyRecord } from '../../application/ports/passkey-port';
import type { PasskeyCreationOptions, PasskeyCredential } from '../../application/ports/webauthn-port';
import type { PasscodeEncryptor } from '../crypto/passcode-encryption';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { passkeyRoutes as routes } from './routes/passkeys';

const toRecord = (p: { id: string; created_at: string; last_used_at: string | null }): PasskeyRecord => ({
  id: p.id,
  createdAt: Date.parse(p.created_at),
  lastUsedAt: p.last_used_at === null ? undefined : Date.parse(p.last_used_at),
});

/** The customer's passkeys over HTTP (design): the passcode goes encrypted; registration and removal are signed (the route says so). */
export class HttpPasskeyAdapter implements PasskeyPort {
  constructor(
    private readonly http: HttpClient,
    private readonly encryptor: PasscodeEncryptor,
  ) {}

  async registrationOptions(passcode: string): Promise<ApiResult<PasskeyCreationOptions>> {
    const body = { passcode: await this.encryptor.encrypt(passcode) };
    return mapResult(await this.http.call(routes.passkeyRegisterOptions, { body }), ({ options: o }) => ({
      challenge: o.challenge,
      timeoutMs: o.timeout,
      rp: o.rp,
      user: { id: o.user.id, name: o.user.name, displayName: o.user.display_name },
      algorithms: o.pub_key_cred_params.map((p) => p.alg),
      excludeCredentialIds: o.exclude_credentials.map((c) => c.id),
      residentKey: o.authenticator_selection.resident_key,
      userVerification: o.authenticator_selection.user_verification,
    }));
  }

  async register(credential: PasskeyCredential): Promise<ApiResult<PasskeyRecord>> {
    return mapResult(await this.http.call(routes.passkeyRegister, { body: { credential: credential as never } }), (b) => toRecord(b.passkey));
  }

  async list(): Promise<ApiResult<readonly PasskeyRecord[]>> {
    return mapResult(await this.http.call(routes.passkeyList), (b) => b.passkeys.map(toRecord));
  }

  async remove(id: string): Promise<ApiResult<void>> {
    return mapResult(await this.http.call(routes.passkeyDelete, { body: { id } }), () => undefined);
  }
}
