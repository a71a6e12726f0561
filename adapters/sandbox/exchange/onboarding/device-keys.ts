import { ErrorCode } from '../../../../domain/errors/error-codes';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { SessionState } from '../sandbox-state';
import type { PasscodeGuard } from './passcode-guard';
import type { UserRecords } from './user-records';

/** Choice: the signing keys a customer's account trusts (registered with the passcode), the latest first. */
export const TRUSTED_DEVICE_KEYS = 10;

/**
 * Device signing keys (spec 000 §7 signed calls; spec 001 §7 devices/create, trusted_device/check).
 * A key reaches a session only with the customer's passcode: at sign-in (passcode/verify) or by
 * devices/create with the passcode. Choice: the one exception is a sign-up's first key, before the
 * account has a passcode, on a session that has none yet (it signs the passcode/update that sets
 * the passcode). The account remembers keys so registered, so a passkey sign-in from that device
 * gets its key back without the passcode.
 */
export class DeviceKeys {
  constructor(
    private readonly passcodes: PasscodeGuard,
    private readonly users: UserRecords,
  ) {}

  /**
   * Registers `key` for the session. `passcode` is the opened passcode the call carried (undefined
   * when it carried none or it could not be opened; `given` tells which). A wrong passcode counts
   * as a failed attempt and may lock the account (the caller then ends its sessions).
   */
  register(
    session: SessionState,
    account: SandboxAccount,
    key: string,
    passcode: { readonly given: boolean; readonly value: string | undefined },
  ): SandboxResult<void> {
    if (session.deviceKey === key) return ok(undefined);
    const needsPasscode = this.users.of(account).passcode !== null || session.deviceKey !== undefined;
    if (needsPasscode) {
      if (!passcode.given) return err({ code: ErrorCode.passcodeRequired });
      const checked = this.passcodes.check(account, passcode.value);
      if (!checked.ok) return checked;
      this.trust(account, key);
    }
    session.deviceKey = key;
    return ok(undefined);
  }

  /** Remembers a key registered with the passcode. */
  trust(account: SandboxAccount, key: string): void {
    const user = this.users.of(account);
    user.deviceKeys = [key, ...(user.deviceKeys ?? []).filter((k) => k !== key)].slice(0, TRUSTED_DEVICE_KEYS);
  }

  isTrusted(account: SandboxAccount, key: string): boolean {
    return (this.users.of(account).deviceKeys ?? []).includes(key);
  }
}
