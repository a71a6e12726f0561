import { useCallback } from 'react';
import type { TradeAsset } from '../../../application/trade/trade-drawer-service';
import { useServices } from '../../base/services-context';

/**
 * What choosing an asset for Buy does: the trade container switches to it (a basket shows the
 * basket form, a coin the coin form) and the coin buy preselects a chosen coin.
 */
export function useChooseBuyAsset(): (asset: TradeAsset) => void {
  const { buy, tradeDrawer } = useServices();
  return useCallback(
    (asset: TradeAsset) => {
      if (asset.kind === 'coin') buy.selectCoin(asset.symbol);
      tradeDrawer.open({ tab: 'buy', asset });
    },
    [buy, tradeDrawer],
  );
}
