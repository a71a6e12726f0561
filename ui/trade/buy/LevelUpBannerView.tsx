import { Link } from 'react-router-dom';
import { formatMoney } from '../../../domain/format/money-format';
import { useServices } from '../../base/services-context';
import type { LevelUpBanner } from '../../../domain/trade/level-up-banner';
import { useT } from '../../base/i18n/use-t';

/**
 * The level-up banner of the trade drawer (spec 000 §6, decided by domain/trade/level-up-banner.ts):
 * 'joined', the amount saved, the quota reached, the upsell prompt, or the savings banner that
 * (the upsell, the savings banner and 'joined' lead to the Level Up page, closing the drawer)
 * replaces it. Choice: the savings banner shows our own text; the server's TMS key is not a
 * key this client has a text for.
 */
/** The Level Up page (spec 001 §2, hidden from the navigation). */
const LEVEL_UP_PATH = '/hub/level-up/subscription';

export function LevelUpBannerView({ banner, isCoin }: { readonly banner: LevelUpBanner; readonly isCoin: boolean }) {
  const { t, locale } = useT();
  const { tradeDrawer } = useServices();
  const text = (() => {
    switch (banner.kind) {
      case 'hidden':
        return undefined;
      case 'savings':
        return t('buy.banner.savings');
      case 'quota_reached':
        return t('buy.banner.quota');
      case 'waived_amount':
        return t('buy.banner.waived', { amount: formatMoney(banner.amount, banner.currency, isCoin, locale) });
      case 'joined':
        return t('buy.banner.joined');
      case 'upsell':
        return t('buy.banner.upsell');
    }
  })();
  if (text === undefined) return null;
  const link = banner.kind === 'upsell' || banner.kind === 'savings' ? t('buy.banner.seePlans') : banner.kind === 'joined' ? t('buy.banner.manage') : undefined;
  return (
    <aside className={`level-up level-up--${banner.kind}`} aria-label={t('buy.banner.label')}>
      <p>{text}</p>
      {link !== undefined && (
        <Link className="level-up__link" to={LEVEL_UP_PATH} onClick={() => tradeDrawer.close()}>
          {link}
        </Link>
      )}
    </aside>
  );
}
