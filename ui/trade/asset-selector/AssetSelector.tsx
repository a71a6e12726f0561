import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import type { SelectorMode } from '../../../domain/market/asset-selector-tabs';
import type { TradeAsset } from '../../../application/trade/trade-drawer-service';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { useReturnFocus } from '../../base/use-return-focus';
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
  const { assetSelector } = useServices();
  const { t } = useT();
  const search = useRef<HTMLInputElement>(null);
  const returnFocus = useReturnFocus(open);

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`overlay${mode === 'sell' ? ' overlay--modal' : ''}`} />
        <Dialog.Content
          className={mode === 'buy' ? 'drawer asset-selector' : 'modal asset-selector asset-selector--modal'}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            search.current?.focus();
          }}
          onCloseAutoFocus={returnFocus}
        >
          <div className="drawer__header">
            <Dialog.Title className="drawer__title">{t(mode === 'buy' ? 'selector.title.buy' : 'selector.title.sell')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('app.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <SelectorBody searchRef={search} onChoose={choose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
