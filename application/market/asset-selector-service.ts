import { BehaviorSubject, combineLatest, concat, distinctUntilChanged, from, map, of, type SchedulerLike, Subscription, switchMap, timer } from 'rxjs';
import {
  type AssetKind,
  isSearchMode,
  planSelectorFetch,
  type SelectorFetch,
  type SelectorMode,
  type SelectorScreener,
} from '../../domain/market/asset-selector-tabs';
import { limitSearchText, SEARCH_DEBOUNCE_MS, SELECTOR_SEARCH_MAX_LENGTH } from '../../domain/market/coin-search';
import type { CustomerService } from '../account/customer-service';
import { StateStore, type ReadableStore } from '../shared/store';
import type { AssetSelectorLoader } from './asset-selector-loader';
import { type AssetSelectorState, deriveSelectorState, initialSelectorInputs, type SelectorInputs, type SelectorList } from './asset-selector-state';
import { coinViewOf } from './coin-view';

const samePlan = (a: SelectorFetch, b: SelectorFetch): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What a AssetSelectorService is made from (named as the composition root names them). */
export interface AssetSelectorDependencies {
  readonly assetSelectorLoader: AssetSelectorLoader;
  readonly customer: CustomerService;
  readonly scheduler: SchedulerLike;
}

/**
 * The asset selector of Buy and Sell (spec 000 §2, §5): a search box (100 characters, debounced
 * 300 ms on the injected scheduler), Coins and Baskets tabs (Baskets with the basket product on),
 * Buy's screener tabs, and Sell's holdings. Each change of what is asked cancels the fetch before
 * it, so a late answer never replaces a newer list.
 */
export class AssetSelectorService {
  private readonly store: StateStore<AssetSelectorState>;
  readonly state: ReadableStore<AssetSelectorState>;
  private session: Subscription | undefined;
  private typed$ = new BehaviorSubject('');
  private reloads$ = new BehaviorSubject(0);

  constructor(private readonly deps: AssetSelectorDependencies) {
    this.store = new StateStore(deriveSelectorState(initialSelectorInputs('buy', false, false)));
    this.state = this.store;
  }

  /** Opens the selector for Buy or Sell, from a blank search on the first tabs. */
  open(mode: SelectorMode): void {
    this.close();
    this.deps.assetSelectorLoader.reset();
    this.typed$ = new BehaviorSubject('');
    this.reloads$ = new BehaviorSubject(0);
    this.update(() => initialSelectorInputs(mode, true, this.deps.customer.state.getSnapshot().basketEnabled));
    this.session = this.follow(mode);
  }

  close(): void {
    this.session?.unsubscribe();
    this.session = undefined;
    this.update((s) => (s.open ? { ...s, open: false } : s));
  }

  /** A keystroke in the search box: the text is cut to 100 characters; the search runs 300 ms after the last one. */
  typeSearch(text: string): void {
    const searchText = limitSearchText(text, SELECTOR_SEARCH_MAX_LENGTH);
    this.update((s) => (s.searchText === searchText ? s : { ...s, searchText }));
    this.typed$.next(searchText);
  }

  selectKind(kind: AssetKind): void {
    this.update((s) => (s.kind === kind || !s.open ? s : { ...s, kind }));
  }

  selectScreener(screener: SelectorScreener): void {
    this.update((s) => (s.screener === screener || !s.open ? s : { ...s, screener }));
  }

  /** Fetches the current list again (after a failure). */
  retry(): void {
    this.reloads$.next(this.reloads$.getValue() + 1);
  }

  /**
   * Choice: the debounce applies to a search being typed; clearing the box (blank text) shows the
   * tabs' list at once.
   */
  private follow(mode: SelectorMode): Subscription {
    const keyword$ = this.typed$.pipe(
      switchMap((text) => (isSearchMode(text) ? timer(SEARCH_DEBOUNCE_MS, this.deps.scheduler).pipe(map(() => text.trim())) : of(''))),
      distinctUntilChanged(),
    );
    const choice$ = this.store.state$.pipe(
      map((s) => ({ kind: s.kind, screener: s.screener })),
      distinctUntilChanged((a, b) => a.kind === b.kind && a.screener === b.screener),
    );
    const subscriptions = new Subscription();
    subscriptions.add(
      this.deps.customer.state.state$
        .pipe(
          map((c) => c.basketEnabled),
          distinctUntilChanged(),
        )
        .subscribe((basketEnabled) => this.update((s) => (s.basketEnabled === basketEnabled ? s : { ...s, basketEnabled }))),
    );
    subscriptions.add(
      combineLatest([keyword$, choice$, this.deps.customer.state.state$, this.reloads$])
        .pipe(
          map(([keyword, choice, customer, reload]) => {
            const view = coinViewOf(customer);
            const fetch = planSelectorFetch({ mode, ready: view !== undefined, basketEnabled: customer.basketEnabled, keyword, ...choice });
            return { fetch, view, reload };
          }),
          distinctUntilChanged((a, b) => a.reload === b.reload && samePlan(a.fetch, b.fetch) && JSON.stringify(a.view) === JSON.stringify(b.view)),
          switchMap(({ fetch, view }) => {
            const loading: SelectorList = { fetch, status: 'loading', coins: [], baskets: [] };
            if (view === undefined) return of(loading);
            const loaded = from(this.deps.assetSelectorLoader.load(fetch, view)).pipe(
              map((found): SelectorList => (found === undefined ? { ...loading, status: 'failed' } : { fetch, status: 'ready', ...found })),
            );
            return concat(of(loading), loaded);
          }),
        )
        .subscribe((list) => this.update((s) => ({ ...s, list }))),
    );
    return subscriptions;
  }

  private update(change: (inputs: SelectorInputs) => SelectorInputs): void {
    this.store.update((current) => {
      const next = change(current);
      return next === current ? current : deriveSelectorState(next);
    });
  }
}
