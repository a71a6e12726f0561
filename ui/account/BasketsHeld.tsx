import { Link } from 'react-router-dom';
import { formatFiat } from '../../domain/format/money-format';
import { formatPercentChange } from '../../domain/format/percent-format';
import { Rounding, roundTo } from '../../domain/money/decimal';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { RebalancingDialog } from './RebalancingDialog';
import { TransferDialog } from './TransferDialog';

/**
 * The baskets held (spec 000 §2, §3): coins and target weights, balance, price change, the
 * rebalancing interval and the next rebalancing; the rebalancing change, Buy more and Sell.
 */
export function BasketsHeld() {
  const { balances, portfolio, tradeDrawer, basketTransfer } = useServices();
  const { baskets } = useStore(balances.state);
  const { transfer } = useStore(basketTransfer.state);
  const { t, locale } = useT();
  return (
    <section className="card" aria-labelledby="accounts-baskets">
      <h2 id="accounts-baskets" className="card__label">
        {t('account.baskets.title')}
      </h2>
      {baskets !== undefined && baskets.length === 0 && <p className="hint">{t('account.baskets.none')}</p>}
      <ul className="holding-list" data-testid="accounts-baskets">
        {baskets?.map((basket) => {
          const asset = { kind: 'basket' as const, basketId: basket.id };
          const weights = basket.weights
            .map((w) => t('account.baskets.weight', { symbol: w.symbol, weight: `${roundTo(w.weight, 2, Rounding.halfUp).toFixed()}%` }))
            .join(', ');
          return (
            <li key={basket.id} className="holding holding--basket">
              <div className="holding__main">
                <span className="holding__name">{basket.title}</span>
                <span className="hint">{weights}</span>
              </div>
              <span className="holding__amount numeric">
                {formatFiat(basket.balance, basket.balanceCurrency, locale)}
                <span className="hint numeric">
                  {t('account.baskets.change', { change: formatPercentChange(basket.priceChange.percentage, locale), period: basket.priceChange.period })}
                </span>
              </span>
              <dl className="holding__facts">
                <div>
                  <dt>{t('account.baskets.rebalancing')}</dt>
                  <dd>{t(`basket.interval.${basket.rebalancingInterval}`)}</dd>
                </div>
                <div>
                  <dt>{t('account.baskets.next')}</dt>
                  <dd>
                    {basket.rebalancingInterval === 'never' || basket.nextRebalancingAt === undefined
                      ? t('account.baskets.next.none')
                      : t('account.baskets.next.when', { when: basket.nextRebalancingAt })}
                  </dd>
                </div>
              </dl>
              {transfer?.status === 'processing' && transfer.basketId === basket.id && (
                <p className="hint holding__note" role="status">
                  {t('account.baskets.transferring')}
                </p>
              )}
              <div className="holding__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  aria-haspopup="dialog"
                  aria-label={t('account.baskets.changeRebalancingOf', { basket: basket.title })}
                  onClick={() => portfolio.editRebalancing(basket.id)}
                >
                  {t('account.baskets.changeRebalancing')}
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  aria-label={t('account.baskets.buyMoreOf', { basket: basket.title })}
                  onClick={() => tradeDrawer.open({ tab: 'buy', asset })}
                >
                  {t('account.baskets.buyMore')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t('account.baskets.sellOf', { basket: basket.title })}
                  onClick={() => tradeDrawer.open({ tab: 'sell', asset })}
                >
                  {t('account.baskets.sell')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-haspopup="dialog"
                  aria-label={t('account.baskets.transferOf', { basket: basket.title })}
                  onClick={() => basketTransfer.open(basket.id)}
                >
                  {t('account.baskets.transfer')}
                </button>
                <Link
                  className="button button--ghost"
                  to={`/hub/transactions/wallet/basket/${basket.id}`}
                  aria-label={t('account.baskets.historyOf', { basket: basket.title })}
                >
                  {t('account.cash.history')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <RebalancingDialog />
      <TransferDialog />
    </section>
  );
}
