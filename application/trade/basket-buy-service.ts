import { Subscription } from 'rxjs';
import { checkBasketBuyable } from '../../domain/basket/basket-availability';
import { serverBelowMinimum } from '../../domain/basket/basket-buy-amount';
import { effectiveRebalancingInterval } from '../../domain/basket/owned-basket-note';
import type { RebalancingInterval } from '../../domain/basket/rebalancing-interval';
import { fiatFractionDigits } from '../../domain/money/currency';
import { acceptAmountInput } from '../../domain/money/amount-input';
import type { ApiError, ApiResult } from '../ports/api-error';
import type { BasketBuyPreviewRequest } from '../ports/baskets-port';
import type { PayMethod } from '../../domain/payment/pay-method';
import { isCardSchemeMethod } from '../../domain/trade/purchase-gate';
import { StateStore, type ReadableStore } from '../shared/store';
import type { BasketBuyDependencies } from './basket-buy-dependencies';
import {
  type BasketBuyInputs,
  type BasketBuyState,
  type BasketPreviewQuote,
  deriveBasketBuyState,
  INITIAL_BASKET_BUY,
  withCashBalances,
} from './basket-buy-state';
import type { BasketPayment } from './basket-purchase-settlement';
import { BasketRebalancingEdit } from './basket-rebalancing-edit';
import { type ConfirmationResult, QuoteConfirmation } from './quote-confirmation';
import { routeTradeFailure } from './trade-failure';

/**
 * Buying a preset basket (spec 000 §2, §4, §5, §7): the amount in fiat, the payment, the
 * rebalancing choice (or, for an owned basket, the note), the delisted gate, the preview confirmed
 * against the 15-second countdown with the terms ticked, and at most one execution per preview:
 * the cash account confirms it, a card, Apple Pay or Google Pay pays for it through the purchaser.
 */
export class BasketBuyService {
  private readonly store = new StateStore<BasketBuyState>(deriveBasketBuyState(INITIAL_BASKET_BUY));
  readonly state: ReadableStore<BasketBuyState> = this.store;
  private readonly confirmation: QuoteConfirmation<BasketPreviewQuote, BasketPayment>;
  private loads = 0;
  /** The preview being executed, for the success modal. */
  private executing: BasketPreviewQuote | undefined;

  private readonly rebalancing: BasketRebalancingEdit;

  constructor(private readonly deps: BasketBuyDependencies) {
    this.rebalancing = new BasketRebalancingEdit(
      { get: () => this.store.getSnapshot(), set: (change) => this.update((s) => ({ ...s, ...change(s) })) },
      deps.baskets,
      deps.toasts,
      deps.notices,
    );
    this.confirmation = new QuoteConfirmation<BasketPreviewQuote, BasketPayment>(
      { get: () => this.store.getSnapshot().confirm, set: (confirm) => this.update((s) => ({ ...s, confirm })) },
      {
        requestQuote: () => this.requestPreview(),
        execute: (preview) => this.execute(preview),
        onResult: (result) => void this.onResult(result),
      },
      deps.toasts,
      deps.scheduler,
    );
  }

  /**
   * Wires the confirmation; returns a function that stops it. The form opened again shows its
   * basket afresh: the next `select`, even of the same basket, reads it again (balances, the
   * customer's basket of it may have changed meanwhile).
   */
  start(): () => void {
    this.update((s) => (s.requestedId === undefined ? s : { ...s, requestedId: undefined }));
    const subscriptions = new Subscription();
    subscriptions.add(this.confirmation.start());
    subscriptions.add(this.deps.balances.state.state$.subscribe((b) => this.update((s) => withCashBalances(s, b.wallets?.fiat))));
    return () => subscriptions.unsubscribe();
  }

