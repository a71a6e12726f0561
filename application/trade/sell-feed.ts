import { EMPTY, from, map, type Observable, type SchedulerLike, switchMap, timer } from 'rxjs';
import type { CurrencyCode } from '../../domain/money/currency';
import type { LiveRates } from '../../domain/rates/live-rates';
import { liveRatesTransactionType } from '../../domain/trade/order-types';
import type { CustomerService } from '../account/customer-service';
import { coinViewOf } from '../market/coin-view';
import type { BasketListing, BasketsPort } from '../ports/baskets-port';
import type { CoinInfo, CoinsPort } from '../ports/coins-port';
import type { TradingPort } from '../ports/trading-port';
import { LIVE_RATES_REFRESH_MS } from '../shared/poll';

/** A coin sold for a currency: the pair whose live rates convert the form. */
export interface SellPair {
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
}

export const samePair = (a: SellPair | undefined, b: SellPair | undefined): boolean => a?.from === b?.from && a?.to === b?.to;

/**
 * What the Sell tab reads from the backend: the coin list's description of a coin, the coins to
 * receive, the customer's baskets and a pair's live rates. Failures are answered as undefined (the
 * rates clear, spec 000 §8), so the service decides what a missing answer means.
 */
export class SellFeed {
  constructor(
    private readonly ports: { readonly trading: TradingPort; readonly baskets: BasketsPort; readonly coins: CoinsPort },
    private readonly customer: CustomerService,
    private readonly scheduler: SchedulerLike,
  ) {}

  /** The coin of this symbol in the customer's view of the coin list. */
  async coin(symbol: CurrencyCode): Promise<CoinInfo | undefined> {
    const coins = await this.coins(symbol);
    return coins?.find((c) => c.symbol === symbol);
  }

  /** The first page of coins matching the keyword (all coins for a blank one), in the customer's view. */
  async coins(keyword: string): Promise<readonly CoinInfo[] | undefined> {
    const view = coinViewOf(this.customer.state.getSnapshot());
    if (view === undefined) return undefined;
    const result = await this.ports.coins.getCoinList({ ...view, keyword });
    return result.ok ? result.value.coins : undefined;
  }

  /** The customer's baskets; none when the basket product is off. */
  async baskets(): Promise<readonly BasketListing[] | undefined> {
    if (!this.customer.state.getSnapshot().basketEnabled) return [];
    const result = await this.ports.baskets.listInstances();
    return result.ok ? result.value : undefined;
  }

  /**
   * The pair's live rates now and every 15 s (spec 000 §4), with the Prime transaction type for
   * Prime regular customers (spec 000 §6); undefined after a failed fetch.
   */
  rates(pair: SellPair | undefined): Observable<LiveRates | undefined> {
    if (pair === undefined) return EMPTY;
    return timer(0, LIVE_RATES_REFRESH_MS, this.scheduler).pipe(
      switchMap(() => from(this.ports.trading.getLiveRate(pair.from, pair.to, liveRatesTransactionType(this.customer.state.getSnapshot().isPrimeRegular)))),
      map((result) => (result.ok ? result.value : undefined)),
    );
  }
}
