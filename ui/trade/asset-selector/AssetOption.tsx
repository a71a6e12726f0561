import { type CSSProperties, useMemo } from 'react';
import { formatCoin, formatFiat } from '../../../domain/format/money-format';
import { formatPercentChange } from '../../../domain/format/percent-format';
import { priceTextFormatter } from '../../../domain/format/live-price-format';
import { CoinIcon } from '../../shared/CoinIcon';
import { LivePrice } from '../../shared/LivePrice';
import type { Dec } from '../../../domain/money/decimal';
import { useT } from '../../base/i18n/use-t';
import type { SelectorItem } from './selector-items';

interface Props {
  readonly id: string;
  readonly item: SelectorItem;
  readonly active: boolean;
  readonly onChoose: () => void;
  readonly onPoint: () => void;
  /** Opens a coin's page (the row's details mark, for the pointer; CoinDetailsLink is the keyboard's way). */
  readonly onDetails?: (slug: string) => void;
  readonly style?: CSSProperties;
  readonly setSize?: number;
  readonly posInSet?: number;
}

const Change = ({ value }: { readonly value: Dec | undefined }) => {
  const { locale } = useT();
  if (value === undefined) return null;
  const tone = value.isZero() ? '' : value.isNegative() ? ' asset-option__change--down' : ' asset-option__change--up';
  return <span className={`asset-option__change${tone}`}>{formatPercentChange(value, locale)}</span>;
};

/**
 * A coin row's way to its page for the pointer: not focusable and hidden from assistive
 * technology (an option's content is presentational); the keyboard's way is CoinDetailsLink.
 */
function DetailsMark({ name, slug, onDetails }: { readonly name: string; readonly slug: string; readonly onDetails: (slug: string) => void }) {
  const { t } = useT();
  return (
    <span
      className="asset-option__details"
      aria-hidden="true"
      title={t('selector.details', { name })}
      data-details={slug}
      onClick={(event) => {
        event.stopPropagation();
        onDetails(slug);
      }}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <circle cx="8" cy="8" r="6.5" />
        <path d="M8 7.25v4M8 4.75v.01" />
      </svg>
    </span>
  );
}

/** One option of the selector: a coin (name, symbol, price or holding) or a basket (title, coins, change). */
export function AssetOption({ id, item, active, onChoose, onPoint, onDetails, style, setSize, posInSet }: Props) {
  const { t, locale } = useT();
  const currency = item.kind === 'coin' ? item.coin.currency : undefined;
  // One formatter per locale and currency: the live price redraws only when it moves.
  const priceFormat = useMemo(() => (currency === undefined ? undefined : priceTextFormatter(locale, currency)), [locale, currency]);
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      aria-setsize={setSize}
      aria-posinset={posInSet}
      className={`asset-option${active ? ' asset-option--active' : ''}`}
      style={style}
      onClick={onChoose}
      onPointerMove={onPoint}
    >
      {item.kind === 'coin' ? (
        <CoinIcon url={item.coin.iconUrl} symbol={item.coin.symbol} size={32} />
      ) : (
        <span className="asset-option__badge asset-option__badge--basket" aria-hidden="true">
          {item.basket.title.slice(0, 2)}
        </span>
      )}
      {item.kind === 'coin' ? (
        <>
          <span className="asset-option__main">
            <span className="asset-option__name">{item.coin.name}</span>
            <span className="asset-option__sub">{item.coin.symbol}</span>
          </span>
          <span className="asset-option__side">
            {item.coin.held !== undefined ? (
              <>
                <span>{formatFiat(item.coin.held.value, item.coin.held.currency, locale)}</span>
                <span className="asset-option__sub">{formatCoin(item.coin.held.amount, item.coin.symbol, locale)}</span>
              </>
            ) : (
              <>
                {item.coin.price !== undefined && priceFormat !== undefined && (
                  <LivePrice symbol={item.coin.symbol} listed={item.coin.price.toFixed()} format={priceFormat} />
                )}
                <Change value={item.coin.change24h} />
              </>
            )}
          </span>
          {onDetails !== undefined && item.coin.slug !== undefined && <DetailsMark name={item.coin.name} slug={item.coin.slug} onDetails={onDetails} />}
        </>
      ) : (
        <>
          <span className="asset-option__main">
            <span className="asset-option__name">{item.basket.title}</span>
            <span className="asset-option__sub">{item.basket.coins.join(' · ')}</span>
            {item.basket.unavailable && <span className="asset-option__tag">{t('selector.basket.unavailable')}</span>}
          </span>
          <span className="asset-option__side">
            {item.basket.balance !== undefined && <span>{formatFiat(item.basket.balance, item.basket.balanceCurrency, locale)}</span>}
            <Change value={item.basket.priceChange?.percentage} />
          </span>
        </>
      )}
    </div>
  );
}
