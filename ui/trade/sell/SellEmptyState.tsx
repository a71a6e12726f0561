import { useRef } from 'react';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';

/**
 * Spec 000 §2: the Sell tab when the customer owns no coins and no baskets; Buy crypto switches
 * to the Buy tab. Focus moves to the Buy tab, as the button that had it goes away.
 */
export function SellEmptyState() {
  const { tradeDrawer } = useServices();
  const { t } = useT();
  const section = useRef<HTMLElement>(null);
  const toBuy = () => {
    const dialog = section.current?.closest('[role="dialog"]');
    tradeDrawer.selectTab('buy');
    requestAnimationFrame(() => dialog?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus());
  };
  return (
    <section ref={section} className="sell-empty" aria-labelledby="sell-empty-title">
      <h2 id="sell-empty-title">{t('sell.empty.title')}</h2>
      <p className="hint">{t('sell.empty.body')}</p>
      <button type="button" className="button button--primary" onClick={toBuy}>
        {t('sell.empty.buy')}
      </button>
    </section>
  );
}
