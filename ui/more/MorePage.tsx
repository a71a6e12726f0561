import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { showsFullLegalFooter } from '../../domain/user/region';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { AppDownloadButton } from '../download/AppDownloadButton';
import { moreMessagesEn } from './messages.en';

/** The English texts this screen shows: they load with it (ui/shared/lazy-screen.tsx). */
export const texts = moreMessagesEn;

/**
 * /hub/more (spec 001 §2, §6): settings, learning (the crypto guide), help, the app download and
 * the legal footer; customers whose phone country is USA or CAN see the fuller legal text with the
 * statement link. Help points to the guide, the app's support chat and, for non-Prime customers,
 * the external assistant (AssistantLinkService).
 */
export default function MorePage() {
  const { customer, assistantLink } = useServices();
  const { user, loading } = useStore(customer.state);
  const assistant = useStore(assistantLink.state);
  useEffect(() => {
    if (!loading && user !== undefined) void assistantLink.load();
  }, [assistantLink, loading, user]);
  const { t } = useT();
  const full = showsFullLegalFooter(user?.phoneCountry);
  return (
    <div className="stack more">
      <h1>{t('more.title')}</h1>
      <section className="card" aria-labelledby="more-settings">
        <h2 id="more-settings">{t('more.settings.title')}</h2>
        <p>{t('more.settings.text')}</p>
        <Link className="button button--ghost" to="/hub/settings">
          {t('more.settings.link')}
        </Link>
      </section>
      <section className="card" aria-labelledby="more-learn">
        <h2 id="more-learn">{t('more.learn.title')}</h2>
        <p>{t('more.learn.text')}</p>
        <Link className="button button--ghost" to="/hub/knowledge/guide">
          {t('more.learn.link')}
        </Link>
      </section>
      <section className="card" aria-labelledby="more-help">
        <h2 id="more-help">{t('more.help.title')}</h2>
        <p>{t('more.help.text')}</p>
        {assistant.status === 'ready' && (
          <>
            <p>{t('more.help.assistantText')}</p>
            <a className="button button--ghost" href={assistant.url} target="_blank" rel="noopener noreferrer" aria-label={t('more.help.assistantName')}>
              {t('more.help.assistant')}
            </a>
          </>
        )}
      </section>
      <section className="card" aria-labelledby="more-app">
        <h2 id="more-app">{t('more.app.title')}</h2>
        <p>{t('more.app.text')}</p>
        <AppDownloadButton />
      </section>
      <section className="card more__legal" aria-labelledby="more-legal">
        <h2 id="more-legal">{t('more.legal.title')}</h2>
        <p className="hint">{t('more.legal.text')}</p>
        {full && (
          <>
            <p className="hint" data-testid="full-legal">
              {t('more.legal.full')}
            </p>
            <Link to="/hub/knowledge/guide#risk-statement">{t('more.legal.statement')}</Link>
          </>
        )}
      </section>
    </div>
  );
}
