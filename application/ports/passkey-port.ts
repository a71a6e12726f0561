import type { ApiResult } from './api-error';
import type { PasskeyCreationOptions, PasskeyCredential } from './webauthn-port';

/** One of the customer's passkeys (design: created and last used, epoch ms). */
export interface PasskeyRecord {
  readonly id: string;
  readonly createdAt: number;
  readonly lastUsedAt: number | undefined;
}

/**
 * (design, beyond the spec) A signed-in customer's passkeys: registration needs the passcode (the
 * adapter encrypts it, the call is signed), then the authenticator's answer; list; removal (signed).
 */
export interface PasskeyPort {
  registrationOptions(passcode: string): Promise<ApiResult<PasskeyCreationOptions>>;
  register(credential: PasskeyCredential): Promise<ApiResult<PasskeyRecord>>;
  list(): Promise<ApiResult<readonly PasskeyRecord[]>>;
  remove(id: string): Promise<ApiResult<void>>;
}
