import { ErrorCode } from '../../../../domain/errors/error-codes';
import { normalisePhone } from '../../../../domain/session/phone';
import { err, ok } from '../../../../domain/shared/result';
import { personaByPhone } from '../personas';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { CODE_ATTEMPTS_PER_SESSION, type CodeGuard } from './code-guard';
import type { UserRecords, UserRecordState } from './user-records';

/** A signed-in customer's new phone number: it waits for its one-time code (spec 001 §7 phone/update, verify_otp). */
export class PhoneChanges {
  constructor(
    private readonly context: SandboxContext,
    private readonly codes: CodeGuard,
    private readonly users: UserRecords,
  ) {}

  /** Until the new number passes its code, the phone counts as not confirmed. A number another customer holds is refused. */
  update(account: SandboxAccount, typed: string): SandboxResult<void> {
    const phone = normalisePhone(typed);
    if (phone === undefined) return err({ code: ErrorCode.invalidParameter, message: 'phone must be +country code and number' });
    const user = this.users.of(account);
    const taken = personaByPhone(phone) !== undefined || this.users.all().some((u) => u !== user && (u.phone === phone || u.pendingPhone === phone));
    if (taken && phone !== user.phone) return err({ code: ErrorCode.phoneAlreadyUsed });
    user.pendingPhone = phone;
    user.phoneConfirmedAt = null;
    user.phoneOtpFailures = 0;
    return ok(undefined);
  }

  /**
   * The code confirms the waiting new number, or (none waiting) the current one; limited as a
   * sign-in's code is (per change and per number): the last allowed failure drops the change.
   */
  confirm(user: UserRecordState, code: string): SandboxResult<void> {
    const checked = this.codes.check(`phone:${user.pendingPhone ?? user.phone}`, code, user.phoneOtpFailures);
    if (!checked.ok) {
      user.phoneOtpFailures += 1;
      if (user.phoneOtpFailures >= CODE_ATTEMPTS_PER_SESSION || checked.error.code === ErrorCode.accountLocked) user.pendingPhone = null;
      return checked;
    }
    user.phone = user.pendingPhone ?? user.phone;
    user.pendingPhone = null;
    user.phoneOtpFailures = 0;
    user.phoneConfirmedAt = this.context.now();
    return ok(undefined);
  }
}
