import { Link } from 'react-router-dom';
import type { Dec } from '../../domain/money/decimal';
import { HeldCoin } from '../shared/HeldCoin';
import { Ticking } from '../shared/LivePrice';
import { formatCoin, formatFiat } from '../../domain/format/money-format';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

/**
 * The coin wallets (spec 000 §2): available amount and its value in the native currency at the
 * live price (`values`, the page's live portfolio), linking to the coin's page, with Buy and Sell
 * on that coin.
 */
export function CoinWallets({ values }: { readonly values: ReadonlyMap<string, Dec> }) {
  const { balances, tradeDrawer } = useServices();
  const { wallets } = useStore(balances.state);
  const { t, locale } = useT();
  return (
    <section className="card" aria-labelledby="accounts-coins">
      <h2 id="accounts-coins" className="card__label">
        {t('account.coins.title')}
      </h2>
      {wallets !== undefined && wallets.coins.length === 0 && <p className="hint">{t('account.coins.none')}</p>}
      <ul className="holding-list" data-testid="accounts-coins">
        {wallets?.coins.map((coin) => {
          const symbol = coin.currency;
          const asset = { kind: 'coin' as const, symbol };
          return (
            <li key={symbol} className="holding">
              <div className="holding__main">
                <HeldCoin symbol={symbol} detail={formatCoin(coin.available, symbol, locale)} />
              </div>
              <span className="holding__amount numeric">
                <Ticking
                  text={(values.get(symbol) ?? coin.nativeAvailable).toFixed()}
                  shown={formatFiat(values.get(symbol) ?? coin.nativeAvailable, coin.nativeCurrency, locale)}
                />
              </span>
              <div className="holding__actions">
                <button
                  type="button"
                  className="button button--primary"
                  aria-label={t('account.coins.buyOf', { symbol })}
                  onClick={() => tradeDrawer.open({ tab: 'buy', asset })}
                >
                  {t('account.coins.buy')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t('account.coins.sellOf', { symbol })}
                  onClick={() => tradeDrawer.open({ tab: 'sell', asset })}
                >
                  {t('account.coins.sell')}
                </button>
                <Link className="button button--ghost" to={`/hub/transactions/wallet/coin/${symbol}`} aria-label={t('account.coins.historyOf', { symbol })}>
                  {t('account.cash.history')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
