import { Observable, type Subscriber } from 'rxjs';
import {
  type LivePriceQuery,
  type PriceLadderQuery,
  type PriceStreamPort,
  type StreamFailure,
  StreamFailureError,
  type StreamSignal,
} from '../../application/ports/price-stream-port';
import type { LivePrice } from '../../domain/market/live-price-batch';
import type { PriceLadder } from '../../domain/market/price-ladder';

/** The open connections of one stream kind, with the test's controls over them. */
export class FakeStream<Q, T> {
  /** The query of every connection made, oldest first. */
  readonly connections: Q[] = [];
  private readonly open = new Set<Subscriber<StreamSignal<T>>>();
  private readonly refusals: StreamFailure[] = [];
  private silent = false;

  constructor(private readonly autoOpen: boolean) {}

  connect$(query: Q): Observable<StreamSignal<T>> {
    return new Observable<StreamSignal<T>>((subscriber) => {
      this.connections.push(query);
      const refusal = this.refusals.shift();
      if (refusal !== undefined) {
        subscriber.error(new StreamFailureError(refusal));
        return undefined;
      }
      this.open.add(subscriber);
      if (this.autoOpen) subscriber.next({ kind: 'open' });
      return () => this.open.delete(subscriber);
    });
  }

  /** Connections currently open (a leak shows here). */
  get openCount(): number {
    return this.open.size;
  }

  /** Sends a signal on every open connection, unless the stream went silent. */
  send(signal: StreamSignal<T>): void {
    if (this.silent) return;
    [...this.open].forEach((subscriber) => subscriber.next(signal));
  }

  push(value: T): void {
    this.send({ kind: 'data', value });
  }

  heartbeat(): void {
    this.send({ kind: 'heartbeat' });
  }

  /** Fails every open connection (the network dropped, or the server ended it with `{ kind: 'ended' }`). */
  drop(failure: StreamFailure = { kind: 'network' }): void {
    [...this.open].forEach((subscriber) => subscriber.error(new StreamFailureError(failure)));
    this.open.clear();
  }

  /** The next connection fails at once (a 401, a 503...). */
  refuseNext(failure: StreamFailure): void {
    this.refusals.push(failure);
  }

  /** The connection stays open but nothing gets through, until `speak()`. */
  goSilent(): void {
    this.silent = true;
  }

  speak(): void {
    this.silent = false;
  }
}

/**
 * In-memory price streams for tests and demos: push prices or ladders, send heartbeats or invalid
 * events, drop or refuse connections, go silent. Every subscription is one connection, as the
 * port requires; with `autoOpen` (the default) it opens at once.
 */
export class FakePriceStreamAdapter implements PriceStreamPort {
  readonly livePrices: FakeStream<LivePriceQuery, readonly LivePrice[]>;
  readonly ladder: FakeStream<PriceLadderQuery, PriceLadder>;

  constructor(options: { readonly autoOpen?: boolean } = {}) {
    this.livePrices = new FakeStream(options.autoOpen ?? true);
    this.ladder = new FakeStream(options.autoOpen ?? true);
  }

  livePrices$(query: LivePriceQuery): Observable<StreamSignal<readonly LivePrice[]>> {
    return this.livePrices.connect$(query);
  }

  priceLadder$(query: PriceLadderQuery): Observable<StreamSignal<PriceLadder>> {
    return this.ladder.connect$(query);
  }

  /**
   * Pushes one live-prices event: coin id to price in the native currency (a decimal string), or
   * to a price and its 24 h change in percent (`'101.5|2.35'`).
   */
  pushPrices(prices: Readonly<Record<string, string>>): void {
    this.livePrices.push(
      Object.entries(prices).map(([coinId, quote]): LivePrice => {
        const [price = '', percentage] = quote.split('|');
        const symbol = coinId.toUpperCase();
        return percentage === undefined ? { coinId, symbol, price } : { coinId, symbol, price, percentage };
      }),
    );
  }
}
