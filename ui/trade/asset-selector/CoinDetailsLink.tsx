import { Link } from 'react-router-dom';
import { coinPricePath } from '../../../domain/market/coin-row';
import { useT } from '../../base/i18n/use-t';
import type { SelectorItem } from './selector-items';

/**
 * The way to the active coin's page (/hub/price/{slug}) under the list, for the keyboard and
 * screen readers: a link after the listbox in the tab order, so the options stay plain options
 * (arrows move, Enter chooses) and Tab reaches the details of the coin the arrows are on. The
 * pointer has each row's own details mark (AssetOption). Following it leaves the trade
 * (`onFollow`). The line keeps its height when no coin is active, so the list never moves.
 */
export function CoinDetailsLink({ item, onFollow }: { readonly item: SelectorItem | undefined; readonly onFollow: () => void }) {
  const { t } = useT();
  const coin = item?.kind === 'coin' ? item.coin : undefined;
  return (
    <p className="asset-selector__details">
      {coin?.slug !== undefined && (
        <Link to={coinPricePath(coin.slug)} onClick={onFollow}>
          {t('selector.details', { name: coin.name })}
        </Link>
      )}
    </p>
  );
}
