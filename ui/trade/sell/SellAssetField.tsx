import type { SellState } from '../../../application/trade/sell-state';
import { formatCoin, formatFiat } from '../../../domain/format/money-format';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { AssetField } from '../asset-selector/AssetField';

/**
 * What to sell: the chosen coin or basket on the asset selector's field (a modal titled Sell with
 * Coins and Baskets tabs listing what the customer holds, spec 000 §2), and how much is held.
 */
export function SellAssetField({ state }: { readonly state: SellState }) {
  const { sell } = useServices();
  const { t, locale } = useT();
  const { source } = state.form;
  const coin = source?.kind === 'coin' ? state.sourceCoin : undefined;
  const value =
    coin !== undefined ? t('selector.field.coin', { name: coin.name, symbol: coin.symbol }) : source?.kind === 'basket' ? state.basket?.title : undefined;
  const held =
    source?.kind === 'coin'
      ? formatCoin(source.balance, source.currency, locale)
      : state.basket !== undefined
        ? formatFiat(state.basket.balance, state.basket.balanceCurrency, locale)
        : undefined;
  return (
    <div className="stack stack--tight">
      <AssetField
        mode="sell"
        label={t('sell.asset')}
        value={value}
        onSelect={(asset) => (asset.kind === 'coin' ? sell.selectCoin(asset.symbol) : sell.selectBasket(asset.basketId))}
      />
      <p className="hint" data-testid="sell-held">
        {held === undefined ? '\u00a0' : t('sell.available', { amount: held })}
      </p>
    </div>
  );
}
