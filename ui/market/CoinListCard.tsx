import { useEffect, useMemo } from 'react';
import { marketPageView, showsFavouritesOnly } from '../../application/market/market-list-view';
import { CoinCategory } from '../../domain/market/coin-category';
import type { CurrencyCode } from '../../domain/money/currency';
import { SELECTOR_SEARCH_MAX_LENGTH } from '../../domain/market/coin-search';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { usePhoneLayout } from '../base/use-media-query';
import { useT } from '../base/i18n/use-t';
import { Loader } from '../shared/Loader';
import { CategoryChips } from './CategoryChips';
import { CoinRows } from './CoinRows';
import { CoinTable } from './CoinTable';
import { ListEmpty, ListFailed } from './ListStates';
import { Pagination } from './Pagination';
import { SortMenu } from './SortMenu';
import { StaleNote } from './StaleNote';
import { useMarketFormats } from './use-market-formats';

/**
 * The coin list card (spec 001 §2): search, category chips, the table (rows and a sort menu on a
 * phone), pagination above one page, the favourites empty state and the retry view. The toolbar
 * sticks under the header at the spec's offset (`--sticky-top`, HubLayout).
 */
export function CoinListCard({ currency }: { readonly currency: CurrencyCode }) {
  const { marketList, favourites } = useServices();
  const state = useStore(marketList.state);
  const favouriteState = useStore(favourites.state);
  const phone = usePhoneLayout();
  const formats = useMarketFormats(currency);
  const { t } = useT();
  const searching = state.keyword !== '';
  const favouritesOnly = showsFavouritesOnly(state.category, searching);
  const view = useMemo(
    () => marketPageView(state.coins, favouritesOnly ? favouriteState.favourites : undefined, state.page),
    [state.coins, favouritesOnly, favouriteState.favourites, state.page],
  );
  useEffect(() => {
    if (state.status === 'ready' && !phone) void marketList.loadSparklines(view.rows);
  }, [marketList, state.status, phone, view.rows]);

  const favouritesFailed = favouritesOnly && favouriteState.status === 'failed';
  // A new category, window or search keeps the list on screen, dimmed and busy, until the new one arrives: no flash of a spinner, nothing mounted twice.
  const refreshing = state.status === 'loading' && state.coins.length > 0;
  const loading =
    state.status === 'waiting' || (state.status === 'loading' && !refreshing) || (favouritesOnly && favouriteState.status !== 'ready' && !favouritesFailed);
  const retry = () => {
    marketList.retry();
    void favourites.load();
  };
  return (
    <section className="card market-card" aria-labelledby="market-title">
      <div className="market-card__toolbar">
        <h1 id="market-title">{t('market.title')}</h1>
        <StaleNote />
        <input
          type="search"
          className="market-search"
          aria-label={t('market.search.label')}
          placeholder={t('market.search.placeholder')}
          maxLength={SELECTOR_SEARCH_MAX_LENGTH}
          value={state.searchText}
          onChange={(event) => marketList.typeSearch(event.target.value)}
        />
        {!searching && (
          <CategoryChips
            category={state.category}
            window={state.window}
            onCategory={(c) => marketList.selectCategory(c)}
            onWindow={(w) => marketList.selectWindow(w)}
          />
        )}
        {phone && <SortMenu sort={state.sort} onSort={(sort) => marketList.setSort(sort)} />}
      </div>
      <div className="market-card__list" aria-busy={refreshing}>
        {state.status === 'failed' || favouritesFailed ? (
          <ListFailed onRetry={retry} />
        ) : loading ? (
          <Loader />
        ) : view.total === 0 ? (
          <ListEmpty category={state.category} keyword={state.keyword} onAllCoins={() => marketList.selectCategory(CoinCategory.AllCoins)} />
        ) : phone ? (
          <CoinRows rows={view.rows} total={view.total} formats={formats} />
        ) : (
          <CoinTable
            rows={view.rows}
            total={view.total}
            sort={state.sort}
            onSort={(key) => marketList.sortBy(key)}
            formats={formats}
            sparklines={state.sparklines}
          />
        )}
      </div>
      {state.status === 'ready' && view.showPagination && (
        <Pagination page={view.page} pageCount={view.pageCount} onPage={(page) => marketList.goToPage(page)} />
      )}
    </section>
  );
}
