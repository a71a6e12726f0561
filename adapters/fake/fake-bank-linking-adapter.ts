import { type ApiResult, businessError } from '../../application/ports/api-error';
import type {
  BankAccount,
  BankAccountQuery,
  BankAccountReview,
  BankAccountReviewUpdate,
  BankLinkingPort,
  CheckingAccount,
  LinkedBank,
  LinkToken,
  OpenBankingCredential,
} from '../../application/ports/bank-linking-port';
import { checkDeleteBankAccount } from '../../domain/deposit/bank-link-status';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode, type CurrencyCode } from '../../domain/money/currency';
import { FakeCalls } from './fake-calls';

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const fail = (code: string): ApiResult<never> => ({ ok: false, error: businessError(code) });

interface StoredAccount {
  account: BankAccount;
  review: BankAccountReview;
  /** Set by the test: an unsettled deposit or withdrawal that blocks deletion. */
  unsettled: typeof ErrorCode.pendingDepositNotSettled | typeof ErrorCode.pendingWithdrawalNotSettled | undefined;
}

/**
 * In-memory bank accounts and linking for tests. Accounts are added by the test; deletion follows
 * the domain's pending rule and the unsettled marks the test sets; a link token's public token
 * becomes exchangeable once the test calls `completeLink` (standing in for the bank-link page),
 * and is exchanged once. Any call can be failed or held through `calls`.
 */
export class FakeBankLinkingAdapter implements BankLinkingPort {
  readonly calls = new FakeCalls<keyof BankLinkingPort>();
  readonly openingDurations: number[] = [];
  readonly connections: string[] = [];
  private readonly accounts = new Map<string, StoredAccount>();
  private readonly links = new Map<string, { bankAccountId: string | undefined; ready: boolean }>();
  private readonly checking = new Map<string, CheckingAccount>();
  private counter = 0;

  constructor(private readonly clock: () => number) {}

  addAccount(account: Omit<BankAccount, 'currency'> & { readonly currency?: string }, unsettled?: StoredAccount['unsettled']): this {
    const stored: BankAccount = { ...account, currency: currencyCode(account.currency ?? 'USD') };
    const review: BankAccountReview = {
      accountHolderName: 'Test Customer',
      accountType: 'checking',
      bankName: stored.bankName,
      maskedAccountIdentifier: stored.maskedAccountIdentifier,
      routingNumber: '021000021',
    };
    this.accounts.set(stored.id, { account: stored, review, unsettled });
    return this;
  }

  setCheckingAccount(account: CheckingAccount): this {
    this.checking.set(account.currency, account);
    return this;
  }

  /** The bank-link page succeeded: its public token is `public-<n>` for the n-th link token. */
  completeLink(linkToken: string): string {
    const publicToken = linkToken.replace(/^link-/, 'public-');
    const link = this.links.get(publicToken);
    if (link !== undefined) link.ready = true;
    return publicToken;
  }

  listBankAccounts(query: BankAccountQuery): Promise<ApiResult<readonly BankAccount[]>> {
    return this.calls.run('listBankAccounts', [query], () =>
      ok([...this.accounts.values()].map((s) => s.account).filter((a) => a.currency === query.currency)),
    );
  }

  getReviewDetails(bankAccountId: string, currency: CurrencyCode, paymentNetwork: string): Promise<ApiResult<BankAccountReview>> {
    return this.calls.run('getReviewDetails', [bankAccountId, currency, paymentNetwork], () => {
      const stored = this.accounts.get(bankAccountId);
      return stored === undefined ? fail(ErrorCode.bankAccountNotFound) : ok(stored.review);
    });
  }

