import type { SchedulerLike } from 'rxjs';
import type { CardFrameMessage } from '../../domain/deposit/card-form-result';
import { requireConfirmPasscode } from '../../domain/deposit/deposit-confirm';
import { checkTopUpConfirm } from '../../domain/deposit/top-up-readiness';
import { topUpFrameFailure } from '../../domain/deposit/card-form-result';
import type { TopUpQuote } from '../../domain/deposit/top-up-quote';
import { stepTopUp, TOP_UP_START, type TopUpEffect, type TopUpEvent, type TopUpState } from '../../domain/deposit/top-up-steps';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { CurrencyCode } from '../../domain/money/currency';
import type { BalanceService } from '../account/balance-service';
import type { ConfigPort } from '../ports/config-port';
import type { DepositsPort } from '../ports/deposits-port';
import type { PaymentFrameService } from '../payments/payment-frame-service';
import { TOP_UP_FRAME_CHANNEL } from '../ports/payment-frame-port';
import type { PaymentsPort, TopUpOrder, TopUpSource } from '../ports/payments-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { apiFailed, type DepositFailure, type DepositResult, ruleFailed } from './deposit-failure';
import { type Settlement, watchSettlement } from './settlement-watch';
import { loadTopUpChoices, type TopUpChoices } from './top-up-choices';
import { confirmedTopUpOrder } from './top-up-order-check';

/** The card top-up as the deposit modal shows it: the domain's steps and what each step needs. */
export interface CardTopUpState {
  readonly step: TopUpState;
  readonly order: TopUpOrder | undefined;
  /** While AUTHENTICATION: the issuer's 3-D Secure page, shown in the app's payment frame (PaymentFrameService). */
  readonly authentication: { readonly url: string; readonly html: string } | undefined;
  /** Once SUCCESS: the cash account entry the top-up made. */
  readonly transactionId: string | undefined;
  /** Why the flow is in ERROR. */
  readonly failure: DepositFailure | undefined;
}

const START: CardTopUpState = { step: TOP_UP_START, order: undefined, authentication: undefined, transactionId: undefined, failure: undefined };

/** What a CardTopUpService is made from (named as the composition root names them). */
export interface CardTopUpDependencies {
  readonly payments: PaymentsPort;
  readonly deposits: DepositsPort;
  readonly config: ConfigPort;
  readonly paymentFrames: PaymentFrameService;
  readonly balances: BalanceService;
  readonly scheduler: SchedulerLike;
}

/**
 * A card top-up (spec 001 §2, §4 "Card top-up"): the order for a quoted amount, the confirm
 * summary's checks, the passcode, then the issuer's 3-D Secure page in the app's one payment frame
 * (PaymentFrameService). The frame's message only says the page is done: the order's status on
 * the server decides SUCCESS (with its transaction) or ERROR, never the page. Closing the frame
 * fails the top-up; without a frame in this environment it needs a browser. Every step goes
 * through the domain's machine.
 */
export class CardTopUpService {
  private readonly store = new StateStore<CardTopUpState>(START);
  readonly state: ReadableStore<CardTopUpState> = this.store;
  /** Bumped when the flow starts over, so a page that answers late changes nothing. */
  private attempt = 0;
  private authenticating: Promise<CardTopUpState> | undefined;

  constructor(private readonly deps: CardTopUpDependencies) {}

  /** The options step of a currency: saved cards, limits and fees (see loadTopUpChoices). */
  choices(currency: CurrencyCode, devices?: { readonly applePay: boolean; readonly googlePay: boolean }): Promise<DepositResult<TopUpChoices>> {
    return loadTopUpChoices({ payments: this.deps.payments, deposits: this.deps.deposits, config: this.deps.config }, currency, devices);
  }

  /** Creates the order for a quoted amount paid from a saved card (TOP_UP_OPTIONS -> CONFIRM_DEPOSIT). */
  async createOrder(quote: TopUpQuote, cardId: string): Promise<DepositResult<TopUpOrder>> {
    if (quote.method !== 'credit_card' && quote.method !== 'debit_card') return ruleFailed({ code: ErrorCode.topUpMethodMissing });
    const effects = this.dispatch({ type: 'create_order', method: quote.method });
    if (!effects.some((e) => e.type === 'create_order')) return ruleFailed({ code: ErrorCode.topUpFailed });
    const source: TopUpSource = { cardId };
    const created = await this.deps.payments.createTopUpOrder({ amount: quote.amount, currency: quote.currency, source });
    if (!created.ok) {
      this.fail({ type: 'order_failed' }, { kind: 'api', error: created.error });
      return apiFailed(created.error);
    }
    this.store.update((s) => ({ ...s, order: created.value }));
    this.dispatch({ type: 'order_created', orderId: created.value.id });
    return { ok: true, value: created.value };
  }

  /** The confirm summary (spec 001 §5): the fee agreement, and for a debit card the attestation; then PASSCODE. */
  confirm(checks: { readonly feeAgreed: boolean; readonly debitCardAttested: boolean }): DepositResult<void> {
    const step = this.store.getSnapshot().step;
    if (step.step !== 'CONFIRM_DEPOSIT') return ruleFailed({ code: ErrorCode.topUpFailed });
    const checked = checkTopUpConfirm({ method: step.method, ...checks });
    if (!checked.ok) return ruleFailed(checked.error);
    this.dispatch({ type: 'confirm' });
    return { ok: true, value: undefined };
  }

