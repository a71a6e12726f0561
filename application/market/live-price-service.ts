import { distinctUntilChanged, EMPTY, map, type Observable, type SchedulerLike, Subscription, switchMap, timer } from 'rxjs';
import {
  addToBatch,
  batchFlushAt,
  EMPTY_BATCH,
  EMPTY_LIVE_PRICES,
  flushBatch,
  type LivePrice,
  type LivePriceBatch,
  type LivePriceMap,
} from '../../domain/market/live-price-batch';
import type { CustomerService, CustomerState } from '../account/customer-service';
import type { LivePriceQuery, PriceStreamPort } from '../ports/price-stream-port';
import type { VisibilityPort } from '../ports/visibility-port';
import { KeyedStores } from '../shared/keyed-store';
import { SharedRun } from '../shared/shared-run';
import { StateStore, type ReadableStore } from '../shared/store';
import { IDLE_STREAM, nextStreamStatus, type ResilientSignal, resilientStream$, type StreamConnection, type StreamStatus } from './resilient-stream';

/** The coinLivePriceMap of spec 001 §3 with the stream's connection, staleness and skipped-event count. */
export interface LivePriceState extends StreamStatus {
  readonly prices: LivePriceMap;
}

const INITIAL: LivePriceState = { ...IDLE_STREAM, prices: EMPTY_LIVE_PRICES };

/** What a LivePriceService is made from (named as the composition root names them). */
export interface LivePriceDependencies {
  readonly priceStream: PriceStreamPort;
  readonly visibility: VisibilityPort;
  readonly scheduler: SchedulerLike;
  readonly customer: Pick<CustomerService, 'state'>;
}

/** The stream's query for the signed-in customer (spec 001 §7: native_currency, entity_id, is_prime_user); undefined until known. */
export function livePriceQueryOf(customer: CustomerState): LivePriceQuery | undefined {
  if (customer.user === undefined || customer.loading) return undefined;
  return { nativeCurrency: customer.user.nativeCurrency, entityId: customer.user.entityId, isPrimeUser: customer.isPrime };
}

const sameQuery = (a: LivePriceQuery | undefined, b: LivePriceQuery | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.nativeCurrency === b.nativeCurrency && a.entityId === b.entityId && a.isPrimeUser === b.isPrimeUser);

/**
 * Live prices for every screen of the page (spec 001 §7 live-prices stream): ONE connection,
 * shared by every component that shows a price (the market table, the home holdings and total,
 * the asset selector's lists, the coin page). Screens start it and stop it; it runs from the
 * first start until the last stop (SharedRun), for the signed-in customer's query, opening
 * again when that changes. Prices are applied in batches every 1500 ms
 * (domain/market/live-price-batch.ts); the stream reconnects with backoff, pauses while the page
 * is hidden and is marked stale when silent (resilient-stream.ts).
 * The hot path stays plain: prices are the wire's checked decimal strings, and a batch notifies
 * only the subscribers of the coins it changed (`coin(id)`).
 * Choices: stopping keeps the last prices (marked stale) and drops a batch not yet applied;
 * another query (native currency) starts from no prices.
 */
export class LivePriceService {
  private readonly store = new StateStore<LivePriceState>(INITIAL);
  private readonly coins = new KeyedStores<LivePrice>(() => this.store.getSnapshot().prices);
  private symbols = new Map<string, LivePrice>();
  private readonly bySymbol = new KeyedStores<LivePrice>(() => this.symbols);
  private readonly shared = new SharedRun(() => this.follow());
  private batch: LivePriceBatch = EMPTY_BATCH;
  private lastQuery: LivePriceQuery | undefined;
  readonly state: ReadableStore<LivePriceState> = this.store;
  readonly prices$: Observable<LivePriceMap> = this.select((s) => s.prices);
  readonly stale$: Observable<boolean> = this.select((s) => s.stale);
  readonly connection$: Observable<StreamConnection> = this.select((s) => s.connection);

  constructor(private readonly deps: LivePriceDependencies) {}

  /** Keeps the stream open for this caller; returns its stop function (each counts once). */
  start(): () => void {
    return this.shared.start();
  }

  /** One coin's latest live price; its subscribers hear only of that coin's changes. */
  coin(coinId: string): ReadableStore<LivePrice | undefined> {
    return this.coins.of(coinId);
  }

  /** One coin's latest live price by its symbol (holdings and the asset selector know coins by symbol). */
  symbol(symbol: string): ReadableStore<LivePrice | undefined> {
    return this.bySymbol.of(symbol);
  }

  /** A coin's latest live price text by its symbol, read now (a screen that re-renders per batch through `state`). */
  priceOfSymbol(symbol: string): string | undefined {
    return this.symbols.get(symbol)?.price;
  }

  private follow(): Subscription {
    const run = new Subscription();
    run.add(
      this.deps.customer.state.state$
        .pipe(
          map(livePriceQueryOf),
          distinctUntilChanged(sameQuery),
          switchMap((query) => {
            this.opening(query);
            if (query === undefined) return EMPTY;
            return resilientStream$(() => this.deps.priceStream.livePrices$(query), { visibility: this.deps.visibility, scheduler: this.deps.scheduler });
          }),
        )
        .subscribe((signal) => this.apply(signal, run)),
    );
    run.add(() => {
      this.batch = EMPTY_BATCH;
      this.store.update((s) => ({ ...s, connection: 'idle', stale: true }));
    });
    return run;
  }

  /** Before a connection for `query`: another query than the last one starts from no prices (they were in another currency). */
  private opening(query: LivePriceQuery | undefined): void {
    this.batch = EMPTY_BATCH;
    const forget = query !== undefined && !sameQuery(query, this.lastQuery) && this.store.getSnapshot().prices.size > 0;
    if (query !== undefined) this.lastQuery = query;
    this.store.update((s) => ({ ...s, connection: query === undefined ? 'idle' : 'connecting', ...(forget ? { prices: EMPTY_LIVE_PRICES } : {}) }));
    if (forget) {
      this.symbols = new Map();
      this.coins.notifyAll();
      this.bySymbol.notifyAll();
    }
  }

  private apply(signal: ResilientSignal<readonly LivePrice[]>, run: Subscription): void {
    if (signal.kind === 'data') this.receive(signal.value, run);
    else this.store.update((s) => nextStreamStatus(s, signal));
  }

  private receive(updates: readonly LivePrice[], run: Subscription): void {
    const opening = this.batch.openedAt === undefined;
    const now = this.deps.scheduler.now();
    this.batch = addToBatch(this.batch, updates, now);
    const due = batchFlushAt(this.batch);
    if (opening && due !== undefined) run.add(timer(due - now, this.deps.scheduler).subscribe(() => this.flush()));
  }

  private flush(): void {
    const flushed = flushBatch(this.batch, this.store.getSnapshot().prices, this.deps.scheduler.now());
    this.batch = flushed.batch;
    if (flushed.changed.length === 0) return;
    const symbols: string[] = [];
    for (const id of flushed.changed) {
      const price = flushed.prices.get(id);
      if (price?.symbol === undefined) continue;
      this.symbols.set(price.symbol, price);
      symbols.push(price.symbol);
    }
    this.store.update((s) => ({ ...s, prices: flushed.prices }));
    this.coins.notify(flushed.changed);
    this.bySymbol.notify(symbols);
  }

  private select<T>(pick: (state: LivePriceState) => T): Observable<T> {
    return this.store.state$.pipe(map(pick), distinctUntilChanged());
  }
}
