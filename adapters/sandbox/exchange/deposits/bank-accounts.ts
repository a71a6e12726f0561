import { checkDeleteBankAccount } from '../../../../domain/deposit/bank-link-status';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { err, ok } from '../../../../domain/shared/result';
import type { GatewaySession } from '../gateway-registry';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { BANK_LINK_SOURCE } from '../../../../domain/deposit/bank-link-message';
import { PAYLOAD_KEYS } from '../../gateway/gateway-message';
import { openBankPage } from './bank-page';
import { accountDeposits, type BankAccountState, depositsSlice, type LinkTokenState } from './deposit-state';
import { MAX_BANK_ACCOUNTS } from './deposit-pulls';

const GATEWAY_PURPOSE = 'bank_link';
/** Four digits for a linked account's mask, derived from its bank-link account id (the sandbox's bank numbers its accounts). */
const lastFourDigitsOf = (id: string): string => [...id.slice(-4)].map((char) => String(char.charCodeAt(0) % 10)).join('');

/** Choice: a link token is valid for 30 minutes. */
export const LINK_TOKEN_TTL_MS = 30 * 60_000;
const ACCOUNT_TYPES: ReadonlySet<string> = new Set(['checking', 'savings']);

export interface LinkSession {
  readonly linkToken: string;
  readonly expiresAt: number;
  readonly url: string;
}

/**
 * Linked bank accounts (spec 001 §3, §7): listing, review and update, deletion (refused for a
 * pending account and for one with an unsettled deposit or withdrawal), and linking through a
 * bank-link page (a gateway session of kind bank_link): its public token can be exchanged once,
 * after the page succeeded, for a new account or to relink an existing one.
 */
export class SandboxBankAccounts {
  constructor(private readonly context: SandboxContext) {
    context.gateway.onComplete(GATEWAY_PURPOSE, (session, outcome) => this.linkCompleted(session, outcome === 'succeeded'));
  }

  /** Choice: every linked account can take withdrawals, so withdrawal_payment_network does not narrow the list. */
  list(account: SandboxAccount, currency: string, pullNetwork: string | undefined): BankAccountState[] {
    return Object.values(accountDeposits(this.context, account).bankAccounts).filter(
      (b) => b.currency === currency && (pullNetwork === undefined || b.paymentNetwork === pullNetwork),
    );
  }

  find(account: SandboxAccount, id: string): SandboxResult<BankAccountState> {
    const found = accountDeposits(this.context, account).bankAccounts[id];
    return found === undefined ? err({ code: ErrorCode.bankAccountNotFound }) : ok(found);
  }

  /** Corrects the reviewed details; an escalated account is authenticated by the review. */
  update(account: SandboxAccount, id: string, holderName: unknown, accountType: unknown): SandboxResult<BankAccountState> {
    const found = this.find(account, id);
    if (!found.ok) return found;
    if (typeof holderName !== 'string' || holderName.trim() === '' || typeof accountType !== 'string' || !ACCOUNT_TYPES.has(accountType)) {
      return err({ code: ErrorCode.invalidParameter, message: 'account_holder_name and account_type (checking or savings) are required' });
    }
    found.value.accountHolderName = holderName.trim();
    found.value.accountType = accountType;
    if (found.value.status === 'escalated') found.value.status = 'authenticated';
    return found;
  }

  delete(account: SandboxAccount, id: string): SandboxResult<void> {
    const found = this.find(account, id);
    if (!found.ok) return found;
    const deletable = checkDeleteBankAccount(found.value.status);
    if (!deletable.ok) return err({ code: deletable.error.code });
    if (found.value.pendingWithdrawal) return err({ code: ErrorCode.pendingWithdrawalNotSettled });
    const unsettled = Object.values(depositsSlice(this.context).orders).some(
      (o) => o.bankAccountId === id && o.accountUuid === account.uuid && o.status === 'settling',
    );
    if (unsettled) return err({ code: ErrorCode.pendingDepositNotSettled });
    delete accountDeposits(this.context, account).bankAccounts[id];
    return ok(undefined);
  }

