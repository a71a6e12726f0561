import { shownOffers } from '../../domain/basket/basket-availability';
import type { SelectorFetch } from '../../domain/market/asset-selector-tabs';
import { matchesKeyword } from '../../domain/market/coin-list-filter';
import { COIN_LIST_FIRST_PAGE, COIN_LIST_PAGE_SIZE } from '../../domain/market/coin-list-query';
import { forYouCoins } from '../../domain/market/for-you-coins';
import { basketMatchesKeyword, heldCoinsForSale, isBuyableCoin, ownedBasketsForSale } from '../../domain/market/selectable-assets';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { BalanceService } from '../account/balance-service';
import type { BasketListing, BasketsPort } from '../ports/baskets-port';
import type { CoinInfo, CoinsPort, CoinViewQuery } from '../ports/coins-port';
import type { SelectorAssets, SelectorBasket, SelectorCoin } from './asset-selector-state';

/** A list, or undefined when a call it needs failed (the selector then offers a retry, spec 001 §8). */
type Loaded<T> = Promise<T | undefined>;

interface Holding {
  readonly symbol: CurrencyCode;
  readonly available: Dec;
  readonly nativeValue: Dec;
  readonly nativeCurrency: CurrencyCode;
}

/** Choice: at most 20 pages of 100 are read for the full coin list (the sandbox lists 218 coins). */
const MAX_COIN_PAGES = 20;

const assets = (coins: readonly SelectorCoin[], baskets: readonly SelectorBasket[] = []): SelectorAssets => ({ coins, baskets });

export const toSelectorCoin = (info: CoinInfo): SelectorCoin => ({
  symbol: info.symbol,
  name: info.name,
  iconUrl: info.iconImageUrl === '' ? undefined : info.iconImageUrl,
  slug: info.slug,
  price: info.price,
  change24h: info.percentage,
  currency: info.nativeCurrency,
  held: undefined,
});

export const toSelectorBasket = (basket: BasketListing, owned: boolean): SelectorBasket => ({
  id: basket.id,
  offerId: basket.offerId,
  title: basket.title,
  label: basket.label,
  coins: basket.coins,
  priceChange: basket.priceChange,
  balance: owned ? basket.balance : undefined,
  balanceCurrency: basket.balanceCurrency,
  unavailable: basket.delisted || basket.disabled,
});

const buyable = (coins: readonly CoinInfo[]): readonly SelectorCoin[] => coins.filter((c) => isBuyableCoin(c.features)).map(toSelectorCoin);

/** What a AssetSelectorLoader is made from (named as the composition root names them). */
export interface AssetSelectorLoaderDependencies {
  readonly coins: CoinsPort;
  readonly baskets: BasketsPort;
  readonly balances: BalanceService;
}

/**
 * Fetches what each selector list shows from the coins and baskets ports and the customer's
 * wallets. The full coin list (every page) is read once per opening and kept until `reset`.
 */
export class AssetSelectorLoader {
  private allCoins: Loaded<readonly CoinInfo[]> | undefined;

  constructor(private readonly deps: AssetSelectorLoaderDependencies) {}

  /** Forgets the full coin list (a new opening reads it again). */
  reset(): void {
    this.allCoins = undefined;
  }

  async load(fetch: SelectorFetch, view: CoinViewQuery): Loaded<SelectorAssets> {
    switch (fetch.kind) {
      case 'wait':
        return assets([]);
      case 'search_market':
        return both(this.searchCoins(fetch.keyword, view), fetch.baskets ? this.offers(fetch.keyword) : none());
      case 'search_holdings':
        return both(this.heldCoins(view, fetch.keyword), fetch.baskets ? this.ownedBaskets(fetch.keyword) : none());
      case 'for_you':
        return this.forYou(view);
      case 'favourites':
        return this.favourites(view);
      case 'screener': {
        const result = await this.deps.coins.getScreener(fetch.screener, view);
        return result.ok ? assets(buyable(result.value)) : undefined;
      }
      case 'offers':
        return this.offers(undefined);
      case 'held_coins':
        return this.heldCoins(view, '');
      case 'owned_baskets':
        return this.ownedBaskets('');
    }
  }

  private async searchCoins(keyword: string, view: CoinViewQuery): Loaded<SelectorAssets> {
    const result = await this.deps.coins.getCoinList({ ...view, keyword, pageIndex: COIN_LIST_FIRST_PAGE, pageSize: COIN_LIST_PAGE_SIZE });
    return result.ok ? assets(buyable(result.value.coins)) : undefined;
  }

  /** "For you" (domain/market/for-you-coins.ts): held coins, then suggestions, then every other coin. */
  private async forYou(view: CoinViewQuery): Loaded<SelectorAssets> {
    const [all, suggested, held] = await Promise.all([this.fullCoinList(view), this.suggestions(view), this.holdings()]);
    if (all === undefined) return undefined;
    const heldSymbols = held === undefined ? [] : heldCoinsForSale(held).map((h) => h.symbol);
    return assets(forYouCoins(heldSymbols, buyable(suggested), buyable(all)));
  }

