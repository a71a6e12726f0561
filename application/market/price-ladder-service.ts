import { distinctUntilChanged, type Observable, type SchedulerLike, scan, startWith } from 'rxjs';
import type { PriceLadder } from '../../domain/market/price-ladder';
import type { PriceLadderQuery, PriceStreamPort } from '../ports/price-stream-port';
import type { VisibilityPort } from '../ports/visibility-port';
import { IDLE_STREAM, nextStreamStatus, type ResilientSignal, resilientStream$, type StreamStatus } from './resilient-stream';

/** The latest ladder of one coin, with the stream's connection, staleness and skipped-event count. */
export interface PriceLadderView extends StreamStatus {
  readonly ladder: PriceLadder | undefined;
}

export const NO_LADDER: PriceLadderView = { ...IDLE_STREAM, ladder: undefined };

const reduce = (view: PriceLadderView, signal: ResilientSignal<PriceLadder>): PriceLadderView =>
  signal.kind === 'data' ? { ...view, ladder: signal.value } : nextStreamStatus(view, signal);

/** What a PriceLadderService is made from (named as the composition root names them). */
export interface PriceLadderDependencies {
  readonly priceStream: PriceStreamPort;
  readonly visibility: VisibilityPort;
  readonly scheduler: SchedulerLike;
}

/**
 * The live price ladder of a coin (spec 001 §7 live-price-ladder stream), kept alive like the
 * live prices (resilient-stream.ts). Each event replaces the whole ladder, so nothing is batched.
 * Subscribing opens the stream; unsubscribing closes it.
 */
export class PriceLadderService {
  constructor(private readonly deps: PriceLadderDependencies) {}

  ladder$(query: PriceLadderQuery): Observable<PriceLadderView> {
    return resilientStream$(() => this.deps.priceStream.priceLadder$(query), { visibility: this.deps.visibility, scheduler: this.deps.scheduler }).pipe(
      scan(reduce, NO_LADDER),
      startWith(NO_LADDER),
      distinctUntilChanged(),
    );
  }
}
