import { formatFiat } from '../../domain/format/money-format';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

/**
 * The total balance (refreshed every 60 s by the balance service). `showBuy` adds the way into
 * buying; Choice: while the first-action guide shows, buying starts from its buy step instead.
 */
export function BalanceCard({ showBuy }: { readonly showBuy: boolean }) {
  const { balances, tradeDrawer } = useServices();
  const state = useStore(balances.state);
  const { t, locale } = useT();
  return (
    <section className="card" aria-labelledby="total-balance">
      <h2 id="total-balance" className="card__label">
        {t('home.totalBalance')}
      </h2>
      <p className="balance" data-testid="total-balance">
        {state.total ? formatFiat(state.total.amount, state.total.currency, locale) : state.failed ? t('home.balanceUnavailable') : '…'}
      </p>
      {showBuy && (
        <button type="button" className="button button--primary" onClick={() => tradeDrawer.open({ tab: 'buy', reset: true })}>
          {t('home.buy')}
        </button>
      )}
    </section>
  );
}
