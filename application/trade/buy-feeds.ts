import {
  combineLatest,
  distinctUntilChanged,
  EMPTY,
  filter,
  from,
  map,
  merge,
  type Observable,
  skip,
  startWith,
  Subject,
  Subscription,
  switchMap,
  timer,
} from 'rxjs';
import { type CurrencyCode, currencyCode } from '../../domain/money/currency';
import { LIVE_RATES_TTL_MS } from '../../domain/rates/live-rates';
import { liveRatesTransactionType } from '../../domain/trade/order-types';
import { isGooglePayLive } from '../account/customer-service';
import type { ReadableStore } from '../shared/store';
import { type BuyInputs, DEFAULT_COIN } from './buy-inputs';
import type { BuyDependencies } from './buy-dependencies';
import { coinWalletsOf, loadFeeContext, loadSavedCards, loadWeeklyLimits, profileOf } from './buy-sources';
import { type BuyState, pairKey } from './buy-state';

/** Live rates refresh every 15 s (spec 000 §4). */
export const RATE_REFRESH_MS = LIVE_RATES_TTL_MS;

type Update = (change: (state: BuyState) => BuyInputs) => void;

const isWallet = (s: BuyState): boolean => s.payment?.payMethod === 'fiat_wallet' || s.payment?.payMethod === 'crypto_wallet';

/**
 * What the Buy widget loads and follows: the customer's profile and fee context, coins, saved
 * cards, wallets, the device wallets' availability, the live rates of the pair paid -> bought
 * (every 15 s; Prime regular users send the transaction type, spec 000 §6; a failed fetch is
 * logged and clears the rates, §8), the paying wallet's transactable amount (spec 000 §5) and
 * the weekly limits, a card just added (selected) and the coin asked for by whoever opened the
 * trade drawer.
 */
export class BuyFeeds {
  private readonly refresh$ = new Subject<void>();
  private pendingCoin: CurrencyCode | undefined;

  constructor(
    private readonly deps: BuyDependencies,
    private readonly store: ReadableStore<BuyState>,
    private readonly update: Update,
  ) {}

  start(): Subscription {
    const { customer, balances, cardRegistration, tradeDrawer } = this.deps;
    const subscriptions = new Subscription();
    subscriptions.add(customer.state.state$.subscribe((c) => this.update((s) => ({ ...s, profile: profileOf(c) }))));
    subscriptions.add(this.feeContext().subscribe((fees) => this.update((s) => ({ ...s, fees }))));
    subscriptions.add(
      balances.state.state$.subscribe((b) =>
        this.update((s) => ({ ...s, sources: { ...s.sources, fiatWallets: b.wallets?.fiat ?? [], coinWallets: coinWalletsOf(b.wallets) } })),
      ),
    );
    subscriptions.add(this.rates().subscribe());
    subscriptions.add(this.transactable().subscribe());
    subscriptions.add(this.weeklyLimits().subscribe());
    subscriptions.add(cardRegistration.added$.subscribe((card) => void this.cardAdded(card.id)));
    subscriptions.add(
      tradeDrawer.state.state$.pipe(distinctUntilChanged((a, b) => a.request === b.request)).subscribe((drawer) => {
        if (drawer.open && drawer.asset?.kind === 'coin') this.selectCoin(drawer.asset.symbol);
      }),
    );
    void this.loadCoins();
    void this.reloadCards();
    void balances.loadWallets();
    void this.loadEnvironments();
    return subscriptions;
  }

  /**
   * Selects a coin once the coin list has it. Choice: a new coin keeps an amount typed in the
   * paying currency and clears one typed in the old coin.
   */
  selectCoin(symbol: string): void {
    const wanted = currencyCode(symbol);
    const coin = this.store.getSnapshot().coins.find((c) => c.symbol === wanted);
    if (coin === undefined) {
      this.pendingCoin = wanted;
      return;
    }
    this.pendingCoin = undefined;
    this.update((s) =>
      s.coin?.symbol === coin.symbol
        ? s
        : { ...s, coin, rate: undefined, inlineNotice: undefined, ...(s.entry === 'target' ? { entry: 'source', amountText: '', rejection: undefined } : {}) },
    );
  }

  async reloadCards(): Promise<void> {
    const savedCards = await loadSavedCards(this.deps.payments, this.deps.logger);
    this.update((s) => ({ ...s, sources: { ...s.sources, savedCards }, sourcesLoaded: true }));
  }

  /** After a payment (done, failed or cancelled): what it may have changed is read again. */
  refreshAfterPayment(): void {
    this.refresh$.next();
  }

