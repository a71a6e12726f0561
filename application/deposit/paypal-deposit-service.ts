import type { SchedulerLike } from 'rxjs';
import {
  DEPOSIT_CONFIRM_CLOSED,
  type DepositConfirmEffect,
  type DepositConfirmEvent,
  type DepositConfirmState,
  requireConfirmPasscode,
  stepDepositConfirm,
} from '../../domain/deposit/deposit-confirm';
import { checkPaypalTopUp, type PaypalAccount, paypalDepositView, type PaypalDepositView } from '../../domain/deposit/paypal';
import { quoteTopUp, type TopUpQuote } from '../../domain/deposit/top-up-quote';
import { resolvePayPalConfirmError } from '../../domain/errors/flow-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { BalanceService } from '../account/balance-service';
import type { ConfigPort } from '../ports/config-port';
import type { DepositsPort, TypedFiatLimits } from '../ports/deposits-port';
import type { TopUpOrder } from '../ports/payments-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { apiFailed, type DepositFailure, type DepositResult, ruleFailed } from './deposit-failure';
import { type PaypalLinkDependencies, PaypalLinkFlow } from './paypal-link-flow';
import { depositSettlement, type Settlement } from './settlement-watch';

/** The PayPal deposit screen (spec 001 §2, §4 "PayPal deposit view"). */
export interface PaypalDepositState {
  readonly currency: CurrencyCode | undefined;
  readonly view: PaypalDepositView;
  readonly accounts: readonly PaypalAccount[];
  /** The account a top-up is paid from: the first approved one, else the first (shown with its pending badge). */
  readonly account: PaypalAccount | undefined;
  readonly limits: TypedFiatLimits | undefined;
  readonly feePercents: Readonly<Partial<Record<'paypal', Dec>>>;
  readonly loadFailure: DepositFailure | undefined;
  readonly confirm: DepositConfirmState;
  readonly order: TopUpOrder | undefined;
  /** Why the last step did not go ahead (shown on CONFIRM_DEPOSIT after a refused confirm). */
  readonly failure: DepositFailure | undefined;
  /** too_many_fail_attempts_error: the error is shown (a toast) and the modal closes. */
  readonly ended: boolean;
  /** The cash account entry of a confirmed top-up, to follow as it settles. */
  readonly transactionId: string | undefined;
}

const START: PaypalDepositState = {
  currency: undefined,
  view: 'LOADING',
  accounts: [],
  account: undefined,
  limits: undefined,
  feePercents: {},
  loadFailure: undefined,
  confirm: DEPOSIT_CONFIRM_CLOSED,
  order: undefined,
  failure: undefined,
  ended: false,
  transactionId: undefined,
};

/** What a PaypalDepositService is made from (named as the composition root names them). */
export interface PaypalDepositDependencies extends PaypalLinkDependencies {
  readonly deposits: DepositsPort;
  readonly config: ConfigPort;
  readonly balances: BalanceService;
  readonly scheduler: SchedulerLike;
}

/**
 * A PayPal deposit (spec 001 §2, §4, §5, §8): LOADING, EMPTY without an account (the link flow,
 * `link`), ERROR without limits, else TOP_UP from an approved account: the amount (25, 50, 100, 500
 * or typed, 2 decimals) within PayPal's limits and its fee label, then CONFIRM_DEPOSIT, PASSCODE and
 * SUCCESS (the balances reload); a refused confirm returns to CONFIRM_DEPOSIT with its message, and
 * too_many_fail_attempts_error is shown and ends the modal.
 */
export class PaypalDepositService {
  private readonly store = new StateStore<PaypalDepositState>(START);
  readonly state: ReadableStore<PaypalDepositState> = this.store;
  readonly link: PaypalLinkFlow;
  private loads = 0;

  constructor(private readonly deps: PaypalDepositDependencies) {
    this.link = new PaypalLinkFlow(deps, () => this.reload());
  }

  async open(currency: CurrencyCode): Promise<void> {
    this.link.reset();
    this.store.update(() => ({ ...START, currency }));
    await this.reload();
  }

  /** Reads the accounts, limits and fee again (after a link, or to retry after ERROR). */
  async reload(): Promise<void> {
    const currency = this.store.getSnapshot().currency;
    if (currency === undefined) return;
    const load = ++this.loads;
    this.store.update((s) => ({ ...s, view: 'LOADING', loadFailure: undefined }));
    const [accounts, limits, product] = await Promise.all([
      this.deps.payments.getPaymentAccounts({ types: ['pay_pal'], usage: 'fiat_wallet_top_up' }),
      this.deps.deposits.getLimits('paypal'),
      this.deps.config.getProductConfig(),
    ]);
    if (load !== this.loads) return;
    // Choice: accounts that cannot be read are ERROR too (EMPTY would offer to link one the customer may have).
    const failed = [accounts, limits, product].find((answer) => !answer.ok);
    const list = accounts.ok ? accounts.value.paypalAccounts : [];
    const account = list.find((a) => checkPaypalTopUp(a).ok) ?? list[0];
    const known = limits.ok ? limits.value : undefined;
    this.store.update((s) => ({
      ...s,
      accounts: list,
      account,
      limits: known,
      feePercents: product.ok ? { paypal: product.value.topUp.feePercentages.paypal } : {},
      loadFailure: failed === undefined || failed.ok ? undefined : { kind: 'api', error: failed.error },
      view: accounts.ok ? paypalDepositView({ loading: false, account, limits: failed === undefined ? known : undefined }) : 'ERROR',
    }));
  }

