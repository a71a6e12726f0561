import { bankLinkGroup, canPullFrom } from '../../../../domain/deposit/bank-link-status';
import { type PullQuotaPolicy, type PullQuotaStatus, pullDepositLimits, pullQuotaStatus } from '../../../../domain/deposit/pull-deposit-quota';
import { validatePullDeposit } from '../../../../domain/deposit/pull-deposit-validation';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { currencyCode, type CurrencyCode, fiatFractionDigits } from '../../../../domain/money/currency';
import { type Dec, dec, Money } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { type BankAccountState, accountDeposits, type DepositOrderState, depositsSlice, ordersOf } from './deposit-state';
import type { PasscodeGuard } from '../onboarding/passcode-guard';
import { checkDepositOrder, requireNetwork } from './deposit-guards';
import type { DepositSettlement } from './settlement';

/** Choice: the sandbox's pull policy: 3 pulls a day, 10 a month, 5000 / 25000 quotas, 10 to 2500 a pull, no fee. */
export const PULL_POLICY: PullQuotaPolicy = {
  transactionsPerDay: 3,
  transactionsPerMonth: 10,
  dailyQuota: dec('5000'),
  monthlyQuota: dec('25000'),
  minimumDepositAmount: dec('10'),
  maximumTransactionAmount: dec('2500'),
};
/** Choice: at most 10 linked bank accounts. */
export const MAX_BANK_ACCOUNTS = 10;

export interface PullOverview {
  readonly policy: PullQuotaPolicy;
  readonly status: PullQuotaStatus;
  readonly canAddBankAccount: boolean;
  readonly maxBankAccountReached: boolean;
}

/** A pull order as asked for; the amount is checked as sent. */
export interface PullOrderInput {
  readonly amount: unknown;
  readonly bankAccountId: string;
  readonly currency: string;
  readonly paymentNetwork: string;
}

/** The confirm page of a pull order (spec 001 §3, "Pull deposit create response"). */
export interface PullOrderPage {
  readonly order: DepositOrderState;
  readonly bankAccount: BankAccountState;
}

/**
 * Deposit pulls (us_ach_pull): the overview with quotas, orders checked with the domain's pull
 * validation against the customer's own usage, and confirmations with the passcode that pull the
 * money from the linked bank and settle it later. A confirmation is answered once: repeating it
 * returns the same deposit and never pulls twice.
 */
export class SandboxDepositPulls {
  constructor(
    private readonly context: SandboxContext,
    private readonly settlement: DepositSettlement,
    private readonly passcodes: PasscodeGuard,
  ) {}

  overview(account: SandboxAccount, currency: string, network: string): SandboxResult<PullOverview> {
    const allowed = requireNetwork(account, network, currency);
    if (!allowed.ok) return allowed;
    const linked = Object.keys(accountDeposits(this.context, account).bankAccounts).length;
    return ok({
      policy: PULL_POLICY,
      status: this.quotaStatus(account, network),
      canAddBankAccount: linked < MAX_BANK_ACCOUNTS,
      maxBankAccountReached: linked >= MAX_BANK_ACCOUNTS,
    });
  }

  createOrder(account: SandboxAccount, request: PullOrderInput): SandboxResult<PullOrderPage> {
    const network = request.paymentNetwork;
    const checked = checkDepositOrder(account, network, request.currency, request.amount);
    if (!checked.ok) return checked;
    const bankAccount = accountDeposits(this.context, account).bankAccounts[request.bankAccountId];
    if (bankAccount?.currency !== checked.value.currency || bankAccount.paymentNetwork !== network) return err({ code: ErrorCode.bankAccountNotFound });
    const usable = this.checkPull(account, bankAccount, checked.value.amount, checked.value.currency);
    if (!usable.ok) return usable;
    const digits = fiatFractionDigits(checked.value.currency);
    const order: DepositOrderState = {
      id: this.context.nextId('dpo'),
      kind: 'pull',
      accountUuid: account.uuid,
      currency: checked.value.currency,
      paymentNetwork: network,
      amount: checked.value.amount.toFixed(digits),
      fee: dec('0').toFixed(digits),
      receivable: checked.value.amount.toFixed(digits),
      bankAccountId: bankAccount.id,
      createdAt: this.context.now(),
      status: 'created',
    };
    depositsSlice(this.context).orders[order.id] = order;
    return ok({ order, bankAccount });
  }

  /**
   * Confirms a pull order with the passcode, opened from its envelope (the shared passcode guard:
   * attempts and lock); the same order confirmed again gets the same deposit.
   */
  confirm(account: SandboxAccount, orderId: string, passcode: string | undefined): SandboxResult<DepositOrderState> {
    const order = depositsSlice(this.context).orders[orderId];
    if (order?.accountUuid !== account.uuid || order.kind !== 'pull') return err({ code: ErrorCode.depositOrderNotFound });
    const passcodeOk = this.passcodes.check(account, passcode);
    if (!passcodeOk.ok) return passcodeOk;
    if (order.status === 'failed') return err({ code: ErrorCode.depositOrderClosed });
    if (order.status !== 'created') return ok(order);
    const bankAccount = accountDeposits(this.context, account).bankAccounts[order.bankAccountId ?? ''];
    if (bankAccount === undefined) return err({ code: ErrorCode.bankAccountNotFound });
    const amount = new Money(order.amount);
    const usable = this.checkPull(account, bankAccount, amount, currencyCode(order.currency));
    if (!usable.ok) return usable;
    if (new Money(bankAccount.available).lessThan(amount)) {
      order.status = 'failed';
      return err({ code: ErrorCode.insufficientBalanceError });
    }
    bankAccount.available = new Money(bankAccount.available).minus(amount).toFixed();
    this.settlement.start(account, order);
    return ok(order);
  }

  /** The link must be usable and the amount within the pull policy and what is left of the quotas. */
  private checkPull(account: SandboxAccount, bankAccount: BankAccountState, amount: Dec, currency: CurrencyCode): SandboxResult<void> {
    if (!canPullFrom(bankLinkGroup(bankAccount.status))) return err({ code: ErrorCode.accountLinkFailError });
    const limits = pullDepositLimits(PULL_POLICY, this.quotaStatus(account, bankAccount.paymentNetwork));
    const valid = validatePullDeposit({ bankAccountId: bankAccount.id, amount, currency, limits });
    if (valid.ok) return ok(undefined);
    const { code, ...details } = valid.error;
    return err({ code, meta: Object.fromEntries(Object.entries(details).map(([k, v]) => [k, String(v)])) });
  }

  /** Confirmed pulls (settling or settled) count against the quotas from their confirmation. */
  private quotaStatus(account: SandboxAccount, network: string): PullQuotaStatus {
    const usages = ordersOf(this.context, account, 'pull')
      .filter((o) => o.paymentNetwork === network && o.confirmedAt !== undefined && o.status !== 'failed')
      .map((o) => ({ at: o.confirmedAt ?? 0, amount: new Money(o.amount) }));
    return pullQuotaStatus(PULL_POLICY, usages, this.context.now());
  }
}
