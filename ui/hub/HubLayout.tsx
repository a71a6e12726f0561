import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { useServices } from '../app/services-context';
import { useT } from '../i18n/i18n';
import { AppDownloadHost } from '../download/AppDownloadHost';
import { TradeDrawerHost } from '../trade/TradeDrawerHost';
import { HubNav } from './HubNav';

/** The signed-in shell: header with the navigation, and the page, whose rendering errors stay inside it. */
export function HubLayout() {
  const { signIn, logger } = useServices();
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <div className="hub">
      <header className="hub__header">
        <span className="brand">{t('app.name')}</span>
        <HubNav />
        <button type="button" className="button button--ghost" onClick={() => void signIn.signOut()}>
          {t('hub.signOut')}
        </button>
      </header>
      <main className="hub__main">
        <ErrorBoundary name="hub" logger={logger} resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <TradeDrawerHost />
      <AppDownloadHost />
    </div>
  );
}