  private async cardAdded(cardId: string): Promise<void> {
    await this.reloadCards();
    this.update((s) => ({ ...s, tab: 'cash', chosen: { ...s.chosen, cash: cardId } }));
  }

  private async loadCoins(): Promise<void> {
    const result = await this.deps.trading.getCoins();
    if (!result.ok) return;
    this.update((s) => ({ ...s, coins: result.value }));
    const wanted = this.pendingCoin ?? this.store.getSnapshot().coin?.symbol ?? DEFAULT_COIN;
    this.selectCoin(wanted);
    if (this.store.getSnapshot().coin === undefined) this.selectCoin(DEFAULT_COIN);
  }

  private async loadEnvironments(): Promise<void> {
    const { applePay, googlePay } = this.deps.paymentSurfaces;
    this.update((s) => ({ ...s, sources: { ...s.sources, applePay: applePay.environment() } }));
    const google = await googlePay.environment(isGooglePayLive(this.deps.customer.state.getSnapshot()));
    this.update((s) => ({ ...s, sources: { ...s.sources, googlePay: google } }));
  }

  private feeContext() {
    const { customer, trading, rewards, scheduler } = this.deps;
    return customer.state.state$.pipe(
      filter((c) => !c.loading && c.user !== undefined),
      distinctUntilChanged((a, b) => a.user?.uuid === b.user?.uuid && a.appConfig === b.appConfig && a.isPrimeRegular === b.isPrimeRegular),
      switchMap((c) => from(loadFeeContext(trading, rewards, c, scheduler.now()))),
    );
  }

  /** The key of what the rate stream follows: the pair and whether Prime rates are asked for. */
  private rates(): Observable<unknown> {
    const key$ = this.store.state$.pipe(
      map((s) => (s.pair === undefined ? undefined : { source: s.pair.source.currency, target: s.pair.target.currency, prime: s.profile.isPrimeRegular })),
      distinctUntilChanged((a, b) => a?.source === b?.source && a?.target === b?.target && a?.prime === b?.prime),
    );
    return key$.pipe(
      switchMap((key) => {
        if (key === undefined) return EMPTY;
        return timer(0, RATE_REFRESH_MS, this.deps.scheduler).pipe(
          switchMap(() => from(this.deps.trading.getLiveRate(key.source, key.target, liveRatesTransactionType(key.prime)))),
          map((result) => {
            if (!result.ok)
              this.deps.logger.log({
                level: 'warn',
                event: 'live_rates_fetch_failed',
                error: result.error,
                context: { pair: pairKey(key.source, key.target) },
              });
            this.update((s) =>
              s.pair?.source.currency === key.source && s.coin?.symbol === key.target ? { ...s, rate: result.ok ? result.value : undefined } : s,
            );
          }),
        );
      }),
    );
  }

  /** Spec 000 §5: a wallet buy checks the transactable amount of the pair first. */
  private transactable(): Observable<unknown> {
    const key$ = this.store.state$.pipe(
      map((s) => (s.pair !== undefined && isWallet(s) ? pairKey(s.pair.source.currency, s.pair.target.currency) : undefined)),
      distinctUntilChanged(),
    );
    // Money moved (a basket buy, a claim, a settled deposit): the account data's wallets change.
    const walletsChanged$ = this.deps.balances.state.state$.pipe(
      map((b) => b.wallets),
      distinctUntilChanged(),
      skip(1),
    );
    return combineLatest([key$, merge(this.refresh$, walletsChanged$).pipe(startWith(undefined))]).pipe(
      switchMap(([key]) => {
        const pair = this.store.getSnapshot().pair;
        if (key === undefined || pair === undefined) return EMPTY;
        return from(this.deps.trading.getTransactableAmount(pair.source.currency, pair.target.currency)).pipe(
          map((result) => this.update((s) => ({ ...s, transactable: result.ok ? { pair: key, amount: result.value } : undefined }))),
        );
      }),
    );
  }

  private weeklyLimits(): Observable<unknown> {
    const coin$ = this.store.state$.pipe(
      map((s) => s.coin?.symbol),
      distinctUntilChanged(),
    );
    return combineLatest([coin$, this.refresh$.pipe(startWith(undefined))]).pipe(
      switchMap(([coin]) => (coin === undefined ? EMPTY : from(loadWeeklyLimits(this.deps.trading, coin, this.deps.logger)))),
      map((weeklyLimits) => this.update((s) => ({ ...s, sources: { ...s.sources, weeklyLimits } }))),
    );
  }
}