  /** The confirm summary's figures for an amount, checked against PayPal's limits (spec 001 §5). */
  quote(amount: Dec | undefined): DepositResult<TopUpQuote> {
    const { currency, limits, feePercents } = this.store.getSnapshot();
    if (currency === undefined) return ruleFailed({ code: ErrorCode.topUpFailed });
    const quoted = quoteTopUp(amount, currency, 'paypal', limits, feePercents);
    return quoted.ok ? quoted : ruleFailed(quoted.error);
  }

  /** TOP_UP -> CONFIRM_DEPOSIT: the order, from an approved account only. */
  async createOrder(amount: Dec | undefined): Promise<DepositResult<TopUpOrder>> {
    const { account } = this.store.getSnapshot();
    if (account === undefined) return ruleFailed({ code: ErrorCode.topUpMethodMissing });
    const approved = checkPaypalTopUp(account);
    if (!approved.ok) return ruleFailed(approved.error);
    const quote = this.quote(amount);
    if (!quote.ok) return quote;
    const created = await this.deps.payments.createTopUpOrder({ amount: quote.value.amount, currency: quote.value.currency, source: { cardId: account.id } });
    if (!created.ok) {
      this.store.update((s) => ({ ...s, failure: { kind: 'api', error: created.error } }));
      return apiFailed(created.error);
    }
    this.store.update((s) => ({ ...s, order: created.value, failure: undefined }));
    this.dispatch({ type: 'order_created', orderId: created.value.id });
    return { ok: true, value: created.value };
  }

  /** CONFIRM_DEPOSIT -> PASSCODE. */
  confirm(): void {
    this.dispatch({ type: 'confirm' });
  }

  /** PASSCODE: 6 digits (else refused before any call); resolves at the step the answer leads to. */
  async submitPasscode(passcode: string): Promise<DepositResult<PaypalDepositState>> {
    const checked = requireConfirmPasscode(passcode);
    if (!checked.ok) return ruleFailed(checked.error);
    const submit = this.dispatch({ type: 'passcode_entered' }).find((e) => e.type === 'submit_confirm');
    if (submit === undefined) return ruleFailed({ code: ErrorCode.topUpFailed });
    const answer = await this.deps.payments.confirmTopUp(submit.orderId, checked.value);
    if (answer.ok) {
      const transactionId = answer.value.kind === 'completed' ? answer.value.transactionId : undefined;
      this.store.update((s) => ({ ...s, transactionId }));
      this.dispatch({ type: 'confirmed' });
    } else {
      this.store.update((s) => ({ ...s, failure: { kind: 'api', error: answer.error } }));
      const code = answer.error.kind === 'business' ? answer.error.code : ErrorCode.topUpFailed;
      const effects = this.dispatch({ type: 'confirm_failed', code });
      if (this.store.getSnapshot().confirm.step === 'closed' && effects.some((e) => e.type === 'show_error')) {
        const message = answer.error.kind === 'business' ? answer.error.message : undefined;
        this.deps.toasts.showNotice(resolvePayPalConfirmError(code, { serverMessage: message }));
        this.store.update((s) => ({ ...s, ended: true }));
      }
    }
    return { ok: true, value: this.store.getSnapshot() };
  }

  /** After SUCCESS: the top-up's cash account entry followed until it settles or fails (or `waitMs` ends: pending). */
  async settlement(waitMs?: number): Promise<DepositResult<Settlement>> {
    const id = this.store.getSnapshot().transactionId;
    if (id === undefined) return ruleFailed({ code: ErrorCode.topUpFailed });
    return depositSettlement(this.deps, id, waitMs);
  }

  /** Back to TOP_UP from the confirm steps (or after SUCCESS, for another top-up). */
  backToTopUp(): void {
    this.dispatch({ type: 'close' });
    this.store.update((s) => ({ ...s, order: undefined, failure: undefined, transactionId: undefined }));
  }

  close(): void {
    this.loads += 1;
    this.link.reset();
    this.store.update(() => START);
  }

  private dispatch(event: DepositConfirmEvent): readonly DepositConfirmEffect[] {
    const { state, effects } = stepDepositConfirm('paypal', this.store.getSnapshot().confirm, event);
    this.store.update((s) => (s.confirm === state ? s : { ...s, confirm: state }));
    if (effects.some((e) => e.type === 'refresh')) void this.deps.balances.refresh();
    return effects;
  }
}
