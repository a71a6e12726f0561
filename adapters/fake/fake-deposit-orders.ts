import { type ApiResult, businessError } from '../../application/ports/api-error';
import type { DepositReceipt, PullDepositOverview, PullOrder, PullOrderRequest, ReferenceOverview } from '../../application/ports/deposits-port';
import { type PullQuotaPolicy, pullDepositLimits, pullQuotaStatus } from '../../domain/deposit/pull-deposit-quota';
import { validatePullDeposit } from '../../domain/deposit/pull-deposit-validation';
import { checkReferenceSubmit } from '../../domain/deposit/reference-number';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode, type CurrencyCode, fiatFractionDigits } from '../../domain/money/currency';
import { dec, type Dec } from '../../domain/money/decimal';
import { isSameUtcDay } from '../../domain/shared/utc-calendar';

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const fail = (code: string, meta: Readonly<Record<string, unknown>> = {}): ApiResult<never> => ({ ok: false, error: businessError(code, { meta }) });

/** The fake's pull policy (tests may replace it): 3 pulls a day, 10 a month, 5000 / 25000 quotas, 10 to 2500 a pull. */
export const FAKE_PULL_POLICY: PullQuotaPolicy = {
  transactionsPerDay: 3,
  transactionsPerMonth: 10,
  dailyQuota: dec('5000'),
  monthlyQuota: dec('25000'),
  minimumDepositAmount: dec('10'),
  maximumTransactionAmount: dec('2500'),
};

/** Where started deposits are booked: the fake cash account history (FakePaymentsAdapter.recordDeposit). */
export interface FakeDepositBook {
  recordDeposit(input: { readonly amount: Dec; readonly currency: CurrencyCode }): { readonly id: string };
}

interface PullOrderState {
  readonly request: PullOrderRequest;
  confirmedAt: number | undefined;
}

/**
 * The order side of the fake deposits adapter: pull orders checked with the domain's pull rules
 * and confirmed once with the passcode (a repeated confirm returns the first deposit); reference
 * numbers checked with the domain's reference rules against transfers the test adds. Deposit
 * requests are FakeDepositRequests'.
 */
export class FakeDepositOrders {
  readonly deposits: DepositReceipt[] = [];
  policy: PullQuotaPolicy = FAKE_PULL_POLICY;
  private readonly bankAccounts = new Set<string>();
  private readonly pulls = new Map<string, PullOrderState>();
  private readonly receipts = new Map<string, DepositReceipt>();
  private readonly transfers = new Map<string, { readonly amount: Dec; readonly currency: CurrencyCode }>();
  private readonly attempts = new Map<string, number[]>();
  private counter = 0;

  constructor(
    private readonly clock: () => number,
    private readonly passcode: string,
    private readonly book: FakeDepositBook | undefined,
  ) {}

  addBankAccount(id: string): this {
    this.bankAccounts.add(id);
    return this;
  }

  /** An incoming transfer the bank could not match, found by its reference number. */
  addUnmatchedTransfer(method: string, reference: string, amount: Dec | string, currency = 'USD'): this {
    this.transfers.set(`${method}:${reference}`, { amount: dec(amount), currency: currencyCode(currency) });
    return this;
  }

  pullOverview(currency: CurrencyCode): PullDepositOverview {
    const s = this.quotaStatus();
    const p = this.policy;
    return {
      transactionsPerDay: p.transactionsPerDay,
      transactionsPerMonth: p.transactionsPerMonth,
      remainingDailyCount: s.remainingDailyCount,
      remainingMonthlyCount: s.remainingMonthlyCount,
      dailyQuota: p.dailyQuota,
      usedDailyQuota: s.usedDailyQuota,
      remainingDailyQuota: s.remainingDailyQuota,
      monthlyQuota: p.monthlyQuota,
      usedMonthlyQuota: s.usedMonthlyQuota,
      remainingMonthlyQuota: s.remainingMonthlyQuota,
      minimumDepositAmount: p.minimumDepositAmount,
      maximumTransactionAmount: p.maximumTransactionAmount,
      feeLabel: { key: 'deposit_pull_fee_free', payload: { currency } },
      canAddBankAccount: true,
      maxBankAccountReached: false,
    };
  }

