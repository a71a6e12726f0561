import { distinctUntilChanged, map, type Observable, type SchedulerLike, Subscription, timer } from 'rxjs';
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
import type { LivePriceQuery, PriceStreamPort } from '../ports/price-stream-port';
import type { VisibilityPort } from '../ports/visibility-port';
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
}

/**
 * Live prices for the UI (spec 001 §7 live-prices stream): the latest price per coin, applied in
 * batches every 1500 ms (domain/market/live-price-batch.ts), whether they are stale, and how the
 * connection is doing. The stream reconnects, pauses while the page is hidden and is watched for
 * silence (resilient-stream.ts).
 * Choice: stopping keeps the last prices (marked stale) and drops a batch not yet applied.
 */
export class LivePriceService {
  private readonly store = new StateStore<LivePriceState>(INITIAL);
  private running: Subscription | undefined;
  private batch: LivePriceBatch = EMPTY_BATCH;
  readonly state: ReadableStore<LivePriceState> = this.store;
  readonly prices$: Observable<LivePriceMap> = this.select((s) => s.prices);
  readonly stale$: Observable<boolean> = this.select((s) => s.stale);
  readonly connection$: Observable<StreamConnection> = this.select((s) => s.connection);

  constructor(private readonly deps: LivePriceDependencies) {}

  /** Opens the stream for the query, replacing a running one. Returns a stop function for this run. */
  start(query: LivePriceQuery): () => void {
    this.stop();
    const run = new Subscription();
    this.running = run;
    run.add(
      resilientStream$(() => this.deps.priceStream.livePrices$(query), { visibility: this.deps.visibility, scheduler: this.deps.scheduler }).subscribe(
        (signal) => this.apply(signal, run),
      ),
    );
    return () => {
      if (this.running === run) this.stop();
    };
  }

  /** Closes the stream and every timer; the last prices stay, marked stale. */
  stop(): void {
    if (this.running === undefined) return;
    this.running.unsubscribe();
    this.running = undefined;
    this.batch = EMPTY_BATCH;
    this.store.update((s) => ({ ...s, connection: 'idle', stale: true }));
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
    this.store.update((s) => (s.prices === flushed.prices ? s : { ...s, prices: flushed.prices }));
  }

  private select<T>(pick: (state: LivePriceState) => T): Observable<T> {
    return this.store.state$.pipe(map(pick), distinctUntilChanged());
  }
}