  /**
   * Choice: the suggestions are the popular coins; once the customer has transacted (the server
   * answers already_did_first_transaction) or when that call fails, the most traded screener; none
   * when both fail (the full list still shows).
   */
  private async suggestions(view: CoinViewQuery): Promise<readonly CoinInfo[]> {
    const popular = await this.deps.coins.getPopularTradingCoins();
    if (popular.ok) return popular.value;
    const mostTraded = await this.deps.coins.getScreener('most_traded', view);
    return mostTraded.ok ? mostTraded.value : [];
  }

  private async favourites(view: CoinViewQuery): Loaded<SelectorAssets> {
    const ids = await this.deps.coins.getFavourites();
    if (!ids.ok) return undefined;
    if (ids.value.length === 0) return assets([]);
    const coins = await this.deps.coins.queryCoins({
      railsIds: ids.value,
      nativeCurrency: view.nativeCurrency,
      isPrimeUser: view.isPrimeUser,
      entityId: view.entityId,
    });
    return coins.ok ? assets(buyable(coins.value)) : undefined;
  }

  /** Buy's baskets: preset offers that may be bought (stakeable ones excluded, spec 000 §3). */
  private async offers(search: string | undefined): Loaded<SelectorAssets> {
    const result = await this.deps.baskets.listOffers(search === undefined ? { origin: 'preset' } : { origin: 'preset', search });
    return result.ok
      ? assets(
          [],
          shownOffers(result.value.offers, 'buy').map((offer) => toSelectorBasket(offer, false)),
        )
      : undefined;
  }

  /** Sell's coins: the wallets with a balance, named from the coin list. */
  private async heldCoins(view: CoinViewQuery, keyword: string): Loaded<SelectorAssets> {
    const [all, held] = await Promise.all([this.fullCoinList(view), this.holdings()]);
    if (all === undefined || held === undefined) return undefined;
    const infos = new Map<string, CoinInfo>(all.map((info) => [info.symbol, info]));
    const coins = heldCoinsForSale(held).map((holding): SelectorCoin => {
      const info = infos.get(holding.symbol);
      const listed = info === undefined ? unlisted(holding.symbol) : toSelectorCoin(info);
      return { ...listed, held: { amount: holding.available, value: holding.nativeValue, currency: holding.nativeCurrency } };
    });
    return assets(coins.filter((coin) => matchesKeyword(coin, keyword)));
  }

  /** Sell's baskets: the customer's baskets with a balance. */
  private async ownedBaskets(keyword: string): Loaded<SelectorAssets> {
    const result = await this.deps.baskets.listInstances();
    if (!result.ok) return undefined;
    return assets(
      [],
      ownedBasketsForSale(result.value)
        .filter((b) => basketMatchesKeyword(b, keyword))
        .map((b) => toSelectorBasket(b, true)),
    );
  }

  /** The coin wallets, read once when the balance service has not loaded them yet. */
  private async holdings(): Loaded<readonly Holding[]> {
    if (this.deps.balances.state.getSnapshot().wallets === undefined) await this.deps.balances.loadWallets();
    const wallets = this.deps.balances.state.getSnapshot().wallets;
    return wallets?.coins.map((w) => ({ symbol: w.currency, available: w.available, nativeValue: w.nativeAvailable, nativeCurrency: w.nativeCurrency }));
  }

  /** Every coin of the coin list: page 1, then the remaining pages at once; a failure is read again next time. */
  private fullCoinList(view: CoinViewQuery): Loaded<readonly CoinInfo[]> {
    const loading = (this.allCoins ??= this.readAllPages(view));
    void loading.then((coins) => {
      if (coins === undefined && this.allCoins === loading) this.allCoins = undefined;
    });
    return loading;
  }

  private async readAllPages(view: CoinViewQuery): Loaded<readonly CoinInfo[]> {
    const page = (pageIndex: number) => this.deps.coins.getCoinList({ ...view, pageIndex, pageSize: COIN_LIST_PAGE_SIZE });
    const first = await page(COIN_LIST_FIRST_PAGE);
    if (!first.ok) return undefined;
    const pages = Math.min(Math.ceil(first.value.total / COIN_LIST_PAGE_SIZE), MAX_COIN_PAGES);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
    const coins: CoinInfo[] = [...first.value.coins];
    for (const result of rest) {
      if (!result.ok) return undefined;
      coins.push(...result.value.coins);
    }
    return coins;
  }
}

const none = (): Loaded<SelectorAssets> => Promise.resolve(assets([]));

async function both(coins: Loaded<SelectorAssets>, baskets: Loaded<SelectorAssets>): Loaded<SelectorAssets> {
  const [c, b] = await Promise.all([coins, baskets]);
  return c === undefined || b === undefined ? undefined : assets(c.coins, b.baskets);
}

const unlisted = (symbol: CurrencyCode): SelectorCoin => ({
  symbol,
  name: symbol,
  iconUrl: undefined,
  slug: undefined,
  price: undefined,
  change24h: undefined,
  currency: undefined,
  held: undefined,
});
