import { BehaviorSubject, combineLatest, concat, distinctUntilChanged, from, map, of, type SchedulerLike, Subscription, switchMap, timer } from 'rxjs';
import { decodeCategoryMemory, recallCategory, rememberCategory } from '../../domain/market/category-memory';
import { CoinCategory, defaultCoinCategory, type ScreenerWindow } from '../../domain/market/coin-category';
import { shouldSearch } from '../../domain/market/coin-list-query';
import { limitSearchText, SEARCH_DEBOUNCE_MS, SELECTOR_SEARCH_MAX_LENGTH } from '../../domain/market/coin-search';
import type { CoinSort, CoinSortKey } from '../../domain/market/coin-sort';
import { TICKER_INTERVAL, TICKER_PERIOD } from '../../domain/market/price-chart';
import { sparklinePoints } from '../../domain/market/sparkline';
import type { CustomerService } from '../account/customer-service';
import type { CoinInfo, CoinsPort, CoinViewQuery } from '../ports/coins-port';
import type { KeyValuePort } from '../ports/key-value-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { fetchCoinList } from './coin-list';
import { coinViewOf } from './coin-view';
import { orderCoins, sortInForce } from './market-list-view';

/** Where the category per page is kept (spec 001 §4: session storage). */
export const CATEGORY_MEMORY_KEY = 'coin-list.category';

export interface MarketListState {
  /** waiting: no native currency yet, nothing fetched (spec 001 §4). */
  readonly status: 'waiting' | 'loading' | 'ready' | 'failed';
  readonly category: CoinCategory;
  readonly window: ScreenerWindow;
  /** The search box's text (100 characters at most). */
  readonly searchText: string;
  /** The search in force (300 ms after the last keystroke); '' shows the category. */
  readonly keyword: string;
  /** The column picked by the customer; undefined: the list's default order. */
  readonly picked: CoinSort | undefined;
  readonly sort: CoinSort | undefined;
  readonly page: number;
  /** Every coin of the list, in display order. */
  readonly coins: readonly CoinInfo[];
  /** 1D ticker lines by coin symbol (SVG polyline points), for the coins shown so far. */
  readonly sparklines: ReadonlyMap<string, string>;
}

const INITIAL: MarketListState = {
  status: 'waiting',
  category: defaultCoinCategory(true),
  window: '24h',
  searchText: '',
  keyword: '',
  picked: undefined,
  sort: undefined,
  page: 1,
  coins: [],
  sparklines: new Map(),
};

/** What a MarketListService is made from (named as the composition root names them). */
export interface MarketListDependencies {
  readonly coins: CoinsPort;
  readonly customer: Pick<CustomerService, 'state'>;
  readonly scheduler: SchedulerLike;
  readonly tabStorage: KeyValuePort;
}

type Loaded = { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'ready'; readonly coins: readonly CoinInfo[] };

/**
 * The coin list card of /hub/market (spec 001 §2, §4, §9): category chips remembered per page
 * path for the tab, a search debounced 300 ms on the injected scheduler, sorting by every key the
 * spec names (default 24h descending; a screener keeps its order until a column is picked),
 * pages of 100, and the 1D sparklines of the coins shown. Nothing is fetched until the native
 * currency is known; a new question cancels the fetch before it, so a late answer never replaces
 * a newer list. Choice: All coins is allowed for every customer (the spec names no rule that
 * hides it).
 */
export class MarketListService {
  private readonly store = new StateStore<MarketListState>(INITIAL);
  readonly state: ReadableStore<MarketListState> = this.store;
  private session: Subscription | undefined;
  private typed$ = new BehaviorSubject('');
  private reloads$ = new BehaviorSubject(0);

  constructor(private readonly deps: MarketListDependencies) {}

  /** Opens the list for a page path on its remembered category; returns the close function. */
  open(path: string): () => void {
    this.session?.unsubscribe();
    this.typed$ = new BehaviorSubject('');
    this.reloads$ = new BehaviorSubject(0);
    const category = recallCategory(this.memory(), path, true);
    this.store.update(() => ({ ...INITIAL, category, sort: sortInForce(undefined, category, false, '24h') }));
    const session = this.follow(path);
    this.session = session;
    return () => {
      session.unsubscribe();
      if (this.session === session) this.session = undefined;
    };
  }

  /**
   * A new category (or screener window, or search below) is a new question: the list on screen
   * stays as it is, in its order and page, dimmed while the answer comes (CoinListCard), and the
   * answer is shown in the order in force from its first page (`loaded`). Reordering the old list
   * first would shuffle rows that are about to be replaced, and cost a render of every row.
   */
  selectCategory(category: CoinCategory): void {
    this.store.update((s) => (s.category === category ? s : { ...s, category, picked: undefined }));
  }

  selectWindow(window: ScreenerWindow): void {
    this.store.update((s) => (s.window === window ? s : { ...s, window }));
  }

  /** A keystroke in the search box: cut to 100 characters; the search runs 300 ms after the last one (an emptied box at once). */
  typeSearch(text: string): void {
    const searchText = limitSearchText(text, SELECTOR_SEARCH_MAX_LENGTH);
    this.store.update((s) => (s.searchText === searchText ? s : { ...s, searchText }));
    this.typed$.next(searchText);
  }

