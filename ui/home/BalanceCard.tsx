import { formatFiat } from '../../domain/format/money-format';
import { liveTotalBalance } from '../../domain/market/holding-value';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Ticking } from '../shared/LivePrice';
import { useLivePriceStream } from '../shared/use-live-prices';

/** The total balance at live prices (domain liveTotalBalance), or the account's figure until it and the coin wallets are read. */
function useLiveTotal() {
  const { balances, livePrices, customer } = useServices();
  useLivePriceStream();
  const { total, wallets } = useStore(balances.state);
  // Re-rendered by each applied batch of live prices.
  useStore(livePrices.state);
  const { user } = useStore(customer.state);
  if (total === undefined) return undefined;
  if (wallets === undefined || user?.nativeCurrency !== total.currency) return total;
  return { ...total, amount: liveTotalBalance(total.amount, total.currency, wallets.coins, (symbol) => livePrices.priceOfSymbol(symbol)) };
}

/**
 * The total balance (spec 000 §2), its coins valued at the page's live prices between the
 * balance service's 60 s refreshes. `showBuy` adds the way into buying; Choice: while the
 * first-action guide shows, buying starts from its buy step instead.
 */
export function BalanceCard({ showBuy }: { readonly showBuy: boolean }) {
  const { balances, tradeDrawer } = useServices();
  const { failed } = useStore(balances.state);
  const total = useLiveTotal();
  const { t, locale } = useT();
  return (
    <section className="card" aria-labelledby="total-balance">
      <h2 id="total-balance" className="card__label">
        {t('home.totalBalance')}
      </h2>
      <p className="balance" data-testid="total-balance">
        {total ? (
          <Ticking text={total.amount.toFixed()} shown={formatFiat(total.amount, total.currency, locale)} />
        ) : failed ? (
          t('home.balanceUnavailable')
        ) : (
          '…'
        )}
      </p>
      {showBuy && (
        <button type="button" className="button button--primary" onClick={() => tradeDrawer.open({ tab: 'buy', reset: true })}>
          {t('home.buy')}
        </button>
      )}
    </section>
  );
}