  /** Shows a basket (an offer id, or an owned basket's id): its offer, purchasing info, the customer's basket of it and the ways to pay. */
  async select(basketId: string): Promise<void> {
    const current = this.store.getSnapshot();
    if (current.requestedId === basketId && current.load !== 'failed') return;
    this.confirmation.cancel();
    const load = ++this.loads;
    // A confirmation already sent cannot be cancelled: it stays, and its outcome still shows.
    this.update((s) => ({
      ...INITIAL_BASKET_BUY,
      requestedId: basketId,
      load: 'loading',
      environment: s.environment,
      paymentId: s.paymentId,
      confirm: s.confirm,
      outcome: s.outcome,
    }));
    const loaded = await this.deps.basketBuyLoader.load(basketId);
    if (load !== this.loads) return;
    if (loaded === undefined) {
      this.update((s) => ({ ...s, load: 'failed' }));
      return;
    }
    // An owned basket keeps its own interval: a buy never changes it (owned-basket-note.ts).
    const interval = loaded.owned?.rebalancingInterval ?? loaded.info.defaultRebalancingInterval;
    this.update((s) => withCashBalances({ ...s, ...loaded, load: 'ready', interval }, this.deps.balances.state.getSnapshot().wallets?.fiat));
  }

  /** Loads the basket again after a failed load. */
  async retry(): Promise<void> {
    const id = this.store.getSnapshot().requestedId;
    if (id !== undefined) await this.select(id);
  }

  typeAmount(text: string): void {
    const decimals = fiatFractionDigits(this.store.getSnapshot().currency);
    this.update((s) => {
      const outcome = acceptAmountInput(s.amountText, text, decimals);
      return {
        ...s,
        amountText: outcome.value,
        rejection: outcome.accepted ? undefined : outcome.reason,
        serverAmountError: undefined,
        serverNotice: undefined,
      };
    });
  }

  selectPayment(optionId: string): void {
    const option = this.store.getSnapshot().options.find((o) => o.id === optionId);
    if (option?.canSelect !== true) return;
    this.update((s) => ({ ...s, paymentId: option.id, serverAmountError: undefined, serverNotice: undefined }));
  }

  selectInterval(interval: RebalancingInterval): void {
    if (!this.store.getSnapshot().intervals.includes(interval)) return;
    this.update((s) => ({ ...s, interval }));
  }

  /**
   * Buy pressed: a delisted or disabled basket is refused with its dialog; then the cooling-off
   * check of every trade and, for a card, Apple Pay or Google Pay, the device check (spec 000 §4);
   * then the confirmation opens on a fresh preview.
   */
  pressBuy(): void {
    const s = this.store.getSnapshot();
    if (!s.canBuy || s.checking || s.confirm.phase !== 'closed' || s.basket === undefined || s.offer === undefined || s.payment === undefined) return;
    if (!checkBasketBuyable(s.basket).ok || !checkBasketBuyable(s.offer).ok) {
      this.update((state) => ({ ...state, delisted: true }));
      return;
    }
    this.update((state) => ({ ...state, outcome: undefined, termsAccepted: false }));
    if (this.deps.tradeGuard.check() === 'blocked') return;
    if (isCardSchemeMethod(s.payment.payMethod)) void this.checkThenOpen(s.payment.payMethod);
    else this.confirmation.open();
  }

  private async checkThenOpen(method: PayMethod): Promise<void> {
    this.update((s) => ({ ...s, checking: true }));
    const allowed = await this.deps.prePurchaseCheck.allows(method);
    this.update((s) => ({ ...s, checking: false }));
    if (allowed) this.confirmation.open();
  }

  acceptTerms(accepted: boolean): void {
    this.update((s) => (s.confirm.phase === 'open' && !s.confirm.submitting ? { ...s, termsAccepted: accepted } : s));
  }

  /** Spec 000 §4: the confirmation needs the terms checkbox; without it a press does nothing. */
  confirm(): void {
    if (!this.store.getSnapshot().canConfirm) return;
    this.confirmation.confirm();
  }

  cancel(): void {
    this.confirmation.cancel();
  }

  becameVisible(): void {
    this.confirmation.becameVisible();
  }

  dismissOutcome(): void {
    this.update((s) => ({ ...s, outcome: undefined }));
  }

