import { BehaviorSubject, debounceTime, distinctUntilChanged, from, type SchedulerLike, Subscription, switchMap, tap } from 'rxjs';
import { limitSearchText, SEARCH_DEBOUNCE_MS, TARGET_COIN_SEARCH_MAX_LENGTH } from '../../domain/market/coin-search';
import type { CurrencyCode } from '../../domain/money/currency';
import { sellToFiatDecision } from '../../domain/payment/fiat-wallet';
import type { SellFormEvent } from '../../domain/trade/sell-form';
import type { BalanceService } from '../account/balance-service';
import type { CustomerService, CustomerState } from '../account/customer-service';
import type { NoticeService } from '../notifications/notice-service';
import type { ToastService } from '../notifications/toast-service';
import type { Wallets } from '../ports/account-port';
import type { BasketListing, BasketsPort, BasketTransaction } from '../ports/baskets-port';
import type { CashAccountPort } from '../ports/cash-account-port';
import type { CoinsPort } from '../ports/coins-port';
import type { IdPort } from '../ports/id-port';
import type { TradeReceipt, TradeQuotation, TradingPort } from '../ports/trading-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { BasketSaleWatch } from './basket-sale-watch';
import { nativePerUsdOf } from './native-per-usd';
import { QuoteConfirmation } from './quote-confirmation';
import { quickSelect, ratesArrived, swapSides, typeAmount, typePercentage, withForm } from './sell-amounts';
import { samePair, SellFeed, type SellPair } from './sell-feed';
import { type BasketSellQuote, deriveSellState, INITIAL_SELL_INPUTS, type SellInputs, type SellState } from './sell-state';
import { BASKET_PAYOUT_METHOD, coinSource, executeCoinSell, requestBasketSellPreview, requestCoinSellQuote } from './sell-steps';
import { SellOutcomes, type SellStateAccess } from './sell-outcomes';
import { WalletSetupFlow } from './sell-wallet-setup';
import type { TradeAsset } from './trade-drawer-service';
import type { TradeEvents } from './trade-events';
import type { PreTradeCheck } from './trade-guard';

/**
 * Spec 000 §4: after a full sell outside a modal the selection clears. The Sell tab lives in the
 * trade drawer, not in a modal.
 */
const SELL_IN_MODAL = false;

/** What a SellService is made from (named as the composition root names them). */
export interface SellDependencies {
  readonly trading: TradingPort;
  readonly baskets: BasketsPort;
  readonly coins: CoinsPort;
  readonly cashAccount: CashAccountPort;
  readonly balances: BalanceService;
  readonly customer: CustomerService;
  readonly notices: NoticeService;
  readonly tradeEvents: TradeEvents;
  /** The cooling-off check every trade passes first. */
  readonly tradeGuard: PreTradeCheck;
  readonly toasts: ToastService;
  readonly ids: IdPort;
  readonly scheduler: SchedulerLike;
}

/**
 * The Sell tab (spec 000 §2, §4, §5, §7): the coin or basket sold, the amount (either side for a
 * coin, a percentage for a basket), the receive-in target, the pre-quote check, a quote confirmed
 * against the 15-second countdown, and one trade per confirmation.
 */
export class SellService {
  private readonly store = new StateStore<SellState>(deriveSellState(INITIAL_SELL_INPUTS));
  readonly state: ReadableStore<SellState> = this.store;
  private readonly pair$ = new BehaviorSubject<SellPair | undefined>(undefined);
  private readonly search$ = new BehaviorSubject<string>('');
  private readonly coinConfirmation: QuoteConfirmation<TradeQuotation, TradeReceipt>;
  private readonly basketConfirmation: QuoteConfirmation<BasketSellQuote, BasketTransaction>;
  private readonly sales: BasketSaleWatch;
  private readonly feed: SellFeed;
  private readonly walletSetup: WalletSetupFlow;
  private readonly outcomes: SellOutcomes;
  /** An asset asked for before the holdings were known. */
  private wanted: TradeAsset | undefined;
  /** The coin whose description is being fetched; a later choice makes an earlier answer stale. */
  private pendingCoin: CurrencyCode | undefined;
  /** The first choice is made for the customer once; after that only they choose. */
  private defaulted = false;
  private customerId: string | undefined;

