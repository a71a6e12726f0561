import { ErrorCode } from '../../../../domain/errors/error-codes';
import { err, ok } from '../../../../domain/shared/result';
import { normaliseEmail } from '../../../../domain/user/email';
import { IDENTITY_RESULT } from '../../gateway/gateway-submission';
import type { GatewayOutcome, GatewaySession } from '../gateway-registry';
import { randomToken } from '../random-id';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { CODE_ATTEMPTS_PER_SESSION, CodeGuard } from './code-guard';
import type { UserRecords } from './user-records';

/** Choice: an identity check sent for manual review is approved ten minutes (sandbox time) later. */
export const IDENTITY_REVIEW_MS = 10 * 60_000;
const IDENTITY_REVIEW_TASK = 'onboarding.identity_review';
/** The gateway purpose and the `source` its identity page posts back with. */
export const IDENTITY_PURPOSE = 'identity_verification';
export const IDENTITY_MESSAGE_SOURCE = 'identityProvider';

/**
 * The sign-up steps after the phone (spec 001 §2): the email step's code (design: a 6-digit code
 * sent to the address, limited as the phone's codes are) and the identity check on the identity
 * provider's page (the gateway's second origin): approved, sent for review (approved
 * IDENTITY_REVIEW_MS later) or rejected; a cancelled page changes nothing.
 */
export class SignupSteps {
  private readonly codes: CodeGuard;

  constructor(
    private readonly context: SandboxContext,
    private readonly users: UserRecords,
  ) {
    this.codes = new CodeGuard(context);
    context.gateway.onComplete(IDENTITY_PURPOSE, (session, outcome, form) => this.identityDecided(session, outcome, form[IDENTITY_RESULT]));
    context.onTask(IDENTITY_REVIEW_TASK, (task) => {
      const account = context.account(task.payload.uuid ?? '');
      if (account !== undefined && this.users.of(account).identity === 'pending') this.users.of(account).identity = 'approved';
    });
  }

  /** Sends a code to `typed` (it waits for the code); asking again sends a new one and resets no count. */
  sendEmailCode(account: SandboxAccount, typed: string): SandboxResult<{ readonly email: string }> {
    const email = normaliseEmail(typed);
    if (email === undefined) return err({ code: ErrorCode.invalidEmail });
    const opened = this.codes.open(this.emailTarget(account));
    if (!opened.ok) return opened;
    const user = this.users.of(account);
    if ((user.pendingEmail ?? null) === null) user.emailCodeFailures = 0;
    user.pendingEmail = email;
    return ok({ email });
  }

  /** The code confirms the waiting address; the fifth wrong one spends it (a new one must be asked for). */
  verifyEmailCode(account: SandboxAccount, code: string): SandboxResult<void> {
    const user = this.users.of(account);
    const pending = user.pendingEmail ?? null;
    if (pending === null) return err({ code: ErrorCode.invalidParameter, message: 'no email code is waiting: send one first' });
    const checked = this.codes.check(this.emailTarget(account), code, user.emailCodeFailures ?? 0);
    if (!checked.ok) {
      user.emailCodeFailures = (user.emailCodeFailures ?? 0) + 1;
      if (user.emailCodeFailures >= CODE_ATTEMPTS_PER_SESSION || checked.error.code === ErrorCode.accountLocked) user.pendingEmail = null;
      return checked;
    }
    user.email = pending;
    user.pendingEmail = null;
    user.emailCodeFailures = 0;
    user.emailConfirmedAt = this.context.now();
    return ok(undefined);
  }

  /** Opens the identity provider's page for the customer: its address. Refused once the identity is approved. */
  startIdentity(account: SandboxAccount): SandboxResult<{ readonly url: string }> {
    const user = this.users.of(account);
    if (user.identity === 'approved') return err({ code: ErrorCode.invalidParameter, message: 'identity is already verified' });
    const url = this.context.gateway.open({
      id: randomToken(),
      kind: 'identity',
      purpose: IDENTITY_PURPOSE,
      messageSource: IDENTITY_MESSAGE_SOURCE,
      accountUuid: account.uuid,
      createdAt: this.context.now(),
      payload: {},
    });
    return ok({ url });
  }

  private identityDecided(session: GatewaySession, outcome: GatewayOutcome, result: string | undefined): void {
    const account = this.context.account(session.accountUuid);
    if (account === undefined || outcome === 'cancelled') return;
    const user = this.users.of(account);
    if (outcome === 'failed') user.identity = 'rejected';
    else if (result === 'review') {
      user.identity = 'pending';
      this.context.schedule(IDENTITY_REVIEW_TASK, this.context.now() + IDENTITY_REVIEW_MS, { uuid: account.uuid });
    } else user.identity = 'approved';
  }

  private emailTarget(account: SandboxAccount): string {
    return `email:${account.uuid}`;
  }
}
