import { resolveFavouriteError } from '../../domain/errors/flow-error';
import { applyFavouriteOp, type Favourites, toggleFavouriteOp } from '../../domain/market/favourites';
import type { NoticeService } from '../notifications/notice-service';
import type { CoinsPort } from '../ports/coins-port';
import { StateStore, type ReadableStore } from '../shared/store';

export interface FavouritesState {
  /** failed: the favourites could not be read (spec 001 §8 "favourite coins fetch error is stored in state"). */
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Favourite coin ids in display order, optimistic changes included. */
  readonly favourites: Favourites;
  /** Coins with a change on its way to the server. */
  readonly pending: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/** What a FavouritesService is made from (named as the composition root names them). */
export interface FavouritesDependencies {
  readonly coins: CoinsPort;
  readonly notices: NoticeService;
}

/**
 * The customer's favourite coins (spec 001 §4, §7, §8): read once, then added and removed with an
 * optimistic update (domain/market/favourites.ts); a refused or failed change is rolled back (only
 * that coin's change) and the 'try later' notice shows.
 * Choice: a successful change keeps the optimistic list rather than the server's answer, so
 * another change still in flight is not undone by an earlier answer.
 */
export class FavouritesService {
  private readonly store = new StateStore<FavouritesState>({ status: 'idle', favourites: [], pending: NONE });
  readonly state: ReadableStore<FavouritesState> = this.store;

  constructor(private readonly deps: FavouritesDependencies) {}

  /** Reads the favourites unless they are read or being read. */
  async load(): Promise<void> {
    const status = this.store.getSnapshot().status;
    if (status === 'loading' || status === 'ready') return;
    this.store.update((s) => ({ ...s, status: 'loading' }));
    const result = await this.deps.coins.getFavourites();
    this.store.update((s) => (result.ok ? { ...s, status: 'ready', favourites: result.value } : { ...s, status: 'failed' }));
  }

  /** Flips a coin's favourite state at once and tells the server; a second toggle while one is pending is ignored. */
  async toggle(coinId: string): Promise<void> {
    const before = this.store.getSnapshot();
    if (before.status !== 'ready' || before.pending.has(coinId)) return;
    const op = toggleFavouriteOp(before.favourites, coinId);
    const { optimistic, rollback } = applyFavouriteOp(before.favourites, op);
    this.store.update((s) => ({ ...s, favourites: optimistic, pending: new Set([...s.pending, coinId]) }));
    const result = op.type === 'add' ? await this.deps.coins.addFavourites([coinId]) : await this.deps.coins.removeFavourites([coinId]);
    this.store.update((s) => {
      const pending = new Set([...s.pending].filter((id) => id !== coinId));
      return { ...s, favourites: result.ok ? s.favourites : rollback(s.favourites), pending };
    });
    if (!result.ok) this.deps.notices.present(resolveFavouriteError());
  }
}
