import type { SchedulerLike } from 'rxjs';
import { bankLinkGroup, type BankLinkGroup, canPullFrom } from '../../domain/deposit/bank-link-status';
import {
  DEPOSIT_CONFIRM_CLOSED,
  type DepositConfirmEffect,
  type DepositConfirmEvent,
  type DepositConfirmState,
  requireConfirmPasscode,
  stepDepositConfirm,
} from '../../domain/deposit/deposit-confirm';
import { type PullDepositRequest, validatePullDeposit } from '../../domain/deposit/pull-deposit-validation';
import { type PullDepositView, stepPullDepositView } from '../../domain/deposit/pull-deposit-view';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { BankAccount, BankLinkingPort } from '../ports/bank-linking-port';
import type { DepositReceipt, DepositsPort, PullDepositOverview, PullOrder } from '../ports/deposits-port';
import type { PaymentsPort } from '../ports/payments-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { apiFailed, type DepositFailure, type DepositResult, ruleFailed } from './deposit-failure';
import { depositSettlement, type Settlement } from './settlement-watch';

/** A linked bank account with its link group (spec 001 §4: active, rejected, needs relink, completed). */
export type PullBankAccount = BankAccount & { readonly group: BankLinkGroup };

/** The pull deposit screen's data for a currency and network (spec 001 §2, §3). */
export interface PullDepositData {
  readonly currency: CurrencyCode;
  readonly network: string;
  readonly overview: PullDepositOverview;
  readonly bankAccounts: readonly PullBankAccount[];
  /** Empty without bank accounts, Deposit with some (spec 001 §4). */
  readonly view: PullDepositView;
}

/** The confirmation steps and what they show. */
export interface PullDepositState {
  readonly confirm: DepositConfirmState;
  readonly order: PullOrder | undefined;
  readonly receipt: DepositReceipt | undefined;
  /** The last refusal shown (the step says where the flow went: back to confirm, closed, insufficient balance). */
  readonly failure: DepositFailure | undefined;
  /** account_link_fail_error: the relink modal opens for this account (the order's). */
  readonly relinkAccountId: string | undefined;
  /** The account the order pulls from. */
  readonly bankAccountId: string | undefined;
  /**
   * The amount and account of the last order, kept when a refusal closes its confirmation (a
   * relink, the outstanding balance): the amount step starts from them again, so a customer who
   * relinks continues with what she typed. Cleared when the flow closes.
   */
  readonly draft: PullDepositRequest | undefined;
}

const START: PullDepositState = {
  confirm: DEPOSIT_CONFIRM_CLOSED,
  order: undefined,
  receipt: undefined,
  failure: undefined,
  relinkAccountId: undefined,
  bankAccountId: undefined,
  draft: undefined,
};

/** What a PullDepositService is made from (named as the composition root names them). */
export interface PullDepositDependencies {
  readonly deposits: DepositsPort;
  readonly bankLinking: BankLinkingPort;
  readonly payments: PaymentsPort;
  readonly scheduler: SchedulerLike;
}

/**
 * A deposit pulled from a linked bank account (spec 001 §2, §4 "Pull deposit", §5): the overview
 * and the accounts, the confirm chain checked with the domain's rules before the order, then the
 * domain's confirm steps (confirm, passcode, success or insufficient balance; relink and the
 * outstanding-balance error close it), and the settlement of the money.
 */
export class PullDepositService {
  private readonly store = new StateStore<PullDepositState>(START);
  readonly state: ReadableStore<PullDepositState> = this.store;

  constructor(private readonly deps: PullDepositDependencies) {}

  async load(currency: CurrencyCode, network: string): Promise<DepositResult<PullDepositData>> {
    const [overview, accounts] = await Promise.all([
      this.deps.deposits.getPullOverview(currency, network),
      this.deps.bankLinking.listBankAccounts({ currency, depositPullPaymentNetwork: network }),
    ]);
    if (!overview.ok) return apiFailed(overview.error);
    if (!accounts.ok) return apiFailed(accounts.error);
    const bankAccounts = accounts.value.map((a) => ({ ...a, group: bankLinkGroup(a.status) }));
    const { view } = stepPullDepositView('Loading', { type: 'loaded', bankAccountCount: bankAccounts.length });
    return { ok: true, value: { currency, network, overview: overview.value, bankAccounts, view } };
  }

