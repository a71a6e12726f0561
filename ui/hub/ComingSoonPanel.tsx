import { useId } from 'react';
import { useT } from '../base/i18n/use-t';
import { AppDownloadButton } from '../download/AppDownloadButton';

/** What a hub route not built for the web yet shows instead of a blank page: its title, a notice and the app download. */
export function ComingSoonPanel({ title }: { readonly title: string }) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section className="card coming-soon" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <p className="coming-soon__lead">{t('hub.soon.lead')}</p>
      <p className="hint">{t('hub.soon.hint')}</p>
      <AppDownloadButton />
    </section>
  );
}
