import { ErrorCode } from '../../../../domain/errors/error-codes';
import { OPEN_BANKING_SOURCE } from '../../../../domain/kyc/open-banking';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { randomToken } from '../random-id';
import { accountDeposits } from './deposit-state';

export interface OpenBankingCredential {
  readonly token: string;
  readonly customerId: string;
  readonly paymentDestinationId: string;
  /** The open-banking SDK stand-in's page on the gateway origin for this token. */
  readonly connectUrl: string;
}

/** The gateway sessions the SDK stand-in's pages complete. */
export const OPEN_BANKING_PURPOSE = 'open_banking';

export interface CheckingAccountView {
  readonly currency: string;
  readonly bankName: string;
  readonly maskedAccountNumber: string;
  readonly routingNumber: string;
  readonly accountHolderName: string;
}

/** Whether `token` is the customer's credential whose SDK page connected a bank (the KYC bank-connection answer). */
export function isBankConnected(context: SandboxContext, account: SandboxAccount, token: string): boolean {
  const session = context.gateway.find(token);
  return session?.kind === 'open_banking' && session.accountUuid === account.uuid && session.status === 'succeeded';
}

const OPEN_BANKING_NETWORK = 'aed_ipi';

const requireTrigger = (triggeredBy: unknown): SandboxResult<string> =>
  typeof triggeredBy === 'string' && triggeredBy !== '' ? ok(triggeredBy) : err({ code: ErrorCode.invalidParameter, message: 'triggered_by is required' });

/**
 * Open banking (the leantech credential and bank-connect confirmation, spec 001 §3, §7) and the
 * customer's checking account. Each credential opens the SDK stand-in's page (a gateway session
 * whose id is the token). Choice: a confirmed connection links the customer's UAE bank as an
 * authenticated AED account, once; the sandbox has checking accounts in USD only.
 */
export class SandboxOpenBanking {
  constructor(private readonly context: SandboxContext) {}

  credential(account: SandboxAccount, triggeredBy: unknown): SandboxResult<OpenBankingCredential> {
    const trigger = requireTrigger(triggeredBy);
    if (!trigger.ok) return trigger;
    const suffix = account.uuid.slice(-12);
    const token = `lean-${trigger.value}-${randomToken()}`;
    const connectUrl = this.context.gateway.open({
      id: token,
      kind: 'open_banking',
      purpose: OPEN_BANKING_PURPOSE,
      messageSource: OPEN_BANKING_SOURCE,
      accountUuid: account.uuid,
      createdAt: this.context.now(),
      payload: { triggered_by: trigger.value },
    });
    return ok({ token, customerId: `lean-cust-${suffix}`, paymentDestinationId: `lean-dest-${suffix}`, connectUrl });
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