  /** An escalated account is authenticated by the review. */
  updateBankAccount(bankAccountId: string, review: BankAccountReviewUpdate, currency: CurrencyCode, paymentNetwork: string): Promise<ApiResult<BankAccount>> {
    return this.calls.run('updateBankAccount', [bankAccountId, review, currency, paymentNetwork], () => {
      const stored = this.accounts.get(bankAccountId);
      if (stored === undefined) return fail(ErrorCode.bankAccountNotFound);
      if (review.accountHolderName.trim() === '') return fail(ErrorCode.invalidParameter);
      stored.review = { ...stored.review, ...review };
      if (stored.account.status === 'escalated') stored.account = { ...stored.account, status: 'authenticated' };
      return ok(stored.account);
    });
  }

  deleteBankAccount(bankAccountId: string): Promise<ApiResult<void>> {
    return this.calls.run('deleteBankAccount', [bankAccountId], () => {
      const stored = this.accounts.get(bankAccountId);
      if (stored === undefined) return fail(ErrorCode.bankAccountNotFound);
      const deletable = checkDeleteBankAccount(stored.account.status);
      if (!deletable.ok) return fail(deletable.error.code);
      if (stored.unsettled !== undefined) return fail(stored.unsettled);
      this.accounts.delete(bankAccountId);
      return ok(undefined);
    });
  }

  createLinkToken(bankAccountId?: string): Promise<ApiResult<LinkToken>> {
    return this.calls.run('createLinkToken', [bankAccountId], () => {
      if (bankAccountId !== undefined && !this.accounts.has(bankAccountId)) return fail(ErrorCode.bankAccountNotFound);
      const n = ++this.counter;
      this.links.set(`public-${n}`, { bankAccountId, ready: false });
      return ok({ linkToken: `link-${n}`, expiresAt: this.clock() + 30 * 60_000, hostedLinkUrl: `https://link.fake/${n}` });
    });
  }

  /** A ready public token, once: relinks the account it was made for, or links a new one. */
  exchangeLinkedBank(linked: LinkedBank): Promise<ApiResult<BankAccount>> {
    return this.calls.run('exchangeLinkedBank', [linked], () => {
      const link = this.links.get(linked.plaidPublicToken);
      if (link?.ready !== true || link.bankAccountId !== linked.bankAccountId) return fail(ErrorCode.invalidToken);
      this.links.delete(linked.plaidPublicToken);
      const existing = link.bankAccountId === undefined ? undefined : this.accounts.get(link.bankAccountId);
      if (existing !== undefined) {
        existing.account = { ...existing.account, status: 'authenticated' };
        return ok(existing.account);
      }
      const id = `linked-${linked.plaidAccountId}`;
      this.addAccount({ id, bankName: 'Linked Bank', maskedAccountIdentifier: `•••• ${linked.plaidAccountId.slice(-4)}`, status: 'authenticated' });
      const added = this.accounts.get(id);
      return added === undefined ? fail(ErrorCode.bankAccountNotFound) : ok(added.account);
    });
  }

  logLinkOpening(durationMs: number): Promise<ApiResult<void>> {
    return this.calls.run('logLinkOpening', [durationMs], () => {
      this.openingDurations.push(durationMs);
      return ok(undefined);
    });
  }

  getOpenBankingCredential(triggeredBy: string): Promise<ApiResult<OpenBankingCredential>> {
    return this.calls.run('getOpenBankingCredential', [triggeredBy], () =>
      triggeredBy === ''
        ? fail(ErrorCode.invalidParameter)
        : ok({
            token: `token-${triggeredBy}`,
            customerId: 'customer-1',
            paymentDestinationId: 'destination-1',
            connectUrl: `https://gateway.test/gateway/open_banking/token-${triggeredBy}`,
          }),
    );
  }

  confirmOpenBankingConnection(triggeredBy: string): Promise<ApiResult<void>> {
    return this.calls.run('confirmOpenBankingConnection', [triggeredBy], () => {
      if (triggeredBy === '') return fail(ErrorCode.invalidParameter);
      this.connections.push(triggeredBy);
      return ok(undefined);
    });
  }

  getCheckingAccount(currency: CurrencyCode): Promise<ApiResult<CheckingAccount | undefined>> {
    return this.calls.run('getCheckingAccount', [currency], () => ok(this.checking.get(currency)));
  }
}
