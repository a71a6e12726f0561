import type { PriceFeed } from '../../application/market/coin-detail-service';
import type { Dec } from '../../domain/money/decimal';
import { changeDirection, formatPercentChange } from '../../domain/format/percent-format';
import { formatPrice } from '../../domain/format/price-format';
import type { CurrencyCode } from '../../domain/money/currency';
import { useT } from '../base/i18n/use-t';

interface Props {
  readonly price: Dec;
  readonly currency: CurrencyCode;
  readonly changePercent: Dec | undefined;
  readonly feed: PriceFeed;
}

/**
 * The coin's live price and 24 h change. The change's sign is said in words to screen readers.
 * Choice: neither is a live region (they move every few seconds); the figures use tabular digits
 * and reserved widths so updates do not shift the layout.
 */
export function CoinQuote({ price, currency, changePercent, feed }: Props) {
  const { t, locale } = useT();
  const direction = changePercent === undefined ? undefined : changeDirection(changePercent);
  const changeWords =
    changePercent === undefined || direction === undefined
      ? undefined
      : direction === 'flat'
        ? t('coin.changeFlat')
        : t(direction === 'up' ? 'coin.changeUp' : 'coin.changeDown', { percent: formatPercentChange(changePercent, locale, { unsigned: true }) });
  return (
    <div className="coin-quote">
      <p className="coin-quote__price numeric" data-testid="coin-price">
        {formatPrice(price, locale, { currency })}
      </p>
      {changePercent !== undefined && direction !== undefined && (
        <p className={`coin-quote__change numeric change--${direction}`} data-testid="coin-change">
          <span aria-hidden="true">{formatPercentChange(changePercent, locale)}</span>
          <span className="visually-hidden">{changeWords}</span>
        </p>
      )}
      <p className={`coin-quote__live coin-quote__live--${feed}`}>{feed === 'connecting' ? '' : feed === 'live' ? t('coin.live') : t('coin.delayed')}</p>
    </div>
  );
}
