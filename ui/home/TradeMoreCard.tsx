import { useId } from 'react';
import { AppDownloadButton } from '../download/AppDownloadButton';
import { useT } from '../base/i18n/use-t';

/**
 * What replaces the first-action guide beside the welcome bonus once the customer has bought
 * (spec 000 §4 "another home component"). Choice: the 'Trade more on the app' call to action of
 * spec 001 §2, opening the app download modal.
 */
export function TradeMoreCard() {
  const { t } = useT();
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('home.more.title')}</h2>
      <p className="hint">{t('home.more.text')}</p>
      <AppDownloadButton variant="secondary" />
    </section>
  );
}
