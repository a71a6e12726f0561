import { formatFiat } from '../../domain/format/money-format';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { useLivePortfolio } from '../hooks/use-live-portfolio';
import { Ticking } from '../shared/LivePrice';

/**
 * The total balance (spec 000 §2), its coins valued at the page's live prices between the
 * balance service's 60 s refreshes. `showBuy` adds the way into buying; Choice: while the
 * first-action guide shows, buying starts from its buy step instead.
 */
export function BalanceCard({ showBuy }: { readonly showBuy: boolean }) {
  const { balances, tradeDrawer } = useServices();
  const { failed, total: read } = useStore(balances.state);
  // Its coins at the page's live prices, so it stays the sum of the rows below (domain livePortfolio).
  const { total: amount } = useLivePortfolio();
  const total = read === undefined || amount === undefined ? undefined : { ...read, amount };
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
