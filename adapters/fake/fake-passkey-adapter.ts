import { type ApiResult, businessError } from '../../application/ports/api-error';
import type { PasskeyPort, PasskeyRecord } from '../../application/ports/passkey-port';
import type { PasskeyCreationOptions, PasskeyCredential } from '../../application/ports/webauthn-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import { FakeCalls } from './fake-calls';
import type { FakeSessionAdapter } from './fake-session-adapter';

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });

/**
 * PasskeyPort for tests: registration needs the session fake's passcode; a registered passkey is
 * one the session fake then accepts for sign-in, and removal forgets it there too.
 */
export class FakePasskeyAdapter implements PasskeyPort {
  readonly calls = new FakeCalls<keyof PasskeyPort>();
  private readonly records: PasskeyRecord[] = [];

  constructor(
    private readonly session: FakeSessionAdapter,
    private readonly passcode = '147258',
    private readonly now: () => number = () => 0,
  ) {}

  registrationOptions(passcode: string): Promise<ApiResult<PasskeyCreationOptions>> {
    return this.calls.run('registrationOptions', [passcode], () =>
      passcode !== this.passcode
        ? { ok: false, error: businessError(ErrorCode.invalidPasscode, { meta: { remaining_number_of_attempts: 4 } }) }
        : ok({
            challenge: 'register-challenge',
            timeoutMs: 60_000,
            rp: { id: 'localhost', name: 'Crypto' },
            user: { id: 'dXNlcg', name: '+15550100001', displayName: this.session.user.name },
            algorithms: [-7, -257],
            excludeCredentialIds: this.records.map((r) => r.id),
            residentKey: 'required',
            userVerification: 'preferred',
          }),
    );
  }

  register(credential: PasskeyCredential): Promise<ApiResult<PasskeyRecord>> {
    return this.calls.run('register', [credential], () => {
      const record = { id: credential.id, createdAt: this.now(), lastUsedAt: undefined };
      this.records.push(record);
      this.session.passkeyIds.add(credential.id);
      return ok(record);
    });
  }

  list(): Promise<ApiResult<readonly PasskeyRecord[]>> {
    return this.calls.run('list', [], () => ok([...this.records]));
  }

  remove(id: string): Promise<ApiResult<void>> {
    return this.calls.run('remove', [id], () => {
      const index = this.records.findIndex((r) => r.id === id);
      if (index < 0) return { ok: false, error: businessError(ErrorCode.invalidParameter) };
      this.records.splice(index, 1);
      this.session.passkeyIds.delete(id);
      return ok(undefined);
    });
  }
}
