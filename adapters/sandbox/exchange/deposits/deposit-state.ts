import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import { personaDeposits } from './persona-deposits';

/** A linked bank account as the sandbox keeps it (JSON). */
export interface BankAccountState {
  readonly id: string;
  readonly bankName: string;
  readonly mask: string;
  readonly currency: string;
  /** The pull network it is linked for (us_ach_pull), or the open-banking network. */
  readonly paymentNetwork: string;
  status: string;
  /** The simulated bank's available balance: a pull above it fails with insufficient_balance_error. */
  available: string;
  accountHolderName: string;
  accountType: string;
  readonly routingNumber: string;
  /** A withdrawal to it has not settled: it cannot be deleted. */
  readonly pendingWithdrawal: boolean;
}

/** One customer's deposit data, seeded from the persona on first use. */
export interface AccountDepositsState {
  readonly bankAccounts: Record<string, BankAccountState>;
  /** `${method}:${vendorId}` -> created | uncreated | pending. */
  readonly vendors: Record<string, string>;
  /** `${method}:${vendorId}` -> when the bank details were emailed (epoch ms). */
  readonly emails: Record<string, number[]>;
  /** method -> when a reference number was submitted (epoch ms). */
  readonly referenceAttempts: Record<string, number[]>;
  /** reference number -> the order it started. */
  readonly claimedReferences: Record<string, string>;
  /** Bank-link opening durations logged by the client (ms). */
  readonly linkOpenings: number[];
}

export type DepositOrderKind = 'pull' | 'request' | 'reference';

/**
 * A deposit order: created, then (a deposit request) authorising at the bank, then settling
 * once confirmed, and settled when the money arrived; failed when refused or cancelled.
 */
export interface DepositOrderState {
  readonly id: string;
  readonly kind: DepositOrderKind;
  readonly accountUuid: string;
  readonly currency: string;
  readonly paymentNetwork: string;
  readonly amount: string;
  readonly fee: string;
  readonly receivable: string;
  readonly bankAccountId?: string;
  readonly bankId?: string;
  readonly createdAt: number;
  status: 'created' | 'authorising' | 'settling' | 'settled' | 'failed';
  confirmedAt?: number;
  settleAt?: number;
  transactionId?: string;
  gatewaySessionId?: string;
}

/** A bank-link session's public token: exchangeable once the link page succeeded. */
export interface LinkTokenState {
  readonly sessionId: string;
  readonly accountUuid: string;
  readonly plaidAccountId: string;
  readonly institution: string;
  readonly bankAccountId?: string;
  status: 'pending' | 'ready' | 'failed' | 'used';
}

export interface DepositsSlice {
  readonly accounts: Record<string, AccountDepositsState>;
  readonly orders: Record<string, DepositOrderState>;
  /** public token -> its bank link. */
  readonly linkTokens: Record<string, LinkTokenState>;
}

/** The deposits area's JSON state; looked up on every use (a reset or restore replaces it). */
export const depositsSlice = (context: SandboxContext): DepositsSlice =>
  context.slice<DepositsSlice>('deposits', () => ({ accounts: {}, orders: {}, linkTokens: {} }));

/** A customer's deposit data, seeded from the persona's (persona-deposits.ts) the first time. */
export function accountDeposits(context: SandboxContext, account: SandboxAccount): AccountDepositsState {
  const slice = depositsSlice(context);
  const existing = slice.accounts[account.uuid];
  if (existing !== undefined) return existing;
  const seed = personaDeposits(account.persona.key);
  const seeded: AccountDepositsState = {
    bankAccounts: Object.fromEntries(seed.bankAccounts.map((b) => [b.id, { ...b }])),
    vendors: {},
    emails: {},
    referenceAttempts: {},
    claimedReferences: {},
    linkOpenings: [],
  };
  slice.accounts[account.uuid] = seeded;
  return seeded;
}

/** The customer's orders of one kind, oldest first. */
export const ordersOf = (context: SandboxContext, account: SandboxAccount, kind: DepositOrderKind): DepositOrderState[] =>
  Object.values(depositsSlice(context).orders).filter((o) => o.accountUuid === account.uuid && o.kind === kind);