  constructor(private readonly deps: SellDependencies) {
    const access: SellStateAccess = { get: () => this.store.getSnapshot(), update: (change) => this.update(change) };
    this.feed = new SellFeed(deps, deps.customer, deps.scheduler);
    this.walletSetup = new WalletSetupFlow(
      { get: () => this.store.getSnapshot().walletSetup, set: (walletSetup) => this.update((s) => ({ ...s, walletSetup })) },
      deps.cashAccount,
      () => this.deps.balances.loadWallets(),
    );
    this.coinConfirmation = new QuoteConfirmation<TradeQuotation, TradeReceipt>(
      { get: () => this.store.getSnapshot().coinConfirm, set: (coinConfirm) => this.update((s) => ({ ...s, coinConfirm })) },
      {
        requestQuote: async () => requestCoinSellQuote(this.deps.trading, this.store.getSnapshot()),
        execute: (quote) =>
          executeCoinSell(this.deps.trading, () => this.deps.ids.newId(), this.store.getSnapshot().target?.payMethod === 'fiat_wallet', quote),
        onResult: (result) => void this.outcomes.coinResult(result),
      },
      deps.toasts,
      deps.scheduler,
    );
    this.basketConfirmation = new QuoteConfirmation<BasketSellQuote, BasketTransaction>(
      { get: () => this.store.getSnapshot().basketConfirm, set: (basketConfirm) => this.update((s) => ({ ...s, basketConfirm })) },
      {
        requestQuote: async () => requestBasketSellPreview(this.deps.baskets, this.store.getSnapshot()),
        execute: (preview) => this.deps.baskets.confirmSell(preview.id),
        onResult: (result) => void this.outcomes.basketResult(result),
      },
      deps.toasts,
      deps.scheduler,
    );
    this.sales = new BasketSaleWatch(deps.baskets, deps.scheduler, (sale) => {
      this.deps.toasts.show('success', 'toast_basket_sale_settled', { basket: sale.basketName });
      void this.deps.balances.refresh();
    });
    this.outcomes = new SellOutcomes(access, { balances: deps.balances, notices: deps.notices, events: deps.tradeEvents }, deps.trading, this.sales, {
      cleared: () => this.completed(),
      reloadBaskets: () => this.loadBaskets(),
    });
  }

  /** Loads holdings, baskets, targets and rates; returns a function that stops it all. */
  start(): () => void {
    const subscriptions = new Subscription();
    subscriptions.add(this.deps.customer.state.state$.subscribe((customer) => this.setCustomer(customer)));
    subscriptions.add(this.deps.balances.state.state$.subscribe((balance) => this.setWallets(balance.wallets, balance.baskets)));
    subscriptions.add(
      this.pair$
        .pipe(
          distinctUntilChanged(samePair),
          tap(() => this.update((s) => ({ ...s, rates: undefined }))),
          switchMap((pair) => this.feed.rates(pair).pipe(tap((rates) => this.update((s) => ratesArrived(s, pair, rates))))),
        )
        .subscribe(),
    );
    subscriptions.add(
      this.search$
        .pipe(
          debounceTime(SEARCH_DEBOUNCE_MS, this.deps.scheduler),
          distinctUntilChanged(),
          switchMap((keyword) => from(this.loadTargetCoins(keyword))),
        )
        .subscribe(),
    );
    subscriptions.add(this.coinConfirmation.start());
    subscriptions.add(this.basketConfirmation.start());
    void this.deps.balances.loadWallets();
    void this.loadTargetCoins('');
    return () => subscriptions.unsubscribe();
  }

  /** The asset the drawer was opened for (spec 000 §2): selected when the customer holds it. */
  preselect(asset: TradeAsset): void {
    if (this.store.getSnapshot().loading) {
      this.wanted = asset;
      return;
    }
    if (asset.kind === 'coin') this.selectCoin(asset.symbol);
    else this.selectBasket(asset.basketId);
  }

  /** Coins or Baskets in the chooser: switching resets the target (spec 000 §4). */
  switchAssetType(assetType: 'coin' | 'basket'): void {
    const s = this.store.getSnapshot();
    this.dispatch({ type: 'switch_asset_type', assetType, targetOptions: assetType === 'coin' ? s.cryptoTargets : [] });
    if (assetType === 'basket') this.defaultCashTarget();
    this.update((state) => ({ ...state, amountText: '', rejection: undefined, sourceCoin: undefined }));
    this.syncPair();
  }

