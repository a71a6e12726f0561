import { filter, map, type Observable, Subscription, take } from 'rxjs';
import {
  chartSeries,
  liveChangePercent,
  type PricePoint,
  referencePrice,
  withLivePrice,
  TICKER_INTERVAL,
  TICKER_PERIOD,
} from '../../domain/market/price-chart';
import type { Dec } from '../../domain/money/decimal';
import type { CustomerService } from '../account/customer-service';
import type { CoinInfo, CoinsPort, CoinViewQuery, Ticker } from '../ports/coins-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { coinBySlug } from './coin-by-slug';
import { coinViewOf } from './coin-view';
import type { PriceLadderService, PriceLadderView } from './price-ladder-service';

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
      /** The live price: the ladder's mid once it streams, the ticker's (or the list's) price before. */
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

const feedOf = (view: PriceLadderView): PriceFeed =>
  view.connection === 'idle' || view.connection === 'connecting' ? 'connecting' : view.connection === 'open' && !view.stale ? 'live' : 'delayed';

/** What a CoinDetailService is made from (named as the composition root names them). */
export interface CoinDetailDependencies {
  readonly coins: CoinsPort;
  readonly customer: CustomerService;
  readonly priceLadder: PriceLadderService;
}

/**
 * The coin detail page /hub/price/{slug} (spec 001 §2): the coin found by its slug, its price and
 * 24 h change, and a 1D price chart from the tickers call (period 1D, interval low) kept moving by
 * the live price ladder stream while the page is open.
 * Choice: the ladder's mid price is the live price; the stream's reconnection, pausing and
 * staleness are the price ladder service's.
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
    const profileId = this.deps.customer.state.getSnapshot().user?.uuid ?? '';
    run.add(
      this.deps.priceLadder
        .ladder$({ nativeCurrency: view.nativeCurrency, currencyId: coin.id, profileId })
        .subscribe((ladder) => this.onLadder(ladder, reference, serverChange)),
    );
  }

  private onLadder(view: PriceLadderView, reference: Dec | undefined, serverChange: Dec | undefined): void {
    this.store.update((s) => {
      if (s.status !== 'ready') return s;
      const feed = s.feed !== 'connecting' && feedOf(view) === 'connecting' ? 'delayed' : feedOf(view);
      const ladder = view.ladder;
      if (ladder === undefined || !ladder.mid.greaterThan(0)) return s.feed === feed ? s : { ...s, feed };
      const next: Ready = {
        ...s,
        feed,
        price: ladder.mid,
        changePercent: liveChangePercent(reference, ladder.mid, serverChange),
        series: s.chartUnavailable ? s.series : withLivePrice(s.series, { at: ladder.at, price: ladder.mid }),
      };
      return next;
    });
  }
}
