import { ErrorCode } from '../../../../domain/errors/error-codes';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { accountDeposits } from './deposit-state';

export interface OpenBankingCredential {
  readonly token: string;
  readonly customerId: string;
  readonly paymentDestinationId: string;
}

export interface CheckingAccountView {
  readonly currency: string;
  readonly bankName: string;
  readonly maskedAccountNumber: string;
  readonly routingNumber: string;
  readonly accountHolderName: string;
}

const OPEN_BANKING_NETWORK = 'aed_ipi';

const requireTrigger = (triggeredBy: unknown): SandboxResult<string> =>
  typeof triggeredBy === 'string' && triggeredBy !== '' ? ok(triggeredBy) : err({ code: ErrorCode.invalidParameter, message: 'triggered_by is required' });

/**
 * Open banking (the leantech credential and bank-connect confirmation, spec 001 §3, §7) and the
 * customer's checking account. Choice: a confirmed connection links the customer's UAE bank as an
 * authenticated AED account, once; the sandbox has checking accounts in USD only.
 */
export class SandboxOpenBanking {
  constructor(private readonly context: SandboxContext) {}

  credential(account: SandboxAccount, triggeredBy: unknown): SandboxResult<OpenBankingCredential> {
    const trigger = requireTrigger(triggeredBy);
    if (!trigger.ok) return trigger;
    const suffix = account.uuid.slice(-12);
    return ok({ token: `lean-${trigger.value}-${this.context.nextId('tok')}`, customerId: `lean-cust-${suffix}`, paymentDestinationId: `lean-dest-${suffix}` });
  }

  connected(account: SandboxAccount, triggeredBy: unknown): SandboxResult<void> {
    const trigger = requireTrigger(triggeredBy);
    if (!trigger.ok) return trigger;
    const accounts = accountDeposits(this.context, account).bankAccounts;
    const id = `ba_lean_${account.uuid.slice(-4)}`;
    accounts[id] ??= {
      id,
      bankName: 'Emirates Sandbox Bank',
      mask: `•••• ${account.uuid.slice(-4)}`,
      currency: 'AED',
      paymentNetwork: OPEN_BANKING_NETWORK,
      status: 'authenticated',
      available: '20000.00',
      accountHolderName: account.persona.name,
      accountType: 'checking',
      routingNumber: '',
      pendingWithdrawal: false,
    };
    return ok(undefined);
  }

  checkingAccount(account: SandboxAccount, currency: string): CheckingAccountView | undefined {
    if (currency !== 'USD' || account.state.fiatWallets[currency] !== 'created') return undefined;
    return {
      currency,
      bankName: 'Evolve Bank & Trust (sandbox)',
      maskedAccountNumber: `•••• ${account.uuid.slice(-4)}`,
      routingNumber: '084106768',
      accountHolderName: account.persona.name,
    };
  }
}
