import { PasscodeGuard } from './onboarding/passcode-guard';
import type { SandboxContext } from './sandbox-context';
import { SandboxBankAccounts } from './deposits/bank-accounts';
import { SandboxDepositOverviews } from './deposits/deposit-overviews';
import { SandboxDepositPulls } from './deposits/deposit-pulls';
import { SandboxDepositRequests } from './deposits/deposit-requests';
import { SandboxManualDeposits } from './deposits/manual-deposits';
import { SandboxOpenBanking } from './deposits/open-banking';
import { SandboxReferenceDeposits } from './deposits/reference-deposits';
import { DepositSettlement } from './deposits/settlement';

/**
 * Fiat deposits: methods per currency, manual bank details and vendors, reference numbers, deposit
 * pulls and requests, bank accounts and linking, limits. Every confirmed deposit settles once,
 * after a delay in sandbox time, from the outside world into the customer's cash account.
 */
export class SandboxDeposits {
  readonly overviews: SandboxDepositOverviews;
  readonly bankAccounts: SandboxBankAccounts;
  readonly openBanking: SandboxOpenBanking;
  readonly manual: SandboxManualDeposits;
  readonly references: SandboxReferenceDeposits;
  readonly pulls: SandboxDepositPulls;
  readonly requests: SandboxDepositRequests;

  constructor(readonly context: SandboxContext) {
    const settlement = new DepositSettlement(context);
    this.overviews = new SandboxDepositOverviews(context);
    this.bankAccounts = new SandboxBankAccounts(context);
    this.openBanking = new SandboxOpenBanking(context);
    this.manual = new SandboxManualDeposits(context);
    this.references = new SandboxReferenceDeposits(context, settlement);
    this.pulls = new SandboxDepositPulls(context, settlement, new PasscodeGuard(context));
    this.requests = new SandboxDepositRequests(context, settlement);
  }
}
