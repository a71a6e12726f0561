import { memo } from 'react';
import type { CoinInfo } from '../../application/ports/coins-port';
import type { CoinSort, CoinSortKey } from '../../domain/market/coin-sort';
import { changeDirectionOfText } from '../../domain/format/live-price-format';
import { useT } from '../base/i18n/use-t';
import { AssetLink, RowFavourite } from './CoinCells';
import { Change, LiveChange, MarketPrice } from './LiveCells';
import { SortHeader } from './SortHeader';
import { Sparkline } from './Sparkline';
import type { MarketFormats } from './use-market-formats';
import { useRowLinks } from './use-row-links';
import { useWindowRows } from './use-window-rows';

/** A row's height before it is measured (32 px icon, padding, border). */
const ROW_ESTIMATE_PX = 49;
/** The columns, for the rows that keep the room of those not rendered. */
const COLUMNS = 9;

interface Props {
  readonly rows: readonly CoinInfo[];
  readonly total: number;
  readonly sort: CoinSort | undefined;
  readonly onSort: (key: CoinSortKey) => void;
  readonly formats: MarketFormats;
  readonly sparklines: ReadonlyMap<string, string>;
}

const text = (value: { toFixed: () => string } | undefined): string | undefined => value?.toFixed();

/**
 * One row, keyed by its place in the page (see ROW_KEY_CHOICE in use-window-rows.ts): a new sort,
 * category or page updates the rows in place instead of replacing them. Memoised, so rows whose
 * coin stays re-render nothing; a price tick draws only its live figures (ui/shared/LivePrice).
 */
const CoinTableRow = memo(function CoinTableRow({
  coin,
  index,
  measure,
  formats,
  sparkline,
}: {
  readonly coin: CoinInfo;
  readonly index: number;
  readonly measure: (element: Element | null) => void;
  readonly formats: MarketFormats;
  readonly sparkline: string | undefined;
}) {
  const percentage = text(coin.percentage);
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2}>
      <td className="market-table__rank numeric">{coin.rank ?? '–'}</td>
      <td className="market-table__star">
        <RowFavourite coin={coin} />
      </td>
      <th scope="row" className="market-table__asset">
        <AssetLink coin={coin} />
      </th>
      <td className="market-table__num">
        <MarketPrice coinId={coin.id} listed={coin.price.toFixed()} format={formats.price} />
      </td>
      <td className="market-table__num">
        <Change text={text(coin.percentChange1h)} format={formats.percent} />
      </td>
      <td className="market-table__num">
        <LiveChange coinId={coin.id} listed={percentage} format={formats.percent} />
      </td>
      <td className="market-table__num numeric">{coin.marketCap === undefined ? '–' : formats.compact(coin.marketCap.toFixed())}</td>
      <td className="market-table__num numeric">{coin.volume24h === undefined ? '–' : formats.compact(coin.volume24h.toFixed())}</td>
      <td className="market-table__chart">
        <Sparkline points={sparkline} direction={percentage === undefined ? 'flat' : changeDirectionOfText(percentage)} />
      </td>
    </tr>
  );
});

/** The room of rows not rendered, so the page keeps its height and scroll bar. */
const Spacer = ({ px }: { readonly px: number }) =>
  px > 0 ? (
    <tr className="market-table__spacer" aria-hidden="true">
      <td colSpan={COLUMNS} style={{ blockSize: px }} />
    </tr>
  ) : null;

/**
 * The desktop coin table (spec 001 §2): rank, favourite, asset, price, 1h, 24h, market cap, volume,
 * the 1D line; every spec sort key a column. Only the rows in the window are rendered
 * (`useWindowRows`); the table says how many rows it has and each row its place.
 */
export function CoinTable({ rows, total, sort, onSort, formats, sparklines }: Props) {
  const { t } = useT();
  const { setList, items, before, after, measure, onFocus, onBlur } = useWindowRows<HTMLTableSectionElement>(rows.length, ROW_ESTIMATE_PX);
  const followLink = useRowLinks();
  return (
    <table className="market-table" aria-rowcount={rows.length + 1}>
      <caption className="visually-hidden">{t('market.table.caption', { count: total })}</caption>
      <thead>
        <tr aria-rowindex={1}>
          <th scope="col" className="market-table__rank">
            <abbr title={t('market.column.rankFull')}>{t('market.column.rank')}</abbr>
          </th>
          <th scope="col" className="market-table__star">
            <span className="visually-hidden">{t('market.column.favourite')}</span>
          </th>
          <SortHeader column="asset" sort={sort} onSort={onSort} align="start" />
          <SortHeader column="price" sort={sort} onSort={onSort} />
          <SortHeader column="1h" sort={sort} onSort={onSort} />
          <SortHeader column="percentage" sort={sort} onSort={onSort} />
          <SortHeader column="marketCap" sort={sort} onSort={onSort} />
          <SortHeader column="24h" sort={sort} onSort={onSort} />
          <th scope="col" className="market-table__chart">
            <span className="visually-hidden">{t('market.column.chart')}</span>
          </th>
        </tr>
      </thead>
      <tbody ref={setList} onFocus={onFocus} onBlur={onBlur} onClick={followLink}>
        <Spacer px={before} />
        {items.map(({ index }) => {
          const coin = rows[index];
          return coin === undefined ? null : (
            <CoinTableRow key={index} coin={coin} index={index} measure={measure} formats={formats} sparkline={sparklines.get(coin.symbol)} />
          );
        })}
        <Spacer px={after} />
      </tbody>
    </table>
  );
}
