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
 * One row; memoised, so a new page or sort re-renders only rows that changed, and a price tick
 * re-renders only its cells (they subscribe to the coin's live price).
 */
const CoinTableRow = memo(function CoinTableRow({
  coin,
  formats,
  sparkline,
}: {
  readonly coin: CoinInfo;
  readonly formats: MarketFormats;
  readonly sparkline: string | undefined;
}) {
  const percentage = text(coin.percentage);
  return (
    <tr>
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

/** The desktop coin table (spec 001 §2): rank, favourite, asset, price, 1h, 24h, market cap, volume, the 1D line; every spec sort key a column. */
export function CoinTable({ rows, total, sort, onSort, formats, sparklines }: Props) {
  const { t } = useT();
  return (
    <table className="market-table">
      <caption className="visually-hidden">{t('market.table.caption', { count: total })}</caption>
      <thead>
        <tr>
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
      <tbody>
        {rows.map((coin) => (
          <CoinTableRow key={coin.id} coin={coin} formats={formats} sparkline={sparklines.get(coin.symbol)} />
        ))}
      </tbody>
    </table>
  );
}
