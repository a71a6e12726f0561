import { type KeyboardEvent, type RefObject, useId } from 'react';
import type { AssetSelectorState } from '../../../application/market/asset-selector-state';
import type { TradeAsset } from '../../../application/trade/trade-drawer-service';
import { SELECTOR_SEARCH_MAX_LENGTH } from '../../../domain/market/coin-search';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { useNavigate } from 'react-router-dom';
import { coinPricePath } from '../../../domain/market/coin-row';
import { AssetListbox } from './AssetListbox';
import { CoinDetailsLink } from './CoinDetailsLink';
import { SearchResults } from './SearchResults';
import { assetOf, basketItems, coinItems, type SelectorItem } from './selector-items';
import { SelectorTabs } from './SelectorTabs';
import { useActiveOption } from './use-active-option';

interface Props {
  readonly searchRef: RefObject<HTMLInputElement | null>;
  readonly onChoose: (asset: TradeAsset) => void;
  /** The customer follows a way out of the selector (a coin's page). */
  readonly onLeave: () => void;
}

/** The options shown now, in keyboard order: search results coins then baskets, or the tab's list. */
function shownItems(state: AssetSelectorState): readonly SelectorItem[] {
  if (state.searchMode) return [...coinItems(state.shown.coins), ...basketItems(state.shown.baskets)];
  return state.kind === 'baskets' && state.kindTabs.includes('baskets') ? basketItems(state.shown.baskets) : coinItems(state.shown.coins);
}

/** Which empty-list text a tab shows. */
function emptyText(state: AssetSelectorState) {
  if (state.list.fetch.kind === 'favourites') return 'selector.empty.favourites' as const;
  if (state.list.fetch.kind === 'held_coins') return 'selector.empty.heldCoins' as const;
  if (state.list.fetch.kind === 'owned_baskets') return 'selector.empty.ownedBaskets' as const;
  return state.list.fetch.kind === 'offers' ? ('selector.empty.baskets' as const) : ('selector.empty.coins' as const);
}

/** The search box (a combobox over the list), the tabs outside search mode, and the list or the results. */
export function SelectorBody({ searchRef, onChoose, onLeave }: Props) {
  const navigate = useNavigate();
  const details = (slug: string) => {
    onLeave();
    void navigate(coinPricePath(slug));
  };
  const { assetSelector } = useServices();
  const state = useStore(assetSelector.state);
  const { t } = useT();
  const listId = useId();
  const items = shownItems(state);
  const listKey = `${JSON.stringify(state.list.fetch)}|${state.shown.status}|${String(items.length)}`;
  const choose = (index: number) => {
    const item = items[index];
    if (item !== undefined) onChoose(assetOf(item));
  };
  const keys = useActiveOption(items.length, listKey, choose);
  const listKeys = (event: KeyboardEvent) => keys.onKeyDown(event, false);
  const ready = state.shown.status === 'ready';

  const list = () => {
    if (state.shown.status === 'loading')
      return (
        <p className="asset-list__status" role="status">
          {t('selector.loading')}
        </p>
      );
    if (state.shown.status === 'failed')
      return (
        <div className="asset-list__status" role="alert">
          <p>{t('selector.failed')}</p>
          <button type="button" className="button" onClick={() => assetSelector.retry()}>
            {t('selector.retry')}
          </button>
        </div>
      );
    if (items.length === 0)
      return <p className="asset-list__status">{state.searchMode ? t('selector.noResults', { query: state.searchText.trim() }) : t(emptyText(state))}</p>;
    if (state.searchMode)
      return (
        <SearchResults
          id={listId}
          groups={[
            { key: 'coins', items: coinItems(state.shown.coins) },
            { key: 'baskets', items: basketItems(state.shown.baskets) },
          ]}
          active={keys.active}
          onActive={keys.setActive}
          onChoose={choose}
          onKeyDown={listKeys}
          onFocus={keys.onListFocus}
          onDetails={details}
        />
      );
    return (
      <AssetListbox
        id={listId}
        label={t(state.kind === 'baskets' ? 'selector.list.baskets' : 'selector.list.coins')}
        items={items}
        active={keys.active}
        onActive={keys.setActive}
        onChoose={choose}
        onKeyDown={listKeys}
        onFocus={keys.onListFocus}
        onDetails={details}
      />
    );
  };

  return (
    <div className="asset-selector__body">
      <input
        ref={searchRef}
        type="search"
        role="combobox"
        className="input asset-selector__search"
        aria-label={t('selector.search')}
        placeholder={t('selector.search.placeholder')}
        maxLength={SELECTOR_SEARCH_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={ready && items.length > 0}
        aria-controls={ready && items.length > 0 ? listId : undefined}
        aria-activedescendant={keys.active >= 0 ? `${listId}-option-${String(keys.active)}` : undefined}
        value={state.searchText}
        onChange={(event) => assetSelector.typeSearch(event.target.value)}
        onKeyDown={(event) => keys.onKeyDown(event, true)}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {state.searchMode && ready ? t('selector.resultCount', { count: items.length }) : ''}
      </p>
      {state.searchMode ? <div className="asset-selector__list">{list()}</div> : <SelectorTabs state={state}>{list()}</SelectorTabs>}
      <CoinDetailsLink item={ready ? items[keys.active] : undefined} onFollow={onLeave} />
    </div>
  );
}
