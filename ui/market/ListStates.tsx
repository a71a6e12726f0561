import { CoinCategory } from '../../domain/market/coin-category';
import { useT } from '../base/i18n/use-t';

/** The list could not be fetched (spec 001 §8: coin list fetch failure, retry). */
export function ListFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="market-state" role="alert">
      <p>{t('market.failed.text')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('market.failed.retry')}
      </button>
    </div>
  );
}

/** Nothing to list: no favourites yet (with the way to all coins), no search match, or an empty screener. */
export function ListEmpty({ category, keyword, onAllCoins }: { readonly category: CoinCategory; readonly keyword: string; readonly onAllCoins: () => void }) {
  const { t } = useT();
  if (keyword !== '') return <p className="market-state">{t('market.empty.search', { keyword })}</p>;
  if (category !== CoinCategory.Favourites) return <p className="market-state">{t('market.empty.category')}</p>;
  return (
    <div className="market-state">
      <h2>{t('market.empty.favourites.title')}</h2>
      <p>{t('market.empty.favourites.hint')}</p>
      <button type="button" className="button" onClick={onAllCoins}>
        {t('market.empty.favourites.action')}
      </button>
    </div>
  );
}
