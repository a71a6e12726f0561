import { useId } from 'react';
import { LanguageSetting } from './LanguageSetting';
import { useT } from '../base/i18n/use-t';

/** /hub/settings (spec 000 §2): the customer's preferences; the display language first. */
export function SettingsPage() {
  const { t } = useT();
  const headingId = useId();
  return (
    <div className="stack">
      <h1>{t('settings.title')}</h1>
      <section className="card settings" aria-labelledby={headingId}>
        <h2 id={headingId} className="card__label">
          {t('settings.language.heading')}
        </h2>
        <LanguageSetting />
      </section>
    </div>
  );
}
