import { COIN_CATEGORY_TABS, CoinCategory, type ScreenerWindow } from '../../domain/market/coin-category';
import { useT } from '../base/i18n/use-t';

interface Props {
  readonly category: CoinCategory;
  readonly window: ScreenerWindow;
  readonly onCategory: (category: CoinCategory) => void;
  readonly onWindow: (window: ScreenerWindow) => void;
}

const WINDOWS: readonly ScreenerWindow[] = ['24h', '1h'];

/** The category chips (toggle buttons, the current one pressed; data-label reserves its bold width) and, for gainers and losers, the 1h / 24h window. */
export function CategoryChips({ category, window, onCategory, onWindow }: Props) {
  const { t } = useT();
  const windowed = category === CoinCategory.TopGainers || category === CoinCategory.TopLosers;
  return (
    <div className="market-chips">
      <div className="chips" role="group" aria-label={t('market.categories')}>
        {COIN_CATEGORY_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            className="chip"
            aria-pressed={tab === category}
            data-label={t(`market.category.${tab}`)}
            onClick={() => onCategory(tab)}
          >
            {t(`market.category.${tab}`)}
          </button>
        ))}
      </div>
      {windowed && (
        <div className="chips chips--small" role="group" aria-label={t('market.window')}>
          {WINDOWS.map((w) => (
            <button key={w} type="button" className="chip" aria-pressed={w === window} data-label={t(`market.window.${w}`)} onClick={() => onWindow(w)}>
              {t(`market.window.${w}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
