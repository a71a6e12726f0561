import { NavLink, Outlet } from 'react-router-dom';
import { useServices } from '../app/services-context';
import { useT } from '../i18n/i18n';

export function HubLayout() {
  const { signIn } = useServices();
  const { t } = useT();
  return (
    <div className="hub">
      <header className="hub__header">
        <span className="brand">{t('app.name')}</span>
        <nav aria-label={t('hub.nav.label')}>
          <NavLink to="/hub/home" className="hub__link">
            {t('hub.nav.home')}
          </NavLink>
        </nav>
        <button type="button" className="button button--ghost" onClick={() => void signIn.signOut()}>
          {t('hub.signOut')}
        </button>
      </header>
      <main className="hub__main">
        <Outlet />
      </main>
    </div>
  );
}
