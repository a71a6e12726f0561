import { Subscription } from 'rxjs';
import { sheetCountryCode } from '../../domain/payment/apple-pay';
import { lastFourDigits } from '../../domain/payment/saved-card';
import { cardDeleteConfirmation } from '../../domain/payment/card-deletion';
import { acceptAmountInput } from '../../domain/money/amount-input';
import { entryDecimals, quotedAmount, toggledEntry } from '../../domain/trade/buy-entry';
import { isCardSchemeMethod } from '../../domain/trade/purchase-gate';
import { quickAmountText } from '../../domain/trade/quick-amounts';
import type { Dec } from '../../domain/money/decimal';
import type { TradeQuotation } from '../ports/trading-port';
import { StateStore, type ReadableStore } from '../shared/store';
import type { BuyDependencies } from './buy-dependencies';
import { type BuyInputs, INITIAL_BUY_INPUTS, type PayTab } from './buy-inputs';
import { BuyFeeds } from './buy-feeds';
import type { BuyOrder, BuyResult } from './buy-order';
import { type BuyState, deriveBuyState } from './buy-state';
import { type ConfirmationResult, QuoteConfirmation } from './quote-confirmation';
import { routeTradeFailure } from './trade-failure';

/** Choice: the Apple Pay sheet's total is labelled with the product's name. */
export const SHEET_LABEL = 'Crypto';

/**
 * The coin Buy widget (spec 000 §2, §4, §5): coin, amount in the paying currency or in coins,
 * the payment area (Cash: cards, cash accounts, Apple Pay, Google Pay, add card, delete cards;
 * Crypto: coins held), the fee line and level-up banner, inline checks and the Buy button; then
 * the check before card-scheme purchases, the 15-second confirmation (QuoteConfirmation) and the
 * purchase by the chosen path (BuyOrders). State is one read-only store.
 */
export class BuyService {
  private readonly store = new StateStore<BuyState>(deriveBuyState(INITIAL_BUY_INPUTS));
  readonly state: ReadableStore<BuyState> = this.store;
  private readonly confirmation: QuoteConfirmation<TradeQuotation, BuyResult>;
  private readonly feeds: BuyFeeds;
  private order: BuyOrder | undefined;
  private language = 'en';

  constructor(private readonly deps: BuyDependencies) {
    this.feeds = new BuyFeeds(deps, this.store, (change) => this.update(change));
    this.confirmation = new QuoteConfirmation<TradeQuotation, BuyResult>(
      { get: () => this.store.getSnapshot().confirm, set: (confirm) => this.update((s) => ({ ...s, confirm })) },
      {
        requestQuote: async () => (this.order === undefined ? undefined : deps.buyOrders.quote(this.order)),
        execute: (quote) => (this.order === undefined ? Promise.reject(new Error('no order to execute')) : deps.buyOrders.execute(this.order, quote)),
        onResult: (result) => void this.onResult(result),
      },
      deps.toasts,
      deps.scheduler,
    );
  }

  /** Starts loading and following everything the widget shows; `language` is the page's (spec 000 §7). Returns a stop function. */
  start(language = 'en'): () => void {
    this.language = language;
    const subscriptions = new Subscription();
    subscriptions.add(this.feeds.start());
    subscriptions.add(this.confirmation.start());
    return () => subscriptions.unsubscribe();
  }

  selectCoin(symbol: string): void {
    this.feeds.selectCoin(symbol);
  }

  typeAmount(text: string): void {
    this.update((s) => {
      const decimals = this.decimals(s);
      const outcome = acceptAmountInput(s.amountText, text, decimals);
      return { ...s, amountText: outcome.value, rejection: outcome.accepted ? undefined : outcome.reason, inlineNotice: undefined };
    });
  }

  /** The coin/native toggle: the field takes the approximate converted amount (domain toggledEntry). */
  toggleEntry(): void {
    const s = this.store.getSnapshot();
    if (s.pair === undefined) return;
    const next = toggledEntry(s.pair, s.pairRate, s.entry, s.entered);
    this.update((inputs) => ({ ...inputs, entry: next.side, amountText: next.text, rejection: undefined, inlineNotice: undefined }));
  }

  /** A quick amount: an amount of the paying currency, entered as if typed (spec 000 §9). */
  chooseQuickAmount(amount: Dec): void {
    this.update((s) => ({ ...s, entry: 'source', amountText: quickAmountText(amount), rejection: undefined, inlineNotice: undefined }));
  }

  selectTab(tab: PayTab): void {
    this.update((s) => (s.tab === tab ? s : { ...s, tab, editingCards: false, inlineNotice: undefined }));
  }

  selectPayment(optionId: string): void {
    const s = this.store.getSnapshot();
    const option = (s.tab === 'cash' ? s.cashOptions : s.cryptoOptions).find((o) => o.id === optionId);
    if (option?.canSelect !== true) return;
    this.update((inputs) => ({ ...inputs, chosen: { ...inputs.chosen, [inputs.tab]: option.id }, inlineNotice: undefined }));
  }

  /** The Add card entry: the gateway's card form (ui/payments/CardFormDialog); a card added is selected. */
  addCard(): void {
    void this.deps.cardRegistration.open('crypto_purchase');
  }

