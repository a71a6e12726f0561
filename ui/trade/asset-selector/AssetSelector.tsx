import { useEffect, useRef } from 'react';
import type { SelectorMode } from '../../../domain/market/asset-selector-tabs';
import type { TradeAsset } from '../../../application/trade/trade-drawer-service';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { Modal } from '../../shared/modal/Modal';
import { SelectorBody } from './SelectorBody';

interface Props {
  readonly mode: SelectorMode;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The chosen coin or basket (Buy: a basket's offer id; Sell: the owned basket's id). The selector then closes. */
  readonly onSelect: (asset: TradeAsset) => void;
}

/**
 * The asset selector (spec 000 §2): a side drawer titled Buy, or a modal titled Sell, with the
 * search box focused on opening; Escape or the close button closes it and focus returns to the
 * control that opened it.
 */
export function AssetSelector({ mode, open, onOpenChange, onSelect }: Props) {
  const { assetSelector, livePrices, tradeDrawer } = useServices();
  // The selector's prices tick with the page's one live-prices subscription.
  useEffect(() => livePrices.start(), [livePrices]);
  const { t } = useT();
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    assetSelector.open(mode);
    return () => assetSelector.close();
  }, [assetSelector, mode, open]);

  const choose = (asset: TradeAsset) => {
    onSelect(asset);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      presentation={mode === 'buy' ? 'drawer' : 'modal'}
      className={mode === 'buy' ? 'asset-selector' : 'asset-selector asset-selector--modal'}
      initialFocus={search}
      title={t(mode === 'buy' ? 'selector.title.buy' : 'selector.title.sell')}
    >
      <SelectorBody
        searchRef={search}
        onChoose={choose}
        onLeave={() => {
          onOpenChange(false);
          tradeDrawer.close();
        }}
      />
    </Modal>
  );
}