  /** Opens a bank-link page; with an account id it relinks that account. */
  createLinkToken(account: SandboxAccount, bankAccountId: string | undefined): SandboxResult<LinkSession> {
    const relinked = bankAccountId === undefined ? undefined : this.find(account, bankAccountId);
    if (relinked !== undefined && !relinked.ok) return err({ code: ErrorCode.bankAccountNotFound });
    const now = this.context.now();
    const linkToken = this.context.nextId('link-sandbox');
    const publicToken = this.context.nextId('public-sandbox');
    const plaidAccountId = this.context.nextId('plaid_acc');
    // Choice: a new link is at the sandbox's own bank; a relink signs in at the account's bank again.
    const institution = relinked?.value.bankName ?? 'Sandbox Credit Union';
    const { sessionId, url } = openBankPage(this.context, account, {
      purpose: GATEWAY_PURPOSE,
      messageSource: BANK_LINK_SOURCE,
      payload: {
        link_token: linkToken,
        public_token: publicToken,
        plaid_account_id: plaidAccountId,
        institution,
        [PAYLOAD_KEYS.bankName]: institution,
        ...(bankAccountId === undefined ? {} : { bank_account_id: bankAccountId }),
      },
    });
    const token: LinkTokenState = {
      sessionId,
      accountUuid: account.uuid,
      plaidAccountId,
      institution,
      status: 'pending',
      ...(bankAccountId === undefined ? {} : { bankAccountId }),
    };
    depositsSlice(this.context).linkTokens[publicToken] = token;
    return ok({ linkToken, expiresAt: now + LINK_TOKEN_TTL_MS, url });
  }

  /** Exchanges a succeeded link's public token, once, for the linked (or relinked) account. */
  exchange(account: SandboxAccount, publicToken: unknown, plaidAccountId: unknown, bankAccountId: unknown): SandboxResult<BankAccountState> {
    const token = typeof publicToken === 'string' ? depositsSlice(this.context).linkTokens[publicToken] : undefined;
    if (token?.accountUuid !== account.uuid || token.status !== 'ready' || token.plaidAccountId !== plaidAccountId)
      return err({ code: ErrorCode.invalidToken });
    if ((bankAccountId ?? undefined) !== token.bankAccountId)
      return err({ code: ErrorCode.invalidParameter, message: 'bank_account_id differs from the link token' });
    const accounts = accountDeposits(this.context, account).bankAccounts;
    if (token.bankAccountId === undefined && Object.keys(accounts).length >= MAX_BANK_ACCOUNTS) {
      return err({ code: ErrorCode.invalidParameter, message: `at most ${MAX_BANK_ACCOUNTS} bank accounts` });
    }
    token.status = 'used';
    const existing = token.bankAccountId === undefined ? undefined : accounts[token.bankAccountId];
    if (existing !== undefined) {
      existing.status = 'authenticated';
      return ok(existing);
    }
    const id = this.context.nextId('ba');
    const linked: BankAccountState = {
      id,
      bankName: token.institution,
      mask: `•••• ${lastFourDigitsOf(token.plaidAccountId)}`,
      currency: 'USD',
      paymentNetwork: 'us_ach_pull',
      status: 'authenticated',
      available: '25000.00',
      accountHolderName: account.persona.name,
      accountType: 'checking',
      routingNumber: '021000021',
      pendingWithdrawal: false,
    };
    accounts[id] = linked;
    return ok(linked);
  }

  logOpening(account: SandboxAccount, durationMs: unknown): SandboxResult<void> {
    if (typeof durationMs !== 'number' || !Number.isFinite(durationMs) || durationMs < 0)
      return err({ code: ErrorCode.invalidParameter, message: 'duration_ms must be a number >= 0' });
    accountDeposits(this.context, account).linkOpenings.push(durationMs);
    return ok(undefined);
  }

  private linkCompleted(session: GatewaySession, succeeded: boolean): void {
    const token = depositsSlice(this.context).linkTokens[session.payload['public_token'] ?? ''];
    if (token?.sessionId === session.id && token.status === 'pending') token.status = succeeded ? 'ready' : 'failed';
  }
}
