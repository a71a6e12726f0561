import type { CoinInfo } from '../../application/ports/coins-port';
import { coinPricePath } from '../../domain/market/coin-row';
import { FavouriteToggle } from '../coin/FavouriteToggle';
import { CoinIcon } from '../shared/CoinIcon';

/**
 * The asset cell: the coin's icon, the name and the symbol, a link to the coin's page
 * /hub/price/{slug}. A plain anchor: the list's container navigates on its click (useRowLinks).
 */
export function AssetLink({ coin }: { readonly coin: CoinInfo }) {
  return (
    <a className="market-asset" href={coinPricePath(coin.slug)} data-row-link="">
      <CoinIcon url={coin.iconImageUrl} symbol={coin.displaySymbol} size={32} />
      <span className="market-asset__label">
        <span className="market-asset__name">{coin.name}</span> <span className="market-asset__symbol">{coin.displaySymbol}</span>
      </span>
    </a>
  );
}

/** The favourite star of a row (optimistic, 'try later' on failure: FavouritesService). */
export const RowFavourite = ({ coin }: { readonly coin: CoinInfo }) => <FavouriteToggle coinId={coin.id} name={coin.name} />;
