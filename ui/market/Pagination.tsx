import { useT } from '../base/i18n/use-t';

/** Previous / next and where the customer is; shown only above the minimum count (MarketPageView.showPagination). */
export function Pagination({ page, pageCount, onPage }: { readonly page: number; readonly pageCount: number; readonly onPage: (page: number) => void }) {
  const { t } = useT();
  return (
    <nav className="market-pages" aria-label={t('market.pages')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('market.page.previous')}
      </button>
      <span className="numeric" aria-current="page">
        {t('market.page.of', { page, count: pageCount })}
      </span>
      <button type="button" className="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('market.page.next')}
      </button>
    </nav>
  );
}
