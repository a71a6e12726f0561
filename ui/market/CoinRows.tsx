import { memo } from 'react';
import type { CoinInfo } from '../../application/ports/coins-port';
import { useT } from '../base/i18n/use-t';
import { AssetLink, RowFavourite } from './CoinCells';
import { LiveChange, MarketPrice } from './LiveCells';
import type { MarketFormats } from './use-market-formats';
import { useRowLinks } from './use-row-links';
import { useWindowRows } from './use-window-rows';

/** A row's height before it is measured (icon, name over symbol, padding, border). */
const ROW_ESTIMATE_PX = 57;

interface RowProps {
  readonly coin: CoinInfo;
  readonly index: number;
  readonly setSize: number;
  readonly measure: (element: Element | null) => void;
  readonly formats: MarketFormats;
}

const CoinRow = memo(function CoinRow({ coin, index, setSize, measure, formats }: RowProps) {
  const { t } = useT();
  return (
    <li className="market-row" ref={measure} data-index={index} aria-setsize={setSize} aria-posinset={index + 1}>
      <span className="market-row__rank numeric">{coin.rank === undefined ? '' : <abbr title={t('market.rank', { rank: coin.rank })}>{coin.rank}</abbr>}</span>
      <RowFavourite coin={coin} />
      <AssetLink coin={coin} />
      <div className="market-row__quote">
        <MarketPrice coinId={coin.id} listed={coin.price.toFixed()} format={formats.price} />
        <LiveChange coinId={coin.id} listed={coin.percentage?.toFixed()} format={formats.percent} />
      </div>
    </li>
  );
});

/**
 * The phone's coin list (spec 001 §2): one row per coin with its star, name, rank, live price and
 * 24 h change; only the rows in the window are rendered, the list's padding keeps the others' room.
 */
export function CoinRows({ rows, total, formats }: { readonly rows: readonly CoinInfo[]; readonly total: number; readonly formats: MarketFormats }) {
  const { t } = useT();
  const { setList, items, before, after, measure, onFocus, onBlur } = useWindowRows<HTMLUListElement>(rows.length, ROW_ESTIMATE_PX);
  const followLink = useRowLinks();
  return (
    <ul
      ref={setList}
      className="market-rows"
      aria-label={t('market.table.caption', { count: total })}
      style={{ paddingBlockStart: before, paddingBlockEnd: after }}
      onFocus={onFocus}
      onClick={followLink}
      onBlur={onBlur}
    >
      {items.map(({ index }) => {
        const coin = rows[index];
        return coin === undefined ? null : <CoinRow key={index} coin={coin} index={index} setSize={rows.length} measure={measure} formats={formats} />;
      })}
    </ul>
  );
}
