import {
  BehaviorSubject,
  EMPTY,
  exhaustMap,
  from,
  interval,
  type SchedulerLike,
  Subject,
  Subscription,
  switchMap,
  filter,
  tap,
  timer,
} from 'rxjs';
import { fiatFractionDigits } from '../../domain/money/currency';
import { LIVE_RATES_TTL_MS } from '../../domain/rates/live-rate-cache';
import { acceptAmountInput } from '../../domain/trade/amount-input';
import { acceptClick } from '../../domain/trade/confirm-debounce';
import {
  COUNTDOWN_CLOSED,
  type CountdownEffect,
  type CountdownEvent,
  QUOTE_COUNTDOWN_SECONDS,
  stepCountdown,
} from '../../domain/trade/quote-countdown';
import { type FiatWallet } from '../../domain/trade/fiat-wallet';
import { type Quotation } from '../../domain/trade/quotation';
import { type BalanceService } from '../account/balance-service';
import { quoteFailureNotice, tradeFailureNotice } from '../errors/failure-notice';
import { type ToastService } from '../notifications/toast-service';
import { type ApiResult } from '../ports/api-error';
import { type IdPort } from '../ports/id-port';
import { type Coin, type TradingPort } from '../ports/trading-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { type BuyInputs, type BuyState, DEFAULT_COIN, deriveBuyState, INITIAL_BUY_INPUTS } from './buy-state';
import { walletOption } from '../../domain/payment/payment-option';

/** Live rates refresh every 15 s (spec 000 §4). */
export const RATE_REFRESH_MS = LIVE_RATES_TTL_MS;
const TICK_MS = 1_000;

/**
 * The Buy use case: amount entry, payment choice, a live quote confirmed against a 15-second
 * countdown, and exactly one trade per confirmation. State is exposed as a read-only store.
 * Confirm clicks pass the domain's 500 ms debounce (the leading click acts at once); while a
 * confirmation is in flight further clicks are ignored too.
 */
export class BuyService {
  private readonly store = new StateStore<BuyState>(deriveBuyState(INITIAL_BUY_INPUTS));
  readonly state: ReadableStore<BuyState> = this.store;
  private readonly coin$ = new BehaviorSubject<Coin | undefined>(undefined);
  private readonly quoteRequests$ = new Subject<void>();
  private readonly confirmClicks$ = new Subject<void>();
  private ticking: Subscription | undefined;
  private lastConfirmAt: number | undefined;

  constructor(
    private readonly trading: TradingPort,
    private readonly balances: BalanceService,
    private readonly toasts: ToastService,
    private readonly ids: IdPort,
    private readonly scheduler: SchedulerLike,
  ) {}

  /** Starts loading coins, wallets and live rates; returns a function that stops it all. */
  start(): () => void {
    const subscriptions = new Subscription();
    subscriptions.add(this.balances.state.state$.subscribe((balance) => this.setWallets(balance.wallets?.fiat ?? [])));
    subscriptions.add(this.coin$.pipe(switchMap((coin) => this.pollRate(coin))).subscribe());
    subscriptions.add(this.quoteRequests$.pipe(switchMap(() => from(this.requestQuote()))).subscribe((r) => this.onQuote(r)));
    subscriptions.add(
      this.confirmClicks$
        .pipe(
          filter(() => this.acceptConfirmClick()),
          exhaustMap(() => from(this.executeConfirm())),
        )
        .subscribe(),
    );
    void this.loadCoins();
    void this.balances.loadWallets();
    return () => {
      this.stopTicking();
      subscriptions.unsubscribe();
      this.update((s) => ({ ...s, confirm: { phase: 'closed' } }));
    };
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
    if (!s.canBuy || s.confirm.phase !== 'closed') return;
    this.update((state) => ({ ...state, outcome: undefined, confirm: { phase: 'open', countdown: COUNTDOWN_CLOSED, quote: undefined, submitting: false } }));
    this.dispatch({ type: 'open' });
    this.ticking = interval(TICK_MS, this.scheduler).subscribe(() => this.dispatch({ type: 'tick' }));
  }

