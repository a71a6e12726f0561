import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { coinPricePath } from '../../domain/market/coin-row';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { CoinIcon } from '../shared/CoinIcon';
import { Loader } from '../shared/Loader';
import { CoinChartCard } from './CoinChartCard';
import { CoinQuote } from './CoinQuote';
import { FavouriteToggle } from './FavouriteToggle';
import { coinMessagesEn } from './messages.en';

/** The English texts this screen shows: they load with it (ui/shared/lazy-screen.tsx). */
export const texts = coinMessagesEn;

/**
 * The coin detail page /hub/price/{slug} (spec 000 §2, 001 §2): price and 24 h change kept live,
 * the 1D chart, the favourite star, and Buy and Sell opening the trade drawer on the coin. An
 * unknown slug gets a not-found panel with the way back home.
 */
export default function CoinPage() {
  const { slug = '' } = useParams();
  const { coinDetail, favourites, tradeDrawer } = useServices();
  const state = useStore(coinDetail.state);
  const { t } = useT();

  useEffect(() => coinDetail.open(slug), [coinDetail, slug]);
  useEffect(() => void favourites.load(), [favourites]);

  if (state.status === 'idle' || state.status === 'loading') return <Loader />;
  if (state.status === 'not_found') {
    return (
      <section className="card coming-soon" aria-labelledby="coin-not-found">
        <h1 id="coin-not-found">{t('coin.notFound.title')}</h1>
        <p>{t('coin.notFound.text')}</p>
        <Link className="button button--primary" to="/hub/home">
          {t('coin.notFound.home')}
        </Link>
      </section>
    );
  }
  if (state.status === 'failed') {
    return (
      <section className="error-panel" role="alert">
        <h1>{t('app.error.title')}</h1>
        <p>{t('coin.failed.text')}</p>
        <button type="button" className="button" onClick={() => coinDetail.retry()}>
          {t('coin.failed.retry')}
        </button>
      </section>
    );
  }

  const { coin } = state;
  if (state.slug === slug && coin.slug !== slug) return <Navigate to={coinPricePath(coin.slug)} replace />;
  const asset = { kind: 'coin', symbol: coin.symbol } as const;
  return (
    <article className="stack coin-page" aria-labelledby="coin-title">
      <Link className="coin-page__back" to="/hub/market">
        <span aria-hidden="true">← </span>
        {t('coin.backToMarket')}
      </Link>
      <header className="coin-page__header">
        <CoinIcon url={coin.iconImageUrl} symbol={coin.displaySymbol} size={40} />
        <div className="coin-page__title">
          <h1 id="coin-title">{t('coin.title', { name: coin.name })}</h1> <span className="coin-page__symbol">{coin.displaySymbol}</span>
        </div>
        <FavouriteToggle coinId={coin.id} name={coin.name} />
      </header>
      <div className="card coin-page__quote">
        <CoinQuote price={state.price} currency={coin.nativeCurrency} changePercent={state.changePercent} feed={state.feed} />
        <div className="coin-page__actions">
          <button type="button" className="button button--primary" onClick={() => tradeDrawer.open({ tab: 'buy', asset })}>
            {t('coin.buy', { symbol: coin.symbol })}
          </button>
          <button type="button" className="button" onClick={() => tradeDrawer.open({ tab: 'sell', asset })}>
            {t('coin.sell', { symbol: coin.symbol })}
          </button>
        </div>
      </div>
      <CoinChartCard name={coin.name} currency={coin.nativeCurrency} series={state.series} unavailable={state.chartUnavailable} />
    </article>
  );
}
