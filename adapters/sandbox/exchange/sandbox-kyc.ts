import { ErrorCode } from '../../../domain/errors/error-codes';
import { AES_256_CBC, type FormAnswer } from '../../../domain/kyc/form-answers';
import type { KycStatus } from '../../../domain/kyc/kyc-status';
import { type Dec, Money } from '../../../domain/money/decimal';
import { submitsToCpf } from '../../../domain/kyc/form-section';
import { err, ok } from '../../../domain/shared/result';
import { decryptField, SANDBOX_FIELD_SECRET } from '../../crypto/field-encryption';
import type { SandboxAccount, SandboxContext } from './sandbox-context';
import type { SandboxResult } from './sandbox-result';
import { type KycCase, kycStatusOf, newCase, settleCase } from './kyc/kyc-case';
import { CASH_ACCOUNT_CURRENCIES, cashAccountOf, decisionOf, openWallet, overviewOf, syncWallet, unknownCurrency } from './kyc/kyc-wallet';
import { fetchSection, pollCase, previewSection, reachedSectionId, type SectionAnswer, submitSection } from './kyc/kyc-collection';
import { SandboxKycProviders } from './kyc/kyc-providers';
import { isSectionId, validationSection } from './kyc/kyc-sections';
import { personaDeposits } from './deposits/persona-deposits';
import { isBankConnected } from './deposits/open-banking';
import { addressesTakenFrom, outstandingAmount, startingStatus } from './kyc/persona-kyc';

const SETTLE_TASK = 'kyc.settle';

/**
 * Cash account setup and KYC: one case per customer (the kyc slice) driven by the server-side
 * forms of kyc/, validated with the domain's rules; verification decides after VERIFICATION_MS of
 * sandbox time (a scheduled task, so the wallet state changes even without a KYC call) and
 * approval creates the wallet in the account state. Identity providers live in `providers`.
 */
export class SandboxKyc {
  readonly providers: SandboxKycProviders;

  constructor(readonly context: SandboxContext) {
    this.providers = new SandboxKycProviders(context);
    context.onTask(SETTLE_TASK, (task) => {
      const account = context.account(task.payload.uuid ?? '');
      if (account !== undefined) this.caseOf(account);
    });
  }

  /** The customer's case, settled to the sandbox clock; an approved or restricted case has its wallet created. */
  caseOf(account: SandboxAccount): KycCase {
    const cases = this.context.slice<Record<string, KycCase>>('kyc', () => ({}));
    const c = (cases[account.uuid] ??= newCase(startingStatus(account), account.persona.nativeCurrency));
    const before = c.status;
    settleCase(c, this.context.now());
    if (c.status === 'manual_review' && before !== 'manual_review' && c.reviewEndsAt !== null) this.scheduleSettle(account, c.reviewEndsAt);
    syncWallet(c, account.state.fiatWallets);
    return c;
  }

  createWallet(account: SandboxAccount, currency: string) {
    return openWallet(this.caseOf(account), account.state.fiatWallets, currency);
  }

  overview(account: SandboxAccount, trigger: string, restrictedFeatures: readonly string[]) {
    return overviewOf(this.caseOf(account), trigger, restrictedFeatures);
  }

  section(account: SandboxAccount, trigger: string, sectionId: string | undefined, flags: readonly string[]) {
    return fetchSection(this.caseOf(account), trigger, sectionId, flags);
  }

  preview(account: SandboxAccount, trigger: string, sectionId: string) {
    return previewSection(this.caseOf(account), trigger, sectionId);
  }

  /** POST question, with the answers opened first (openAnswers: encrypted aes_256_cbc fields). */
  submit(account: SandboxAccount, trigger: string, sectionId: string, opened: SandboxResult<readonly FormAnswer[]>): SandboxResult<SectionAnswer> {
    if (!opened.ok) return opened;
    const c = this.caseOf(account);
    const before = c.pending;
    const answer = submitSection(c, { trigger, sectionId, answers: [...opened.value] }, this.context.now(), {
      takenAddresses: addressesTakenFrom(account.persona.key),
      bankConnected: (token) => isBankConnected(this.context, account, token),
    });
    if (c.pending !== null && c.pending !== before) this.scheduleSettle(account, c.pending.at);
    return answer;
  }

  /** The section a CPF submission (spec 001 §7) goes to: the one reached, which must be the one whose submission_url names it. */
  cpfSection(account: SandboxAccount): SandboxResult<string> {
    const sectionId = reachedSectionId(this.caseOf(account));
    return sectionId === undefined || !submitsToCpf(validationSection(sectionId))
      ? err({ code: ErrorCode.invalidParameter, message: 'no CPF section is open' })
      : ok(sectionId);
  }

  poll(account: SandboxAccount, trigger: string) {
    return pollCase(this.caseOf(account), trigger);
  }

  identity(account: SandboxAccount): { status: KycStatus; restrictedFeatures: readonly string[] } {
    const c = this.caseOf(account);
    return { status: kycStatusOf(c), restrictedFeatures: c.restrictedFeatures };
  }

  /** The verification decision for the verification state: approved (restricted included), rejected, or none yet. */
  decision(account: SandboxAccount): 'approved' | 'rejected' | undefined {
    return decisionOf(this.caseOf(account));
  }

  cashAccount(account: SandboxAccount, currency: string) {
    return cashAccountOf(this.caseOf(account), account.state.fiatWallets, currency);
  }

  /** The outstanding balance (design): what the customer owes, and the deposit networks refused until it is paid (the deposits area's). */
  outstanding(account: SandboxAccount, currency: string): SandboxResult<{ amount: Dec; paymentNetworks: readonly string[] }> {
    if (!CASH_ACCOUNT_CURRENCIES.includes(currency)) return unknownCurrency(currency);
    const amount = new Money(outstandingAmount(account.persona.key, currency));
    return ok({ amount, paymentNetworks: amount.greaterThan(0) ? personaDeposits(account.persona.key).outstandingBalance : [] });
  }

  private scheduleSettle(account: SandboxAccount, at: number): void {
    this.context.schedule(SETTLE_TASK, at, { uuid: account.uuid });
  }

  /** The answers with the section's encrypted fields (aes_256_cbc) opened; reads no state, so a handler awaits it before its transaction. */
  async openAnswers(sectionId: string, answers: readonly FormAnswer[]): Promise<SandboxResult<readonly FormAnswer[]>> {
    const fields = isSectionId(sectionId) ? validationSection(sectionId).fields : [];
    const sealed = new Set(fields.filter((f) => f.encryption === AES_256_CBC).map((f) => f.name));
    const opened: FormAnswer[] = [];
    for (const answer of answers) {
      if (!sealed.has(answer.field_name) || !('field_answer' in answer)) {
        opened.push(answer);
        continue;
      }
      const plain = await decryptField(answer.field_answer, SANDBOX_FIELD_SECRET);
      if (plain === undefined) return err({ code: ErrorCode.invalidParameter, message: `${answer.field_name} must be encrypted (aes_256_cbc)` });
      opened.push({ ...answer, field_answer: plain });
    }
    return ok(opened);
  }
}
