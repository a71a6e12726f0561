import { useEffect } from 'react';
import { formatCoin, formatFiat } from '../../domain/format/money-format';
import { useServices } from '../app/services-context';
import { useStore } from '../hooks/use-store';
import { useT } from '../i18n/i18n';

/** Home: total balance (refreshed every 60 s), cash accounts, coins, and the way into buying. */
export function HomePage() {
  const { balances, tradeDrawer } = useServices();
  const state = useStore(balances.state);
  const { t, locale } = useT();

  useEffect(() => balances.startPolling(), [balances]);
  useEffect(() => void balances.loadWallets(), [balances]);

  return (
    <div className="stack">
      <h1>{t('home.title')}</h1>
      <section className="card" aria-labelledby="total-balance">
        <h2 id="total-balance" className="card__label">
          {t('home.totalBalance')}
        </h2>
        <p className="balance" data-testid="total-balance">
          {state.total ? formatFiat(state.total.amount, state.total.currency, locale) : state.failed ? t('home.balanceUnavailable') : '…'}
        </p>
        <button type="button" className="button button--primary" onClick={() => tradeDrawer.open({ tab: 'buy', reset: true })}>
          {t('home.buy')}
        </button>
      </section>
      <section className="card" aria-labelledby="cash-accounts">
        <h2 id="cash-accounts" className="card__label">
          {t('home.cashAccounts')}
        </h2>
        <ul className="list" data-testid="cash-accounts">
          {state.wallets?.fiat.map((wallet) => (
            <li key={wallet.currency} className="list__row">
              <span>{t('buy.wallet', { currency: wallet.currency })}</span>
              <span>{formatFiat(wallet.amount, wallet.currency, locale)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="coins">
        <h2 id="coins" className="card__label">
          {t('home.coins')}
        </h2>
        <ul className="list" data-testid="coin-wallets">
          {state.wallets?.coins.map((coin) => (
            <li key={coin.currency} className="list__row">
              <span>{formatCoin(coin.available, coin.currency, locale)}</span>
              <span>{formatFiat(coin.nativeAvailable, coin.nativeCurrency, locale)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
