import type { CoinSort, CoinSortKey } from '../../domain/market/coin-sort';
import { useT } from '../base/i18n/use-t';

interface Props {
  readonly column: CoinSortKey;
  readonly sort: CoinSort | undefined;
  readonly onSort: (key: CoinSortKey) => void;
  readonly align?: 'start' | 'end';
}

/** A sortable column header: a button inside the header cell, whose aria-sort says the order in force. */
export function SortHeader({ column, sort, onSort, align = 'end' }: Props) {
  const { t } = useT();
  const active = sort?.key === column;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className={`market-table__head market-table__head--${align}`}>
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {t(`market.column.${column}`)}
        <span aria-hidden="true" className="sort-button__arrow">
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