  selectCoin(symbol: CurrencyCode): void {
    const wallet = this.store.getSnapshot().coinSources.find((w) => w.currency === symbol);
    if (wallet === undefined) return;
    if (this.store.getSnapshot().form.assetType !== 'coin') this.switchAssetType('coin');
    void this.loadSourceCoin(symbol);
  }

  selectBasket(basketId: string): void {
    const basket = this.store.getSnapshot().basketSources.find((b) => b.id === basketId);
    if (basket === undefined) return;
    if (this.store.getSnapshot().form.assetType !== 'basket') this.switchAssetType('basket');
    this.dispatch({ type: 'select_source', source: { kind: 'basket', basketId, balance: basket.balance } });
    this.update((s) => ({ ...s, percentageRejection: undefined }));
    if (this.store.getSnapshot().form.target?.payMethod !== BASKET_PAYOUT_METHOD) this.defaultCashTarget();
  }

  selectTarget(targetId: string): void {
    const s = this.store.getSnapshot();
    const target = [...s.cashTargets, ...(s.form.source?.kind === 'basket' ? [] : s.cryptoTargets)].find((o) => o.id === targetId);
    if (target === undefined) return;
    this.dispatch({ type: 'select_target', target });
    this.syncPair();
  }

  searchTargets(text: string): void {
    const keyword = limitSearchText(text, TARGET_COIN_SEARCH_MAX_LENGTH);
    this.update((s) => ({ ...s, targetSearch: keyword }));
    this.search$.next(keyword.trim());
  }

  /** A keystroke in the amount field of the side being entered (spec 000 §5 amount input). */
  typeAmount(text: string): void {
    this.update((s) => typeAmount(s, text));
  }

  /** The swap toggle: the other side becomes the one entered, starting from its converted value. */
  swapSides(): void {
    this.update(swapSides);
  }

  /** A coin quick-select button: that percentage of the coin held (spec 000 §2, §9). */
  quickSelect(percentage: string): void {
    this.update((s) => quickSelect(s, percentage));
  }

  /** A keystroke in the basket percentage, or a quick-select button (spec 000 §5). */
  typePercentage(text: string): void {
    this.update((s) => typePercentage(s, text));
  }

  /** Sell pressed: wallet setup when the cash account is not set up, the pre-quote check, then the confirmation. */
  async pressSell(): Promise<void> {
    const s = this.store.getSnapshot();
    if (!s.canSell || s.target === undefined || this.deps.tradeGuard.check() === 'blocked') return;
    this.update((state) => ({ ...state, outcome: undefined }));
    if (s.target.payMethod === 'fiat_wallet') {
      const wallet = s.fiatWallets.find((w) => w.currency === s.target?.currency);
      if (sellToFiatDecision(wallet) === 'open_wallet_setup') {
        this.walletSetup.open(s.target.currency);
        return;
      }
    }
    if (s.form.source?.kind === 'basket') {
      this.basketConfirmation.open();
      return;
    }
    if (await this.outcomes.passesPreQuote()) this.coinConfirmation.open();
  }

  confirm(): void {
    this.activeConfirmation()?.confirm();
  }

  cancel(): void {
    this.activeConfirmation()?.cancel();
  }

  becameVisible(): void {
    this.activeConfirmation()?.becameVisible();
  }

  dismissOutcome(): void {
    this.update((s) => ({ ...s, outcome: undefined }));
  }

  /** Open the cash account from the wallet setup modal. */
  createWallet(): Promise<void> {
    return this.walletSetup.create();
  }

  closeWalletSetup(): void {
    this.walletSetup.close();
  }

  private activeConfirmation() {
    const s = this.store.getSnapshot();
    if (s.basketConfirm.phase === 'open') return this.basketConfirmation;
    return s.coinConfirm.phase === 'open' ? this.coinConfirmation : undefined;
  }

  /** A sell went through: the amounts clear, and after a full sell the selection too (spec 000 §4). */
  private completed(): void {
    this.dispatch({ type: 'sell_completed', inModal: SELL_IN_MODAL });
    this.update((s) => ({
      ...s,
      amountText: '',
      rejection: undefined,
      inlineNotice: undefined,
      previewMinimum: undefined,
      sourceCoin: s.form.source === undefined ? undefined : s.sourceCoin,
    }));
    this.syncPair();
  }

