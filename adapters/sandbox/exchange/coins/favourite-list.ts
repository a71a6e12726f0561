import { applyFavouriteOp, type FavouriteOp, type Favourites } from '../../../../domain/market/favourites';

/**
 * The favourites after adding or removing coins one at a time by the domain's rule (spec 001 §7
 * favorite_coins create and delete): a new favourite goes last, adding a favourite or removing a
 * coin that is not one changes nothing.
 */
export const changeFavourites = (favourites: Favourites, type: FavouriteOp['type'], coinIds: readonly string[]): Favourites =>
  coinIds.reduce<Favourites>((list, coinId) => applyFavouriteOp(list, { type, coinId }).optimistic, favourites);