  confirm(): void {
    this.confirmClicks$.next();
  }

  /** Cancel closes the confirmation; once a confirmation is in flight it can no longer be cancelled. */
  cancel(): void {
    const confirm = this.store.getSnapshot().confirm;
    if (confirm.phase === 'open' && confirm.submitting) return;
    this.closeConfirm();
  }

  /** The page became visible again while the confirmation is open: refresh and reset (spec 000 §4). */
  becameVisible(): void {
    this.dispatch({ type: 'became_visible' });
  }

  dismissOutcome(): void {
    this.update((s) => ({ ...s, outcome: undefined }));
  }

  private acceptConfirmClick(): boolean {
    const now = this.scheduler.now();
    if (!acceptClick(this.lastConfirmAt, now)) return false;
    this.lastConfirmAt = now;
    return true;
  }

  private dispatch(event: CountdownEvent): void {
    const confirm = this.store.getSnapshot().confirm;
    if (confirm.phase !== 'open' || confirm.submitting) return;
    const step = stepCountdown(confirm.countdown, event);
    this.update((s) => (s.confirm.phase === 'open' ? { ...s, confirm: { ...s.confirm, countdown: step.state } } : s));
    step.effects.forEach((effect) => this.run(effect));
  }

  private run(effect: CountdownEffect): void {
    switch (effect) {
      case 'refresh_quote':
        this.quoteRequests$.next();
        return;
      case 'notify_price_refreshed':
        this.toasts.show('warning', 'toast_price_refreshed', { seconds: QUOTE_COUNTDOWN_SECONDS });
        return;
      case 'report_failure':
        return;
    }
  }

  private async requestQuote(): Promise<ApiResult<Quotation> | undefined> {
    const s = this.store.getSnapshot();
    if (s.coin === undefined) return undefined;
    return this.trading.createFiatWalletBuyQuotation({ fiat: s.fiat, coin: s.coin.symbol, amount: s.amount });
  }

  private onQuote(result: ApiResult<Quotation> | undefined): void {
    if (result === undefined || this.store.getSnapshot().confirm.phase !== 'open') return;
    if (result.ok) {
      this.update((s) => (s.confirm.phase === 'open' ? { ...s, confirm: { ...s.confirm, quote: result.value } } : s));
      this.dispatch({ type: 'quote_received' });
      return;
    }
    this.dispatch({ type: 'refresh_failed' });
    this.closeConfirm({ kind: 'failure', stage: 'quote', error: result.error, notice: quoteFailureNotice(result.error) });
  }

  private async executeConfirm(): Promise<void> {
    const confirm = this.store.getSnapshot().confirm;
    if (confirm.phase !== 'open' || confirm.submitting || confirm.countdown.status !== 'running' || confirm.quote === undefined) return;
    const quote = confirm.quote;
    this.stopTicking();
    this.update((s) => (s.confirm.phase === 'open' ? { ...s, confirm: { ...s.confirm, submitting: true } } : s));
    const result = await this.trading.confirmQuotation(quote.id, this.ids.newId());
    if (result.ok) {
      this.closeConfirm({ kind: 'success', receipt: result.value });
      this.update((s) => ({ ...s, amountText: '', rejection: undefined }));
      await this.balances.refresh();
    } else {
      this.closeConfirm({ kind: 'failure', stage: 'confirm', error: result.error, notice: tradeFailureNotice(result.error) });
    }
  }

  private closeConfirm(outcome?: BuyInputs['outcome']): void {
    this.stopTicking();
    this.update((s) => ({ ...s, confirm: { phase: 'closed' }, outcome: outcome ?? s.outcome }));
  }

  private stopTicking(): void {
    this.ticking?.unsubscribe();
    this.ticking = undefined;
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
