import { BehaviorSubject, EMPTY, from, type SchedulerLike, Subscription, switchMap, tap, timer } from 'rxjs';
import { fiatFractionDigits } from '../../domain/money/currency';
import { walletOption } from '../../domain/payment/payment-option';
import { LIVE_RATES_TTL_MS } from '../../domain/rates/live-rate-cache';
import { acceptAmountInput } from '../../domain/trade/amount-input';
import { type FiatWallet } from '../../domain/trade/fiat-wallet';
import { type BalanceService } from '../account/balance-service';
import { quoteFailureNotice, tradeFailureNotice } from '../errors/failure-notice';
import { type ToastService } from '../notifications/toast-service';
import { type IdPort } from '../ports/id-port';
import { type Coin, type TradeQuotation, type TradeReceipt, type TradingPort } from '../ports/trading-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { type BuyState, DEFAULT_COIN, deriveBuyState, INITIAL_BUY_INPUTS, type BuyInputs } from './buy-state';
import { type ConfirmationResult, QuoteConfirmation } from './quote-confirmation';
import { type TradeEvents } from './trade-events';
import { type PreTradeCheck } from './trade-guard';

/** Live rates refresh every 15 s (spec 000 §4). */
export const RATE_REFRESH_MS = LIVE_RATES_TTL_MS;

/**
 * The Buy use case: amount entry, payment choice, a live quote confirmed against a 15-second
 * countdown (QuoteConfirmation), and exactly one trade per confirmation. State is exposed as a
 * read-only store.
 */
export class BuyService {
  private readonly store = new StateStore<BuyState>(deriveBuyState(INITIAL_BUY_INPUTS));
  readonly state: ReadableStore<BuyState> = this.store;
  private readonly coin$ = new BehaviorSubject<Coin | undefined>(undefined);
  private readonly confirmation: QuoteConfirmation<TradeQuotation, TradeReceipt>;

  constructor(
    private readonly trading: TradingPort,
    private readonly balances: BalanceService,
    toasts: ToastService,
    private readonly ids: IdPort,
    private readonly events: TradeEvents,
    private readonly scheduler: SchedulerLike,
    private readonly guard: PreTradeCheck,
  ) {
    this.confirmation = new QuoteConfirmation<TradeQuotation, TradeReceipt>(
      { get: () => this.store.getSnapshot().confirm, set: (confirm) => this.update((s) => ({ ...s, confirm })) },
      {
        requestQuote: () => this.requestQuote(),
        execute: (quote) => this.trading.confirmQuotation(quote.id, this.ids.newId()),
        onResult: (result) => void this.onResult(result),
      },
      toasts,
      scheduler,
    );
  }

  /** Starts loading coins, wallets and live rates; returns a function that stops it all. */
  start(): () => void {
    const subscriptions = new Subscription();
    subscriptions.add(this.balances.state.state$.subscribe((balance) => this.setWallets(balance.wallets?.fiat ?? [])));
    subscriptions.add(this.coin$.pipe(switchMap((coin) => this.pollRate(coin))).subscribe());
    subscriptions.add(this.confirmation.start());
    void this.loadCoins();
    void this.balances.loadWallets();
    return () => subscriptions.unsubscribe();
  }

  selectCoin(symbol: string): void {
    const coin = this.store.getSnapshot().coins.find((c) => c.symbol === symbol);
    if (coin === undefined) return;
    this.update((s) => ({ ...s, coin, rate: s.coin?.symbol === coin.symbol ? s.rate : undefined }));
    this.coin$.next(coin);
  }

  typeAmount(text: string): void {
    this.update((s) => {
      const outcome = acceptAmountInput(s.amountText, text, fiatFractionDigits(s.fiat));
      return { ...s, amountText: outcome.value, rejection: outcome.accepted ? undefined : outcome.reason };
    });
  }

  selectPayment(optionId: string): void {
    const option = this.store.getSnapshot().paymentOptions.find((o) => o.id === optionId);
    if (option?.canSelect !== true) return;
    this.update((s) => ({ ...s, paymentId: option.id }));
  }

  /** Buy pressed: opens the confirmation, which fetches a fresh quote (spec 000 §4). */
  pressBuy(): void {
    const s = this.store.getSnapshot();
    if (!s.canBuy || s.confirm.phase !== 'closed' || this.guard.check() === 'blocked') return;
    this.update((state) => ({ ...state, outcome: undefined }));
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

  dismissOutcome(): void {
    this.update((s) => ({ ...s, outcome: undefined }));
  }

  private async requestQuote() {
    const s = this.store.getSnapshot();
    if (s.coin === undefined) return undefined;
    return this.trading.createFiatWalletBuyQuotation({ fiat: s.fiat, coin: s.coin.symbol, amount: s.amount });
  }

  private async onResult(result: ConfirmationResult<TradeReceipt>): Promise<void> {
    if (result.kind === 'failure') {
      const notice = result.stage === 'quote' ? quoteFailureNotice(result.error) : tradeFailureNotice(result.error);
      this.update((s) => ({ ...s, outcome: { kind: 'failure', stage: result.stage, error: result.error, notice } }));
      return;
    }
    this.update((s) => ({ ...s, outcome: { kind: 'success', receipt: result.value }, amountText: '', rejection: undefined }));
    this.events.completed({ kind: 'coin_buy', transactionId: result.value.transaction.id, isFirstPurchase: result.value.isFirstPurchase });
    await this.balances.refresh();
  }

  private pollRate(coin: Coin | undefined) {
    if (coin === undefined) return EMPTY;
    return timer(0, RATE_REFRESH_MS, this.scheduler).pipe(
      switchMap(() => from(this.trading.getLiveRate(this.store.getSnapshot().fiat, coin.symbol))),
      // Spec 000 §8: a failed rate fetch clears the rates.
      tap((result) => this.update((s) => (s.coin?.symbol === coin.symbol ? { ...s, rate: result.ok ? result.value : undefined } : s))),
    );
  }

  private async loadCoins(): Promise<void> {
    const result = await this.trading.getCoins();
    if (!result.ok) return;
    this.update((s) => ({ ...s, coins: result.value }));
    if (this.store.getSnapshot().coin === undefined) this.selectCoin(DEFAULT_COIN);
  }

  private setWallets(wallets: readonly FiatWallet[]): void {
    this.update((s) => ({ ...s, paymentOptions: wallets.map(walletOption) }));
  }

  private update(change: (inputs: BuyInputs) => BuyInputs): void {
    this.store.update((current) => {
      const next = change(current);
      return next === current ? current : deriveBuyState(next);
    });
  }
}