  closeDelisted(): void {
    this.update((s) => ({ ...s, delisted: false }));
  }

  /** The owned-basket note's rebalancing change (basket-rebalancing-edit.ts). */
  editRebalancing(): void {
    this.rebalancing.edit();
  }

  chooseRebalancing(choice: RebalancingInterval): void {
    this.rebalancing.choose(choice);
  }

  cancelRebalancing(): void {
    this.rebalancing.cancel();
  }

  saveRebalancing(): Promise<void> {
    return this.rebalancing.save();
  }

  private requestPreview(): Promise<ApiResult<BasketPreviewQuote>> | Promise<undefined> {
    const s = this.store.getSnapshot();
    if (s.offer === undefined || s.basket === undefined || s.payment === undefined) return Promise.resolve(undefined);
    const payment = s.payment;
    const method = payment.payMethod;
    if (method === 'crypto_wallet') return Promise.resolve(undefined);
    const request: BasketBuyPreviewRequest = {
      basketId: s.offer.id,
      paymentMethod: method,
      rebalancingInterval: effectiveRebalancingInterval(s.interval, s.basket),
      paymentCurrency: s.currency,
      paymentAmount: s.amount,
      ...(method === 'credit_card' ? { card: { id: payment.id, brand: payment.brand ?? '', maskedCardNumber: payment.maskedCardNumber ?? '' } } : {}),
    };
    return this.deps.baskets.previewBuy(request);
  }

  private async execute(preview: BasketPreviewQuote): Promise<ApiResult<BasketPayment>> {
    this.executing = preview;
    const payment = this.store.getSnapshot().payment;
    if (payment === undefined) return { ok: true, value: { kind: 'cancelled' } };
    if (payment.payMethod !== 'fiat_wallet') return this.deps.basketPurchaser.pay(preview, payment);
    const bought = await this.deps.baskets.confirmBuy(preview.id);
    return bought.ok ? { ok: true, value: { kind: 'bought', transaction: bought.value } } : bought;
  }

  private async onResult(result: ConfirmationResult<BasketPayment>): Promise<void> {
    if (result.kind === 'failure') {
      this.onFailure(result.stage, result.error);
      return;
    }
    const preview = this.executing;
    const payment = result.value;
    if (payment.kind === 'cancelled' || preview === undefined) return;
    const outcome = payment.kind === 'bought' ? { kind: 'success' as const, transaction: payment.transaction, preview } : { kind: 'pending' as const, preview };
    this.update((s) => ({ ...s, outcome, amountText: '', rejection: undefined }));
    if (payment.kind === 'bought') this.deps.tradeEvents.completed({ kind: 'basket_buy', transactionId: payment.transaction.id, isFirstPurchase: false });
    const refreshed = this.deps.basketBuyLoader.refreshOwned(this.store.getSnapshot().offer?.id);
    await Promise.all([this.deps.balances.refresh(), refreshed.then((owned) => this.update((s) => (owned === undefined ? s : { ...s, owned: owned.value })))]);
  }

  private onFailure(stage: 'quote' | 'confirm', error: ApiError): void {
    const belowMinimum = error.kind === 'business' && stage === 'quote' ? serverBelowMinimum(error.code, error.meta) : undefined;
    if (belowMinimum !== undefined) {
      this.update((s) => ({ ...s, serverAmountError: belowMinimum }));
      return;
    }
    const route = routeTradeFailure(stage, error, { basket: true });
    if (route.kind === 'inline') this.update((s) => ({ ...s, serverNotice: route.notice }));
    else if (route.kind === 'failure_modal') this.update((s) => ({ ...s, outcome: { kind: 'failure', notice: route.notice } }));
    else this.deps.notices.present(route.notice);
  }

  private update(change: (inputs: BasketBuyInputs) => BasketBuyInputs): void {
    this.store.update((current) => {
      const next = change(current);
      return next === current ? current : deriveBasketBuyState(next);
    });
  }
}