  /** Sorts by a column: a new column descending first (ascending for the asset name), the same column the other way. */
  sortBy(key: CoinSortKey): void {
    this.store.update((s) => {
      const direction = s.sort?.key === key ? (s.sort.direction === 'desc' ? 'asc' : 'desc') : key === 'asset' ? 'asc' : 'desc';
      return this.reordered({ ...s, picked: { key, direction }, page: 1 });
    });
  }

  /** Sorts as the phone's sort menu says (a key and a direction at once). */
  setSort(sort: CoinSort): void {
    this.store.update((s) => this.reordered({ ...s, picked: sort, page: 1 }));
  }

  goToPage(page: number): void {
    this.store.update((s) => (s.page === page ? s : { ...s, page }));
  }

  /** Fetches the list again (after a failure). */
  retry(): void {
    this.reloads$.next(this.reloads$.getValue() + 1);
  }

  /** The sparklines of these coins, fetched once per symbol (a failed fetch leaves them out: a sparkline is decoration). */
  async loadSparklines(coins: readonly CoinInfo[]): Promise<void> {
    const known = this.store.getSnapshot().sparklines;
    const view = coinViewOf(this.deps.customer.state.getSnapshot());
    const symbols = coins.map((coin) => coin.symbol).filter((symbol) => !known.has(symbol));
    if (view === undefined || symbols.length === 0) return;
    const result = await this.deps.coins.getTickers({ symbols, nativeCurrency: view.nativeCurrency, period: TICKER_PERIOD, interval: TICKER_INTERVAL });
    if (!result.ok) return;
    this.store.update((s) => {
      const sparklines = new Map(s.sparklines);
      for (const ticker of result.value) sparklines.set(ticker.symbol, sparklinePoints(ticker.points.map((point) => point.price)));
      return { ...s, sparklines };
    });
  }

  private follow(path: string): Subscription {
    const keyword$ = this.typed$.pipe(
      switchMap((text) => (shouldSearch(text) ? timer(SEARCH_DEBOUNCE_MS, this.deps.scheduler).pipe(map(() => text.trim())) : of(''))),
      distinctUntilChanged(),
    );
    const choice$ = this.store.state$.pipe(
      map((s) => ({ category: s.category, window: s.window })),
      distinctUntilChanged((a, b) => a.category === b.category && a.window === b.window),
    );
    const view$ = this.deps.customer.state.state$.pipe(
      map(coinViewOf),
      distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    );
    const session = new Subscription();
    session.add(choice$.subscribe(({ category }) => this.remember(path, category)));
    session.add(
      combineLatest([keyword$, choice$, view$, this.reloads$])
        .pipe(
          switchMap(([keyword, choice, view]) => {
            this.store.update((s) => (s.keyword === keyword ? s : { ...s, keyword, picked: undefined }));
            if (view === undefined) return of(undefined);
            // Favourites are the whole list seen through the favourites service (optimistic changes included).
            const category = choice.category === CoinCategory.Favourites ? CoinCategory.AllCoins : choice.category;
            return concat(of<Loaded>({ status: 'loading' }), from(this.fetch(view, { category, keyword, window: choice.window })));
          }),
        )
        .subscribe((loaded) => this.store.update((s) => (loaded === undefined ? { ...s, status: 'waiting' } : this.loaded(s, loaded)))),
    );
    return session;
  }

  private async fetch(view: CoinViewQuery, query: Parameters<typeof fetchCoinList>[2]): Promise<Loaded> {
    const result = await fetchCoinList(this.deps.coins, view, query);
    return result.ok ? { status: 'ready', coins: result.value } : { status: 'failed' };
  }

  /** An answer: a new list is shown in the order in force for its question, from its first page. */
  private loaded(s: MarketListState, loaded: Loaded): MarketListState {
    if (loaded.status !== 'ready') return { ...s, status: loaded.status };
    const sort = sortInForce(s.picked, s.category, s.keyword !== '', s.window);
    return { ...s, status: 'ready', sort, page: 1, coins: orderCoins(loaded.coins, sort) };
  }

  /** The state with the sort in force for its category and search, and the coins put in that order. */
  private reordered(s: MarketListState): MarketListState {
    const sort = sortInForce(s.picked, s.category, s.keyword !== '', s.window);
    const same = sort?.key === s.sort?.key && sort?.direction === s.sort?.direction;
    return { ...s, sort, coins: same ? s.coins : orderCoins(s.coins, sort) };
  }

  private memory() {
    const stored = this.deps.tabStorage.get(CATEGORY_MEMORY_KEY);
    try {
      return decodeCategoryMemory(stored === undefined ? undefined : JSON.parse(stored));
    } catch {
      return decodeCategoryMemory(undefined);
    }
  }

  private remember(path: string, category: CoinCategory): void {
    this.deps.tabStorage.set(CATEGORY_MEMORY_KEY, JSON.stringify(rememberCategory(this.memory(), path, category)));
  }
}
