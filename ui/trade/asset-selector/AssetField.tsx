import { useState } from 'react';
import type { TradeAsset } from '../../../application/trade/trade-drawer-service';
import type { SelectorMode } from '../../../domain/market/asset-selector-tabs';
import { useT } from '../../base/i18n/use-t';
import { AssetSelector } from './AssetSelector';

interface Props {
  readonly mode: SelectorMode;
  /** What the field is called ("Coin", "Basket"). */
  readonly label: string;
  /** The chosen asset as shown ("Bitcoin (BTC)", "Blue Chip"); undefined while none is chosen. */
  readonly value: string | undefined;
  readonly onSelect: (asset: TradeAsset) => void;
  /** Whether the selector is open, for a caller that opens it itself (otherwise the field keeps it). */
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
}

/** A form's asset: the chosen coin or basket on a button that opens the asset selector. */
export function AssetField({ mode, label, value, onSelect, open: openProp, onOpenChange }: Props) {
  const { t } = useT();
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <button
        type="button"
        className="asset-field"
        aria-haspopup="dialog"
        aria-label={t('selector.field', { label, asset: value ?? t('selector.field.none') })}
        onClick={() => setOpen(true)}
      >
        <span className="asset-field__label">{label}</span>
        <span className="asset-field__value">{value ?? t('selector.field.none')}</span>
        <span className="asset-field__change" aria-hidden="true">
          {t('selector.field.change')} ›
        </span>
      </button>
      <AssetSelector mode={mode} open={open} onOpenChange={setOpen} onSelect={onSelect} />
    </>
  );
}
