import { filter, map, type Observable, type SchedulerLike, Subscription, take } from 'rxjs';
import {
  chartSeries,
  liveChangePercent,
  type PricePoint,
  referencePrice,
  withLivePrice,
  TICKER_INTERVAL,
  TICKER_PERIOD,
} from '../../domain/market/price-chart';
import type { LivePrice } from '../../domain/market/live-price-batch';
import { dec, type Dec } from '../../domain/money/decimal';
import type { CustomerService } from '../account/customer-service';
import type { CoinInfo, CoinsPort, CoinViewQuery, Ticker } from '../ports/coins-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { coinBySlug } from './coin-by-slug';
import { coinViewOf } from './coin-view';
import type { LivePriceService, LivePriceState } from './live-price-service';

export type CoinDetailState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly slug: string }
  /** No offered coin has this slug. */
  | { readonly status: 'not_found'; readonly slug: string }
  /** The coin could not be looked up (the coin list call failed); retry() tries again. */
  | { readonly status: 'failed'; readonly slug: string }
  | {
      readonly status: 'ready';
      readonly slug: string;
      readonly coin: CoinInfo;
      /** The live price: the page's live-prices stream's once it has one, the ticker's (or the list's) price before. */
      readonly price: Dec;
      /** 24 h change in percent, moving with the live price (domain liveChangePercent). */
      readonly changePercent: Dec | undefined;
      /** The 1D chart: the ticker history plus the live prices since (domain price-chart.ts). */
      readonly series: readonly PricePoint[];
      /** The ticker history could not be read: the page shows the price without a chart. */
      readonly chartUnavailable: boolean;
      /** connecting until the price stream first opens; live while it streams fresh prices; delayed while it reconnects or is silent. */
      readonly feed: PriceFeed;
    };

/** How current the shown price is. */
export type PriceFeed = 'connecting' | 'live' | 'delayed';

type Ready = Extract<CoinDetailState, { status: 'ready' }>;

const feedOf = (stream: LivePriceState): PriceFeed =>
  stream.connection === 'idle' || stream.connection === 'connecting' ? 'connecting' : stream.connection === 'open' && !stream.stale ? 'live' : 'delayed';

/** What a CoinDetailService is made from (named as the composition root names them). */
export interface CoinDetailDependencies {
  readonly coins: CoinsPort;
  readonly customer: CustomerService;
  readonly livePrices: LivePriceService;
  readonly scheduler: SchedulerLike;
}

/**
 * The coin detail page /hub/price/{slug} (spec 001 §2): the coin found by its slug, its price and
 * 24 h change, and a 1D price chart from the tickers call (period 1D, interval low) kept moving by
 * the page's one live-prices stream while the page is open (the price shown here is the one the
 * market, home and the asset selector show).
 * Choice: a live price is plotted at the moment it is applied (the stream's events carry no
 * time); the stream's reconnection, pausing and staleness are the live-price service's.
 */
export class CoinDetailService {
  private readonly store = new StateStore<CoinDetailState>({ status: 'idle' });
  readonly state: ReadableStore<CoinDetailState> = this.store;
  private running: Subscription | undefined;
  private slug: string | undefined;

  constructor(private readonly deps: CoinDetailDependencies) {}

  /** Shows the coin of `slug` until the returned stop function is called (or another slug opens). */
  open(slug: string): () => void {
    this.running?.unsubscribe();
    const run = new Subscription();
    this.running = run;
    this.slug = slug;
    this.store.update(() => ({ status: 'loading', slug }));
    run.add(this.customerView$().subscribe((view) => void this.load(run, slug, view)));
    return () => {
      if (this.running !== run) return;
      run.unsubscribe();
      this.running = undefined;
      this.store.update(() => ({ status: 'idle' }));
    };
  }

  /** After a failed lookup: looks the coin up again. */
  retry(): void {
    if (this.store.getSnapshot().status === 'failed' && this.slug !== undefined) this.open(this.slug);
  }

  /** The customer's coin view once their configs are known (is_prime_user depends on the app config). */
  private customerView$(): Observable<CoinViewQuery> {
    return this.deps.customer.state.state$.pipe(
      filter((customer) => !customer.loading),
      map(coinViewOf),
      filter((view): view is CoinViewQuery => view !== undefined),
      take(1),
    );
  }

  private async load(run: Subscription, slug: string, view: CoinViewQuery): Promise<void> {
    const found = await coinBySlug(this.deps.coins, view, slug);
    if (run.closed) return;
    if (!found.ok) return this.store.update(() => ({ status: 'failed', slug }));
    const coin = found.value;
    if (coin === undefined) return this.store.update(() => ({ status: 'not_found', slug }));
    const tickers = await this.deps.coins.getTickers({
      symbols: [coin.symbol],
      nativeCurrency: view.nativeCurrency,
      period: TICKER_PERIOD,
      interval: TICKER_INTERVAL,
    });
    if (run.closed) return;
    const ticker: Ticker | undefined = tickers.ok ? tickers.value.find((t) => t.symbol === coin.symbol) : undefined;
    const price = ticker?.price ?? coin.price;
    const serverChange = ticker?.percentage ?? coin.percentage;
    const reference = referencePrice(price, serverChange);
    this.store.update(() => ({
      status: 'ready',
      slug,
      coin,
      price,
      changePercent: serverChange,
      series: chartSeries(ticker?.points ?? []),
      chartUnavailable: ticker === undefined,
      feed: 'connecting',
    }));
    const live = this.deps.livePrices;
    run.add(live.start());
    const price$ = live.coin(coin.id);
    let applied: LivePrice | undefined;
    const onPrice = (): void => {
      const latest = price$.getSnapshot();
      if (latest === undefined || latest === applied) return;
      applied = latest;
      this.onLivePrice(dec(latest.price), reference, serverChange);
    };
    run.add(price$.subscribe(onPrice));
    run.add(live.state.subscribe(() => this.onFeed(feedOf(live.state.getSnapshot()))));
    this.onFeed(feedOf(live.state.getSnapshot()));
    onPrice();
  }

  private onFeed(next: PriceFeed): void {
    this.store.update((s) => {
      if (s.status !== 'ready') return s;
      const feed = s.feed !== 'connecting' && next === 'connecting' ? 'delayed' : next;
      return s.feed === feed ? s : { ...s, feed };
    });
  }

  private onLivePrice(price: Dec, reference: Dec | undefined, serverChange: Dec | undefined): void {
    if (!price.greaterThan(0)) return;
    this.store.update((s) => {
      if (s.status !== 'ready') return s;
      const next: Ready = {
        ...s,
        price,
        changePercent: liveChangePercent(reference, price, serverChange),
        series: s.chartUnavailable ? s.series : withLivePrice(s.series, { at: this.deps.scheduler.now(), price }),
      };
      return next;
    });
  }
}
