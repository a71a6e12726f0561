import { COIN_SORT_KEYS, type CoinSort, type CoinSortKey } from '../../domain/market/coin-sort';
import { useT } from '../base/i18n/use-t';

const valueOf = (sort: CoinSort | undefined): string => (sort === undefined ? '' : `${sort.key}:${sort.direction}`);

/** The phone's sort menu (spec 001 §2: "on mobile it shows rows plus a sort menu"): every key both ways, as a native select. */
export function SortMenu({ sort, onSort }: { readonly sort: CoinSort | undefined; readonly onSort: (sort: CoinSort) => void }) {
  const { t } = useT();
  const label = (key: CoinSortKey, direction: 'asc' | 'desc'): string => {
    if (key === 'asset') return t(direction === 'asc' ? 'market.sort.assetAsc' : 'market.sort.assetDesc');
    return t(`market.sort.${direction}`, { column: t(`market.column.${key}`) });
  };
  return (
    <label className="sort-menu">
      <span>{t('market.sort.label')}</span>
      <select
        value={valueOf(sort)}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(':') as [CoinSortKey, 'asc' | 'desc'];
          onSort({ key, direction });
        }}
      >
        {sort === undefined && <option value="">{t('market.sort.default')}</option>}
        {COIN_SORT_KEYS.flatMap((key) =>
          (['desc', 'asc'] as const).map((direction) => (
            <option key={`${key}:${direction}`} value={`${key}:${direction}`}>
              {label(key, direction)}
            </option>
          )),
        )}
      </select>
    </label>
  );
}
