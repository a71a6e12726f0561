import { formatCoin, formatFiat } from '../../domain/format/money-format';
import { HeldCoin } from '../shared/HeldCoin';
import { LiveHoldingValue } from '../shared/LiveHoldingValue';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

/** The customer's cash accounts, coins and baskets (when any are held), with their values. */
export function Holdings() {
  const { balances } = useServices();
  const { wallets, baskets } = useStore(balances.state);
  const { t, locale } = useT();
  return (
    <>
      <section className="card" aria-labelledby="cash-accounts">
        <h2 id="cash-accounts" className="card__label">
          {t('home.cashAccounts')}
        </h2>
        {wallets !== undefined && wallets.fiat.length === 0 ? (
          <p className="hint">{t('home.noCashAccounts')}</p>
        ) : (
          <ul className="list" data-testid="cash-accounts">
            {wallets?.fiat.map((wallet) => (
              <li key={wallet.currency} className="list__row">
                <span>{t('home.fund.wallet.title', { currency: wallet.currency })}</span>
                <span className="numeric">{formatFiat(wallet.amount, wallet.currency, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="coins">
        <h2 id="coins" className="card__label">
          {t('home.coins')}
        </h2>
        {wallets !== undefined && wallets.coins.length === 0 ? (
          <p className="hint">{t('home.noCoins')}</p>
        ) : (
          <ul className="list" data-testid="coin-wallets">
            {wallets?.coins.map((coin) => (
              <li key={coin.currency} className="list__row list__row--coin">
                <HeldCoin symbol={coin.currency} detail={formatCoin(coin.available, coin.currency, locale)} />
                <LiveHoldingValue coin={coin} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {baskets !== undefined && baskets.length > 0 && (
        <section className="card" aria-labelledby="baskets">
          <h2 id="baskets" className="card__label">
            {t('home.baskets')}
          </h2>
          <ul className="list" data-testid="basket-holdings">
            {baskets.map((basket) => (
              <li key={basket.id} className="list__row">
                <span>{basket.title}</span>
                <span className="numeric">{formatFiat(basket.balance, basket.balanceCurrency, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
