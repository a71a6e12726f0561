import { memo } from 'react';
import type { CoinInfo } from '../../application/ports/coins-port';
import { useT } from '../base/i18n/use-t';
import { AssetLink, RowFavourite } from './CoinCells';
import { LiveChange, MarketPrice } from './LiveCells';
import type { MarketFormats } from './use-market-formats';

const CoinRow = memo(function CoinRow({ coin, formats }: { readonly coin: CoinInfo; readonly formats: MarketFormats }) {
  const { t } = useT();
  return (
    <li className="market-row">
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

/** The phone's coin list (spec 001 §2): one row per coin with its star, name, rank, live price and 24 h change. */
export function CoinRows({ rows, total, formats }: { readonly rows: readonly CoinInfo[]; readonly total: number; readonly formats: MarketFormats }) {
  const { t } = useT();
  return (
    <ul className="market-rows" aria-label={t('market.table.caption', { count: total })}>
      {rows.map((coin) => (
        <CoinRow key={coin.id} coin={coin} formats={formats} />
      ))}
    </ul>
  );
}