  private async loadSourceCoin(symbol: CurrencyCode): Promise<void> {
    this.pendingCoin = symbol;
    const info = await this.feed.coin(symbol);
    if (this.pendingCoin !== symbol) return;
    this.pendingCoin = undefined;
    const wallet = this.store.getSnapshot().coinSources.find((w) => w.currency === symbol);
    if (info === undefined || wallet === undefined) return;
    this.dispatch({ type: 'select_source', source: coinSource(info, wallet) });
    this.update((s) => ({ ...s, sourceCoin: info, amountText: '', rejection: undefined, inlineNotice: undefined }));
    const { form } = this.store.getSnapshot();
    if (form.target === undefined || form.target.currency === symbol) this.defaultCashTarget();
    this.syncPair();
  }

  private async loadTargetCoins(keyword: string): Promise<void> {
    const coins = await this.feed.coins(keyword);
    if (coins !== undefined && this.store.getSnapshot().targetSearch.trim() === keyword) this.update((s) => ({ ...s, targetCoins: coins }));
  }

  private async loadBaskets(): Promise<void> {
    const baskets = await this.feed.baskets();
    this.update((s) => ({ ...s, baskets: baskets ?? s.baskets ?? [] }));
    this.pickDefaultSource();
  }

  /** The account data's wallets and baskets (read again after every money movement). */
  private setWallets(wallets: Wallets | undefined, baskets?: readonly BasketListing[]): void {
    if (baskets !== undefined && this.store.getSnapshot().baskets !== undefined) this.update((s) => ({ ...s, baskets }));
    if (wallets === undefined) return;
    this.update((s) => ({ ...s, fiatWallets: wallets.fiat, coinWallets: wallets.coins }));
    const { form } = this.store.getSnapshot();
    const source = form.source;
    if (source?.kind === 'coin' && form.enteredSide === undefined) {
      const held = wallets.coins.find((w) => w.currency === source.currency)?.available;
      if (held !== undefined && !held.equals(source.balance)) this.dispatch({ type: 'select_source', source: { ...source, balance: held } });
    }
    this.pickDefaultSource();
  }

  private setCustomer(customer: CustomerState): void {
    if (customer.user?.uuid !== this.customerId) this.forgetCustomer(customer.user?.uuid);
    const native = customer.user?.nativeCurrency;
    const minimums = customer.productConfig?.basket.minimums;
    this.update((s) => ({ ...s, native: native ?? s.native, minimums, nativePerUsd: nativePerUsdOf(native ?? s.native) }));
    if (!customer.loading) void this.loadBaskets();
  }

  /** Another customer (or none) is signed in: nothing of the previous one is kept. */
  private forgetCustomer(customerId: string | undefined): void {
    // An asset asked for before anyone was known is the new customer's.
    if (this.customerId !== undefined) this.wanted = undefined;
    this.customerId = customerId;
    this.sales.stop();
    this.coinConfirmation.cancel();
    this.basketConfirmation.cancel();
    this.defaulted = false;
    this.pendingCoin = undefined;
    this.store.update(() => deriveSellState(INITIAL_SELL_INPUTS));
    this.syncPair();
  }

  /**
   * Choice: once holdings are known and nothing is selected, the Sell tab starts on the coin held
   * with the largest value (else the first basket), received in the native cash account.
   */
  private pickDefaultSource(): void {
    const s = this.store.getSnapshot();
    if (s.loading || this.defaulted) return;
    this.defaulted = true;
    const wanted = this.wanted;
    this.wanted = undefined;
    if (wanted !== undefined) this.preselect(wanted);
    if (this.store.getSnapshot().form.source !== undefined || this.pendingCoin !== undefined) return;
    const coin = s.coinSources[0];
    if (coin !== undefined) void this.loadSourceCoin(coin.currency);
    else if (s.basketSources[0] !== undefined) this.selectBasket(s.basketSources[0].id);
  }

  private defaultCashTarget(): void {
    const first = this.store.getSnapshot().cashTargets[0];
    if (first !== undefined) this.dispatch({ type: 'select_target', target: first });
  }

  private syncPair(): void {
    const { form } = this.store.getSnapshot();
    const pair = form.source?.kind === 'coin' && form.target !== undefined ? { from: form.source.currency, to: form.target.currency } : undefined;
    this.pair$.next(pair);
    if (pair === undefined) this.update((s) => ({ ...s, rates: undefined }));
  }

  private dispatch(event: SellFormEvent): void {
    this.update((s) => withForm(s, event));
  }

  private update(change: (inputs: SellInputs) => SellInputs): void {
    this.store.update((current) => {
      const next = change(current);
      return next === current ? current : deriveSellState(next);
    });
  }
}
