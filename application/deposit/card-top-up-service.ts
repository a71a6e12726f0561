import { type CardFrameMessage, topUpFrameFailure } from '../../domain/deposit/card-form-result';
import { requireConfirmPasscode } from '../../domain/deposit/deposit-confirm';
import { checkTopUpConfirm } from '../../domain/deposit/top-up-readiness';
import type { TopUpQuote } from '../../domain/deposit/top-up-quote';
import { stepTopUp, type TopUpEffect, type TopUpEvent } from '../../domain/deposit/top-up-steps';
import { isCardMethod, isWalletPayMethod } from '../../domain/deposit/top-up-method';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { CurrencyCode } from '../../domain/money/currency';
import { TOP_UP_FRAME_CHANNEL } from '../ports/payment-frame-port';
import type { TopUpOrder, TopUpSource } from '../ports/payments-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { apiFailed, type DepositFailure, type DepositResult, ruleFailed } from './deposit-failure';
import { depositSettlement, type Settlement } from './settlement-watch';
import { deviceWallets, loadTopUpChoices, type TopUpChoices } from './top-up-choices';
import { confirmedTopUpOrder } from './top-up-order-check';
import { payTopUpWithWallet } from './top-up-wallet-pay';
import { CARD_TOP_UP_START, type CardTopUpDependencies, type CardTopUpState } from './card-top-up-state';

export type { CardTopUpDependencies, CardTopUpState } from './card-top-up-state';

/**
 * A card, Apple Pay or Google Pay top-up (spec 001 §2, §4 "Card top-up"): the order for a quoted
 * amount, the confirm summary's checks, then for a card the passcode and the issuer's 3-D Secure page
 * in the app's one payment frame (PaymentFrameService), for a wallet its sheet (and Google Pay's bank
 * page). A page's message only says it is done: the order's status on the server decides SUCCESS
 * (with its transaction) or ERROR. Closing the frame fails the top-up; without a frame it needs a
 * browser. Every step goes through the domain's machine.
 */
export class CardTopUpService {
  private readonly store = new StateStore<CardTopUpState>(CARD_TOP_UP_START);
  readonly state: ReadableStore<CardTopUpState> = this.store;
  /** Bumped when the flow starts over, so a page that answers late changes nothing. */
  private attempt = 0;
  private authenticating: Promise<CardTopUpState> | undefined;

  constructor(private readonly deps: CardTopUpDependencies) {}

  /**
   * The options step of a currency: saved cards, limits and fees (see loadTopUpChoices), and the
   * wallet sheets this device supports (asked of the sheets unless `devices` says).
   */
  async choices(currency: CurrencyCode, devices?: { readonly applePay: boolean; readonly googlePay: boolean }): Promise<DepositResult<TopUpChoices>> {
    const supported = devices ?? (await deviceWallets(this.deps.paymentSurfaces, this.deps.customer.state.getSnapshot().productConfig));
    return loadTopUpChoices({ payments: this.deps.payments, deposits: this.deps.deposits, config: this.deps.config }, currency, supported);
  }

  /**
   * Creates the order for a quoted amount (TOP_UP_OPTIONS -> CONFIRM_DEPOSIT), paid from a saved card
   * or by the quote's wallet sheet (Apple Pay, Google Pay).
   */
  async createOrder(quote: TopUpQuote, cardId?: string): Promise<DepositResult<TopUpOrder>> {
    const method = quote.method;
    if (method === 'paypal' || (isCardMethod(method) && cardId === undefined)) return ruleFailed({ code: ErrorCode.topUpMethodMissing });
    const effects = this.dispatch({ type: 'create_order', method });
    if (!effects.some((e) => e.type === 'create_order')) return ruleFailed({ code: ErrorCode.topUpFailed });
    const source: TopUpSource = isWalletPayMethod(method) ? { paymentMethod: method } : { cardId: cardId ?? '' };
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
    const sheet = this.dispatch({ type: 'confirm' }).find((e) => e.type === 'start_third_party_payment');
    const order = this.store.getSnapshot().order;
    if (sheet !== undefined && order !== undefined) this.authenticating = this.payWithSheet(order);
    return { ok: true, value: undefined };
  }

  /** Apple Pay or Google Pay after the confirm summary: the sheet, Google Pay's bank page in the frame, then the order's status. */
  private async payWithSheet(order: TopUpOrder): Promise<CardTopUpState> {
    const attempt = this.attempt;
    const current = (): boolean => attempt === this.attempt;
    const done = (success: boolean): TopUpEvent => ({ type: success ? 'third_party_succeeded' : 'third_party_failed' });
    const paid = await payTopUpWithWallet(this.deps, order);
    if (!current()) return this.store.getSnapshot();
    if (paid.kind === 'cancelled' || paid.kind === 'failed') {
      const error = paid.kind === 'failed' ? paid.error : undefined;
      this.fail(done(false), error === undefined ? { kind: 'rule', code: ErrorCode.topUpFailed, params: {} } : { kind: 'api', error });
      return this.store.getSnapshot();
    }
    let message: CardFrameMessage | undefined;
    if (paid.kind === 'page') {
      this.store.update((s) => ({ ...s, authentication: { url: paid.url, html: '' } }));
      const shown = await this.deps.paymentFrames.show({ kind: 'url', url: paid.url }, TOP_UP_FRAME_CHANNEL);
      message = shown.kind === 'message' ? shown.message : undefined;
    }
    if (current()) await this.checkOrder(order.id, message, current, done);
    return this.store.getSnapshot();
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
    return depositSettlement(this.deps, id, waitMs);
  }

  /** ERROR -> the options again. */
  tryAgain(): void {
    this.dispatch({ type: 'try_again' });
    if (this.store.getSnapshot().step.step === 'TOP_UP_OPTIONS') this.store.update(() => CARD_TOP_UP_START);
  }

  /** Closes the modal from any step: closes its page in the frame and starts over. */
  close(): void {
    if (this.store.getSnapshot().authentication !== undefined) this.deps.paymentFrames.close();
    this.attempt += 1;
    this.authenticating = undefined;
    this.dispatch({ type: 'close' });
    this.store.update(() => CARD_TOP_UP_START);
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
        await this.checkOrder(orderId, shown.message, current, (success) => ({ type: 'auth_result', success }));
      }
      return this.store.getSnapshot();
    });
  }

  /** The page is done; what the server recorded for the order decides (never the page's own word). */
  private async checkOrder(
    orderId: string,
    message: CardFrameMessage | undefined,
    current: () => boolean,
    done: (success: boolean) => TopUpEvent,
  ): Promise<void> {
    const order = await confirmedTopUpOrder(this.deps.payments, this.deps.scheduler, orderId);
    if (!current()) return;
    if (!order.ok) {
      this.fail(done(false), { kind: 'api', error: order.error });
    } else if (order.value.status === 'completed' && order.value.transactionId !== undefined) {
      const transactionId = order.value.transactionId;
      this.store.update((s) => ({ ...s, transactionId, authentication: undefined }));
      this.dispatch(done(true));
    } else {
      const code = topUpFrameFailure(message);
      // Spec 001 §8 "Top-up iframe": a failed gateway status is an invalid-card-details toast (and the ERROR step).
      if (code === ErrorCode.invalidCardInformation) this.deps.toasts.show('error', 'toast_invalid_card_details');
      this.fail(done(false), { kind: 'rule', code, params: {} });
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
