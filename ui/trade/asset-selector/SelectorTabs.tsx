import * as Tabs from 'radix-ui/tabs';
import type { ReactNode } from 'react';
import type { AssetSelectorState } from '../../../application/market/asset-selector-state';
import type { AssetKind, SelectorScreener } from '../../../domain/market/asset-selector-tabs';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';

interface Props {
  readonly state: AssetSelectorState;
  /** The list of the active tab. */
  readonly children: ReactNode;
}

/** Buy's screener tabs over the coin list; the list alone in Sell. */
function CoinTabs({ state, children }: Props) {
  const { assetSelector } = useServices();
  const { t } = useT();
  if (state.screenerTabs.length === 0) return <div className="asset-selector__list">{children}</div>;
  return (
    <Tabs.Root value={state.screener} onValueChange={(value) => assetSelector.selectScreener(value as SelectorScreener)} className="asset-selector__tabs">
      <Tabs.List className="asset-selector__screeners" aria-label={t('selector.tabs.screener')}>
        {state.screenerTabs.map((screener) => (
          <Tabs.Trigger key={screener} value={screener} className="chip asset-selector__screener">
            {t(`selector.screener.${screener}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {state.screenerTabs.map((screener) => (
        <Tabs.Content key={screener} value={screener} className="asset-selector__list">
          {children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * The Coins and Baskets tabs (spec 000 §2). Choice: with the basket product off there is only
 * Coins, so no tab switch is drawn at all.
 */
export function SelectorTabs({ state, children }: Props) {
  const { assetSelector } = useServices();
  const { t } = useT();
  if (state.kindTabs.length < 2) return <CoinTabs state={state}>{children}</CoinTabs>;
  return (
    <Tabs.Root value={state.kind} onValueChange={(value) => assetSelector.selectKind(value as AssetKind)} className="asset-selector__tabs">
      <Tabs.List className="tabs__list tabs__list--small" aria-label={t('selector.tabs.kind')}>
        {state.kindTabs.map((kind) => (
          <Tabs.Trigger key={kind} value={kind} className="tabs__trigger">
            {t(`selector.kind.${kind}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="coins" className="asset-selector__tabs">
        <CoinTabs state={state}>{children}</CoinTabs>
      </Tabs.Content>
      <Tabs.Content value="baskets" className="asset-selector__list">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