  /**
   * The confirm chain for an amount and account (spec 001 §5), against the overview's counts and
   * quotas. Choice: without an account, the first one whose link can be pulled from (active or
   * completed) is used.
   */
  check(data: PullDepositData, bankAccountId: string | undefined, amount: Dec | undefined): DepositResult<PullDepositRequest> {
    const account = bankAccountId ?? data.bankAccounts.find((a) => canPullFrom(a.group))?.id;
    const checked = validatePullDeposit({ bankAccountId: account, amount, currency: data.currency, limits: data.overview });
    return checked.ok ? checked : ruleFailed(checked.error);
  }

  /** Creates the order of a checked request; its confirm page opens (closed -> confirm). */
  async createOrder(data: PullDepositData, request: PullDepositRequest): Promise<DepositResult<PullOrder>> {
    this.store.update(() => ({ ...START, bankAccountId: request.bankAccountId, draft: request }));
    const created = await this.deps.deposits.createPullOrder({ ...request, currency: data.currency, paymentNetwork: data.network });
    if (!created.ok) {
      this.store.update((s) => ({ ...s, failure: { kind: 'api', error: created.error } }));
      return apiFailed(created.error);
    }
    this.store.update((s) => ({ ...s, order: created.value }));
    this.dispatch({ type: 'order_created', orderId: created.value.orderId });
    return { ok: true, value: created.value };
  }

  /** Confirm deposit -> Passcode. */
  confirm(): DepositResult<void> {
    if (this.store.getSnapshot().confirm.step !== 'confirm') return ruleFailed({ code: ErrorCode.pullConfirmFailed });
    this.dispatch({ type: 'confirm' });
    return { ok: true, value: undefined };
  }

  /** Confirms with the passcode (6 digits, else refused before any call); resolves at the step the answer leads to. */
  async submitPasscode(passcode: string): Promise<DepositResult<PullDepositState>> {
    const checked = requireConfirmPasscode(passcode);
    if (!checked.ok) return ruleFailed(checked.error);
    const submit = this.dispatch({ type: 'passcode_entered' }).find((e) => e.type === 'submit_confirm');
    if (submit === undefined) return ruleFailed({ code: ErrorCode.pullConfirmFailed });
    const answer = await this.deps.deposits.confirmPullOrder(submit.orderId, checked.value);
    if (answer.ok) {
      this.store.update((s) => ({ ...s, receipt: answer.value, failure: undefined }));
      this.dispatch({ type: 'confirmed' });
    } else {
      const code = answer.error.kind === 'business' ? answer.error.code : ErrorCode.pullConfirmFailed;
      this.store.update((s) => ({ ...s, failure: { kind: 'api', error: answer.error } }));
      this.dispatch({ type: 'confirm_failed', code });
    }
    return { ok: true, value: this.store.getSnapshot() };
  }

  /** Follows the deposit's cash account entry until it settles (spec 001 §9 polling; see watchSettlement). */
  async settlement(waitMs?: number): Promise<DepositResult<Settlement | undefined>> {
    const id = this.store.getSnapshot().receipt?.transactionId;
    if (id === undefined) return { ok: true, value: undefined };
    return depositSettlement(this.deps, id, waitMs);
  }

  close(): void {
    this.dispatch({ type: 'close' });
    this.store.update(() => START);
  }

  private dispatch(event: DepositConfirmEvent): readonly DepositConfirmEffect[] {
    const { state, effects } = stepDepositConfirm('pull', this.store.getSnapshot().confirm, event);
    const relink = effects.some((e) => e.type === 'open_relink');
    this.store.update((s) => (s.confirm === state && !relink ? s : { ...s, confirm: state, relinkAccountId: relink ? s.bankAccountId : s.relinkAccountId }));
    return effects;
  }
}