  toggleEditCards(): void {
    this.update((s) => ({ ...s, editingCards: !s.editingCards }));
  }

  /** Asks 'Are you sure' for a deletable card (credit cards only, spec 000 §2, 001 §5). */
  askDeleteCard(optionId: string): void {
    const s = this.store.getSnapshot();
    const option = s.cashOptions.find((o) => o.id === optionId);
    const confirmation = option !== undefined && s.deletableIds.has(option.id) ? cardDeleteConfirmation(option) : undefined;
    if (confirmation !== undefined) this.update((s) => ({ ...s, cardToDelete: confirmation, cardDeleteFailed: false }));
  }

  cancelDeleteCard(): void {
    this.update((s) => (s.deletingCard ? s : { ...s, cardToDelete: undefined, cardDeleteFailed: false }));
  }

  /** Deletes the card asked about; edit mode ends when no deletable card is left. */
  async confirmDeleteCard(): Promise<void> {
    const card = this.store.getSnapshot().cardToDelete;
    if (card === undefined || this.store.getSnapshot().deletingCard) return;
    this.update((s) => ({ ...s, deletingCard: true, cardDeleteFailed: false }));
    const deleted = await this.deps.payments.deleteCard(card.cardId);
    if (!deleted.ok) {
      this.update((s) => ({ ...s, deletingCard: false, cardDeleteFailed: true }));
      return;
    }
    await this.feeds.reloadCards();
    this.update((s) => ({ ...s, deletingCard: false, cardToDelete: undefined, editingCards: s.editingCards && s.deletableIds.size > 0 }));
    this.deps.toasts.show('success', 'toast_card_deleted', { lastFour: lastFourDigits(card.maskedCardNumber) });
  }

  /**
   * Buy pressed: the order is fixed; the trade guard checks cooling-off, a card-scheme purchase
   * also the device (spec 000 §4), then the confirmation opens and fetches a fresh quote. Wallet
   * buys open at once.
   */
  pressBuy(): void {
    const s = this.store.getSnapshot();
    if (!s.canBuy || s.confirm.phase !== 'closed' || s.payment === undefined || s.coin === undefined || s.pair === undefined) return;
    const order: BuyOrder = {
      coin: s.coin,
      payment: s.payment,
      source: s.pair.source.currency,
      fixed: quotedAmount(s.pair, s.pairRate, s.entry, s.entered),
      language: this.language,
      sheet: { countryCode: sheetCountryCode(this.deps.customer.state.getSnapshot().user?.phoneCountry), label: SHEET_LABEL },
    };
    this.update((inputs) => ({ ...inputs, outcome: undefined, inlineNotice: undefined }));
    if (this.deps.tradeGuard.check() === 'blocked') return;
    if (isCardSchemeMethod(order.payment.payMethod)) void this.checkThenOpen(order);
    else this.open(order);
  }

  private async checkThenOpen(order: BuyOrder): Promise<void> {
    this.update((s) => ({ ...s, checking: true }));
    const allowed = await this.deps.prePurchaseCheck.allows(order.payment.payMethod);
    this.update((s) => ({ ...s, checking: false }));
    if (allowed) this.open(order);
  }

  private open(order: BuyOrder): void {
    if (this.store.getSnapshot().confirm.phase !== 'closed') return;
    this.order = order;
    this.confirmation.open();
  }

  confirm(): void {
    this.confirmation.confirm();
  }

  /** Cancel closes the confirmation; once a confirmation is in flight it can no longer be cancelled. */
  cancel(): void {
    this.confirmation.cancel();
  }

  /** The page became visible again while the confirmation is open: refresh and reset (spec 000 §4). */
  becameVisible(): void {
    this.confirmation.becameVisible();
  }

  /** Closes the success modal, or the failure modal (its Try again: the amount and payment are kept). */
  dismissOutcome(): void {
    this.update((s) => ({ ...s, outcome: undefined }));
  }

  private async onResult(result: ConfirmationResult<BuyResult>): Promise<void> {
    if (result.kind === 'failure') {
      const route = routeTradeFailure(result.stage, result.error, { basket: false });
      if (route.kind === 'notice') this.deps.notices.present(route.notice);
      else if (route.kind === 'inline') this.update((s) => ({ ...s, inlineNotice: route.notice }));
      else this.update((s) => ({ ...s, outcome: { kind: 'failure', error: result.error, notice: route.notice } }));
      this.feeds.refreshAfterPayment();
      return;
    }
    if (result.value.kind === 'cancelled') {
      this.feeds.refreshAfterPayment();
      return;
    }
    const { receipt } = result.value;
    this.update((s) => ({ ...s, outcome: { kind: 'success', receipt }, amountText: '', rejection: undefined }));
    this.deps.tradeEvents.completed({ kind: 'coin_buy', transactionId: receipt.transaction.id, isFirstPurchase: receipt.isFirstPurchase });
    this.feeds.refreshAfterPayment();
    await this.deps.balances.refresh();
  }

  private decimals(s: BuyState): number {
    return s.pair === undefined ? 2 : entryDecimals(s.pair, s.entry);
  }

  private update(change: (state: BuyState) => BuyInputs): void {
    this.store.update((current) => {
      const next = change(current);
      return next === current ? current : deriveBuyState(next);
    });
  }
}
