/** A change to the favourite coins (spec 001 §7: favorite_coins create and delete). */
export type FavouriteOp = { readonly type: 'add'; readonly coinId: string } | { readonly type: 'remove'; readonly coinId: string };

/** Favourite coin ids in display order. */
export type Favourites = readonly string[];

/** An optimistic update: what to show at once, and how to undo it if the server refuses. */
export interface OptimisticFavourites {
  readonly optimistic: Favourites;
  /**
   * Undoes this op on whatever the favourites are by then, leaving other coins alone, so
   * rolling back one failed op does not undo another that succeeded meanwhile.
   */
  readonly rollback: (current: Favourites) => Favourites;
}

const unchanged = (favourites: Favourites): OptimisticFavourites => ({ optimistic: favourites, rollback: (current) => current });

/**
 * Spec 001 §4, §8: favourites are added and removed with an optimistic update; a failure shows
 * 'try later' and rolls back. Choices: a new favourite goes last; a rolled-back removal returns
 * to its old position (or the end if the list got shorter); an op that changes nothing (adding a
 * favourite, removing a non-favourite) keeps the same array and rolls back to the current one.
 */
export function applyFavouriteOp(favourites: Favourites, op: FavouriteOp): OptimisticFavourites {
  const index = favourites.indexOf(op.coinId);
  if (op.type === 'add') {
    if (index >= 0) return unchanged(favourites);
    return {
      optimistic: [...favourites, op.coinId],
      rollback: (current) => (current.includes(op.coinId) ? current.filter((id) => id !== op.coinId) : current),
    };
  }
  if (index < 0) return unchanged(favourites);
  return {
    optimistic: favourites.filter((id) => id !== op.coinId),
    rollback: (current) => (current.includes(op.coinId) ? current : insertAt(current, Math.min(index, current.length), op.coinId)),
  };
}

/** The op that flips a coin's favourite state (the star toggle of the coin table). */
export const toggleFavouriteOp = (favourites: Favourites, coinId: string): FavouriteOp =>
  favourites.includes(coinId) ? { type: 'remove', coinId } : { type: 'add', coinId };

const insertAt = (list: Favourites, at: number, id: string): Favourites => [...list.slice(0, at), id, ...list.slice(at)];

/**
 * The favourites after adding or removing coins one at a time (spec 001 §7 favorite_coins create
 * and delete): a new favourite goes last, adding a favourite or removing a coin that is not one
 * changes nothing.
 */
export const changeFavourites = (favourites: Favourites, type: FavouriteOp['type'], coinIds: readonly string[]): Favourites =>
  coinIds.reduce<Favourites>((list, coinId) => applyFavouriteOp(list, { type, coinId }).optimistic, favourites);