  /**
   * Submits the top-up with the passcode (6 digits, else refused before any call). Resolves at the
   * next resting step: AUTHENTICATION (show `authentication` in the frame, then await
   * `authenticated()`), SUCCESS (no challenge) or ERROR.
   */
  async submitPasscode(passcode: string): Promise<DepositResult<CardTopUpState>> {
    const checked = requireConfirmPasscode(passcode);
    if (!checked.ok) return ruleFailed(checked.error);
    const submit = this.dispatch({ type: 'passcode_entered' }).find((e) => e.type === 'submit_top_up');
    if (submit === undefined) return ruleFailed({ code: ErrorCode.topUpFailed });
    const answer = await this.deps.payments.confirmTopUp(submit.orderId, checked.value);
    if (!answer.ok) {
      this.fail({ type: 'top_up_failed' }, { kind: 'api', error: answer.error });
    } else if (answer.value.kind === 'completed') {
      const transactionId = answer.value.transactionId;
      this.store.update((s) => ({ ...s, transactionId }));
      this.dispatch({ type: 'top_up_completed' });
    } else {
      this.listenToFrame(submit.orderId, { url: answer.value.url, html: answer.value.html });
    }
    return { ok: true, value: this.store.getSnapshot() };
  }

  /** Resolves once the authentication page's outcome is known from the server: SUCCESS or ERROR. */
  authenticated(): Promise<CardTopUpState> {
    return this.authenticating ?? Promise.resolve(this.store.getSnapshot());
  }

  /** Follows the top-up's cash account entry until it settles (spec 001 §9 polling; see watchSettlement). */
  async settlement(waitMs?: number): Promise<DepositResult<Settlement>> {
    const id = this.store.getSnapshot().transactionId;
    if (id === undefined) return ruleFailed({ code: ErrorCode.topUpFailed });
    const watched = await watchSettlement(this.deps.payments, this.deps.scheduler, id, waitMs);
    return watched.ok ? watched : apiFailed(watched.error);
  }

  /** ERROR -> the options again. */
  tryAgain(): void {
    this.dispatch({ type: 'try_again' });
    if (this.store.getSnapshot().step.step === 'TOP_UP_OPTIONS') this.store.update(() => START);
  }

  /** Closes the modal from any step: closes its page in the frame and starts over. */
  close(): void {
    if (this.store.getSnapshot().step.step === 'AUTHENTICATION') this.deps.paymentFrames.close();
    this.attempt += 1;
    this.authenticating = undefined;
    this.dispatch({ type: 'close' });
    this.store.update(() => START);
  }

  private listenToFrame(orderId: string, page: { readonly url: string; readonly html: string }): void {
    this.store.update((s) => ({ ...s, authentication: page }));
    this.dispatch({ type: 'auth_frame_received' });
    const attempt = this.attempt;
    const current = (): boolean => attempt === this.attempt;
    this.authenticating = this.deps.paymentFrames.show({ kind: 'url', url: page.url }, TOP_UP_FRAME_CHANNEL).then(async (shown) => {
      if (!current()) return this.store.getSnapshot();
      if (shown.kind === 'unavailable') {
        this.fail({ type: 'top_up_failed' }, { kind: 'rule', code: ErrorCode.topUpAuthenticationNeedsBrowser, params: { url: page.url } });
      } else if (shown.kind === 'closed') {
        this.fail({ type: 'auth_result', success: false }, { kind: 'rule', code: topUpFrameFailure(undefined), params: {} });
      } else {
        await this.checkOrder(orderId, shown.message, current);
      }
      return this.store.getSnapshot();
    });
  }

  /** The page is done; what the server recorded for the order decides (never the page's own word). */
  private async checkOrder(orderId: string, message: CardFrameMessage, current: () => boolean): Promise<void> {
    const order = await confirmedTopUpOrder(this.deps.payments, this.deps.scheduler, orderId);
    if (!current()) return;
    if (!order.ok) {
      this.fail({ type: 'top_up_failed' }, { kind: 'api', error: order.error });
    } else if (order.value.status === 'completed' && order.value.transactionId !== undefined) {
      const transactionId = order.value.transactionId;
      this.store.update((s) => ({ ...s, transactionId, authentication: undefined }));
      this.dispatch({ type: 'auth_result', success: true });
    } else {
      this.fail({ type: 'auth_result', success: false }, { kind: 'rule', code: topUpFrameFailure(message), params: {} });
    }
  }

  private fail(event: TopUpEvent, failure: DepositFailure): void {
    this.store.update((s) => ({ ...s, failure, authentication: undefined }));
    this.dispatch(event);
  }

  private dispatch(event: TopUpEvent): readonly TopUpEffect[] {
    const { state, effects } = stepTopUp(this.store.getSnapshot().step, event);
    this.store.update((s) => (s.step === state ? s : { ...s, step: state }));
    if (effects.some((e) => e.type === 'refresh_balance')) void this.deps.balances.refresh();
    return effects;
  }
}
