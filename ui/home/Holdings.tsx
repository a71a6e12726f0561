import type { ReactNode } from 'react';
import { formatCoin, formatFiat } from '../../domain/format/money-format';
import { HeldCoin } from '../shared/HeldCoin';
import { LiveHoldingValue } from '../shared/LiveHoldingValue';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

interface CardProps {
  readonly id: string;
  readonly title: string;
  readonly testId: string;
  /** Shown instead of the list once it is known to be empty. */
  readonly empty?: string;
  readonly children: ReactNode;
}

/** A card of holdings: its heading, then its rows, or what it says when there are none. */
function HoldingsCard({ id, title, testId, empty, children }: CardProps) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__label">
        {title}
      </h2>
      {empty !== undefined ? (
        <p className="hint">{empty}</p>
      ) : (
        <ul className="list" data-testid={testId}>
          {children}
        </ul>
      )}
    </section>
  );
}

/** The customer's cash accounts, coins and baskets (when any are held), with their values. */
export function Holdings() {
  const { balances } = useServices();
  const { wallets, baskets } = useStore(balances.state);
  const { t, locale } = useT();
  return (
    <>
      <HoldingsCard
        id="cash-accounts"
        title={t('home.cashAccounts')}
        testId="cash-accounts"
        empty={wallets !== undefined && wallets.fiat.length === 0 ? t('home.noCashAccounts') : undefined}
      >
        {wallets?.fiat.map((wallet) => (
          <li key={wallet.currency} className="list__row">
            <span>{t('home.fund.wallet.title', { currency: wallet.currency })}</span>
            <span className="numeric">{formatFiat(wallet.amount, wallet.currency, locale)}</span>
          </li>
        ))}
      </HoldingsCard>
      <HoldingsCard
        id="coins"
        title={t('home.coins')}
        testId="coin-wallets"
        empty={wallets !== undefined && wallets.coins.length === 0 ? t('home.noCoins') : undefined}
      >
        {wallets?.coins.map((coin) => (
          <li key={coin.currency} className="list__row list__row--coin">
            <HeldCoin symbol={coin.currency} detail={formatCoin(coin.available, coin.currency, locale)} />
            <LiveHoldingValue coin={coin} />
          </li>
        ))}
      </HoldingsCard>
      {baskets !== undefined && baskets.length > 0 && (
        <HoldingsCard id="baskets" title={t('home.baskets')} testId="basket-holdings">
          {baskets.map((basket) => (
            <li key={basket.id} className="list__row">
              <span>{basket.title}</span>
              <span className="numeric">{formatFiat(basket.balance, basket.balanceCurrency, locale)}</span>
            </li>
          ))}
        </HoldingsCard>
      )}
    </>
  );
}