  createPull(request: PullOrderRequest): ApiResult<PullOrder> {
    if (!this.bankAccounts.has(request.bankAccountId)) return fail(ErrorCode.bankAccountNotFound);
    const checked = this.checkPull(request);
    if (!checked.ok) return checked;
    const orderId = `pull-${++this.counter}`;
    this.pulls.set(orderId, { request, confirmedAt: undefined });
    const amount = `${request.amount.toFixed(fiatFractionDigits(request.currency))} ${request.currency}`;
    return ok({
      orderId,
      pageTitle: 'deposit_pull_confirm_title',
      pageContent: [{ type: 'key_value_pairs', pairs: [{ key: 'deposit_pull_amount', value: amount }] }],
      pageFooter: '',
    });
  }

  confirmPull(orderId: string, passcode: string): ApiResult<DepositReceipt> {
    const order = this.pulls.get(orderId);
    if (order === undefined) return fail(ErrorCode.depositOrderNotFound);
    if (passcode !== this.passcode) return fail(ErrorCode.invalidPasscode);
    const previous = this.receipts.get(orderId);
    if (previous !== undefined) return ok(previous);
    const checked = this.checkPull(order.request);
    if (!checked.ok) return checked;
    order.confirmedAt = this.clock();
    return ok(this.record(orderId, orderId, order.request.amount, order.request.currency));
  }

  referenceOverview(method: string): ReferenceOverview {
    return { currentDepositQuota: this.attemptsToday(method).length, dailyQuota: 5, faqUrl: 'https://help.fake/reference' };
  }

  submitReference(method: string, reference: string): ApiResult<DepositReceipt> {
    const previous = this.receipts.get(`${method}:${reference}`);
    if (previous !== undefined) return ok(previous);
    const allowed = checkReferenceSubmit(reference, { usedToday: this.attemptsToday(method).length, dailyQuota: 5, submitting: false, inError: false });
    if (!allowed.ok) return fail(allowed.error.code);
    this.attempts.set(method, [...(this.attempts.get(method) ?? []), this.clock()]);
    const transfer = this.transfers.get(`${method}:${reference}`);
    return transfer === undefined
      ? fail(ErrorCode.referenceNumberNotFound)
      : ok(this.record(`${method}:${reference}`, `reference-${++this.counter}`, transfer.amount, transfer.currency));
  }

  private checkPull(request: PullOrderRequest): ApiResult<void> {
    const limits = pullDepositLimits(this.policy, this.quotaStatus());
    const valid = validatePullDeposit({ bankAccountId: request.bankAccountId, amount: request.amount, currency: request.currency, limits });
    return valid.ok ? ok(undefined) : fail(valid.error.code);
  }

  private quotaStatus() {
    const usages = [...this.pulls.values()].flatMap((o) => (o.confirmedAt === undefined ? [] : [{ at: o.confirmedAt, amount: o.request.amount }]));
    return pullQuotaStatus(this.policy, usages, this.clock());
  }

  /** A started deposit, booked pending in the history when there is a book, answered again for a repeated confirm or reference (`key`). */
  record(key: string, orderId: string, amount: Dec, currency: CurrencyCode): DepositReceipt {
    const receipt: DepositReceipt = { orderId, status: 'pending', amount, currency, transactionId: this.book?.recordDeposit({ amount, currency }).id };
    this.receipts.set(key, receipt);
    this.deposits.push(receipt);
    return receipt;
  }

  private attemptsToday(method: string): number[] {
    return (this.attempts.get(method) ?? []).filter((at) => isSameUtcDay(at, this.clock()));
  }
}
