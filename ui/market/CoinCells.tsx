import { Link } from 'react-router-dom';
import type { CoinInfo } from '../../application/ports/coins-port';
import { coinPricePath } from '../../domain/market/coin-row';
import { FavouriteToggle } from '../coin/FavouriteToggle';

/** The asset cell: a monogram, the name and the symbol, a link to the coin's page /hub/price/{slug}. */
export function AssetLink({ coin }: { readonly coin: CoinInfo }) {
  return (
    <Link className="market-asset" to={coinPricePath(coin.slug)}>
      <span className="market-asset__badge" aria-hidden="true">
        {coin.displaySymbol.slice(0, 1)}
      </span>
      <span className="market-asset__name">{coin.name}</span> <span className="market-asset__symbol">{coin.displaySymbol}</span>
    </Link>
  );
}

/** The favourite star of a row (optimistic, 'try later' on failure: FavouritesService). */
export const RowFavourite = ({ coin }: { readonly coin: CoinInfo }) => <FavouriteToggle coinId={coin.id} name={coin.name} />;
