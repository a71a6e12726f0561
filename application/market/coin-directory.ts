import { filter, firstValueFrom, map } from 'rxjs';
import { COIN_LIST_FIRST_PAGE, COIN_LIST_PAGE_SIZE } from '../../domain/market/coin-list-query';
import type { CustomerService } from '../account/customer-service';
import type { CoinInfo, CoinsPort, CoinViewQuery } from '../ports/coins-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { coinViewOf } from './coin-view';

/** What a coin is called and where its page and icon are, for screens that know coins by symbol. */
export interface CoinEntry {
  readonly symbol: string;
  readonly name: string;
  readonly slug: string;
  readonly iconUrl: string | undefined;
}

/** Coins by symbol; empty until the list is read (and when it could not be). */
export type CoinEntries = ReadonlyMap<string, CoinEntry>;

/** What a CoinDirectory is made from (named as the composition root names them). */
export interface CoinDirectoryDependencies {
  readonly coins: CoinsPort;
  readonly customer: Pick<CustomerService, 'state'>;
}

/** Choice: at most 20 pages of 100 are read (the sandbox lists 218 coins). */
const MAX_PAGES = 20;

const entryOf = (info: CoinInfo): CoinEntry => ({
  symbol: info.symbol,
  name: info.name,
  slug: info.slug,
  iconUrl: info.iconImageUrl === '' ? undefined : info.iconImageUrl,
});

/**
 * Names, pages and icons of the listed coins by symbol, for the screens that hold coins by
 * symbol (the home coin rows): the coin list read once, on first use, for the signed-in
 * customer's view; a failed read is tried again at the next use. Prices are not kept here (they
 * are the live-price service's).
 */
export class CoinDirectory {
  private readonly store = new StateStore<CoinEntries>(new Map());
  private reading: Promise<void> | undefined;
  readonly entries: ReadableStore<CoinEntries> = this.store;

  constructor(private readonly deps: CoinDirectoryDependencies) {}

  /** Reads the list unless it has been read or is being read. */
  load(): Promise<void> {
    if (this.store.getSnapshot().size > 0) return Promise.resolve();
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    const view = await firstValueFrom(
      this.deps.customer.state.state$.pipe(
        filter((customer) => !customer.loading),
        map(coinViewOf),
        filter((v): v is CoinViewQuery => v !== undefined),
      ),
    );
    const page = (pageIndex: number) => this.deps.coins.getCoinList({ ...view, pageIndex, pageSize: COIN_LIST_PAGE_SIZE });
    const first = await page(COIN_LIST_FIRST_PAGE);
    if (!first.ok) return;
    const pages = Math.min(Math.ceil(first.value.total / COIN_LIST_PAGE_SIZE), MAX_PAGES);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
    const entries = new Map<string, CoinEntry>();
    for (const result of [first, ...rest]) {
      if (!result.ok) return;
      for (const info of result.value.coins) entries.set(info.symbol, entryOf(info));
    }
    this.store.update(() => entries);
  }
}
