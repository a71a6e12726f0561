import { formatMoney } from '../../../domain/format/money-format';
import type { LevelUpBanner } from '../../../domain/trade/level-up-banner';
import { useT } from '../../base/i18n/use-t';

/**
 * The level-up banner of the trade drawer (spec 000 §6, decided by domain/trade/level-up-banner.ts):
 * 'joined', the amount saved, the quota reached, the upsell prompt, or the savings banner that
 * replaces it. Choice: the savings banner shows our own text; the server's TMS key is not a
 * key this client has a text for.
 */
export function LevelUpBannerView({ banner, isCoin }: { readonly banner: LevelUpBanner; readonly isCoin: boolean }) {
  const { t, locale } = useT();
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
  return (
    <aside className={`level-up level-up--${banner.kind}`} aria-label={t('buy.banner.label')}>
      <p>{text}</p>
    </aside>
  );
}
