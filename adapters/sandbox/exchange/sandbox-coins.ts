import { ErrorCode } from '../../../domain/errors/error-codes';
import type { Favourites } from '../../../domain/market/favourites';
import type { Dec } from '../../../domain/money/decimal';
import { err, ok } from '../../../domain/shared/result';
import { type CatalogueScope, CoinCatalogue, type CoinView, DEFAULT_COUNTRY, DEFAULT_NATIVE_CURRENCY } from './coins/coin-catalogue';
import { changeFavourites } from '../../../domain/market/favourites';
import { FAVOURITE_SEEDS } from './coins/favourite-seeds';
import type { SandboxAccount, SandboxContext } from './sandbox-context';
import type { SandboxResult } from './sandbox-result';

interface CoinsSlice {
  /** Account uuid -> favourite coin ids in display order; seeded from FAVOURITE_SEEDS on first use. */
  readonly favourites: Record<string, string[]>;
}

/** Coin lists, screeners, tickers and favourites (spec 001 §7 Coins and favourites). */
export class SandboxCoins {
  readonly catalogue: CoinCatalogue;

  constructor(readonly context: SandboxContext) {
    this.catalogue = new CoinCatalogue(
      context.market,
      () => context.now(),
      () => context.state.createdAt,
    );
  }

  /**
   * The view a coin call asks for: the query's native currency and country, else the signed-in
   * customer's, else USD in the US (the coin calls are public).
   */
  scope(account: SandboxAccount | undefined, nativeCurrency: string | null, countryCode: string | null): SandboxResult<CatalogueScope> {
    return this.catalogue.scope(
      nativeCurrency || (account?.persona.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY),
      countryCode || (account?.persona.countryCode ?? DEFAULT_COUNTRY),
    );
  }

  /** The customer's own view: their native currency and country. */
  accountScope(account: SandboxAccount): SandboxResult<CatalogueScope> {
    return this.scope(account, null, null);
  }

  /** How much of a coin the customer holds (the coin list's wallet.available); undefined when signed out. */
  available(account: SandboxAccount | undefined, symbol: string): Dec | undefined {
    return account === undefined ? undefined : this.context.ledger.balance(account.uuid, symbol);
  }

  favourites(account: SandboxAccount): Favourites {
    return [...this.slice(account)];
  }

  /** Adds coins to the favourites; a coin not offered to the customer fails with coin_not_found. */
  addFavourites(account: SandboxAccount, ids: readonly string[]): SandboxResult<Favourites> {
    const scope = this.accountScope(account);
    if (!scope.ok) return scope;
    const known = this.catalogue.byIds(scope.value, ids);
    if (!known.ok) return known;
    return ok(this.update(account, changeFavourites(this.slice(account), 'add', ids)));
  }

  /** Removes coins from the favourites. Choice: removing an unknown coin changes nothing and succeeds, like removing a non-favourite. */
  removeFavourites(account: SandboxAccount, ids: readonly string[]): Favourites {
    return this.update(account, changeFavourites(this.slice(account), 'remove', ids));
  }

  /**
   * The coins the first-action guide suggests (spec 000 §4), in the customer's view; a customer who
   * already made a first transaction gets already_did_first_transaction, which replaces the guide.
   * Choice: holding coins when the sandbox started, or a completed buy since, counts as one.
   */
  popularTradingCoins(account: SandboxAccount): SandboxResult<readonly CoinView[]> {
    const transacted = account.persona.coins.length > 0 || this.context.transactionsOf(account).some((t) => t.side === 'buy' && t.status === 'completed');
    if (transacted) return err({ code: ErrorCode.firstTransactionAlreadyDone });
    const scope = this.accountScope(account);
    return scope.ok ? ok(this.catalogue.popular(scope.value)) : scope;
  }

  private slice(account: SandboxAccount): string[] {
    const favourites = this.context.slice<CoinsSlice>('coins', () => ({ favourites: {} })).favourites;
    favourites[account.uuid] ??= [...(FAVOURITE_SEEDS[account.persona.key] ?? [])];
    return favourites[account.uuid] ?? [];
  }

  private update(account: SandboxAccount, list: Favourites): Favourites {
    const stored = this.slice(account);
    stored.splice(0, stored.length, ...list);
    return [...stored];
  }
}
