import { NavLink } from 'react-router-dom';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';
import { HUB_NAV } from './hub-nav';
import { NavIcon } from './NavIcon';

/** The hub's main navigation landmark; the active entry gets aria-current="page" from NavLink; a click is tracked. */
export function HubNav() {
  const { t } = useT();
  const { analytics } = useServices();
  return (
    <nav className="hub-nav" aria-label={t('hub.nav.label')}>
      <ul className="hub-nav__list">
        {HUB_NAV.map((entry) => (
          <li key={entry.path} className={`hub-nav__item hub-nav__item--${entry.path}`}>
            <NavLink to={`/hub/${entry.path}`} className="hub-nav__link" onClick={() => analytics.track({ name: entry.clickEvent })}>
              <NavIcon name={entry.icon} />
              <span>{t(entry.labelKey)}</span>
              {entry.isNew && <span className="hub-nav__tag">{t('hub.nav.new')}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Settings as an icon in the header, on phones only (ui/styles/app.css): the bottom bar keeps six
 * entries, wide enough for each language's label on one line (seven cut "Einstellungen",
 * "Configurações" and "Настройки" mid-word where the browser has no hyphenation for the language).
 */
export function SettingsShortcut() {
  const { t } = useT();
  const { analytics } = useServices();
  return (
    <NavLink to="/hub/settings" className="hub__settings" aria-label={t('hub.nav.settings')} onClick={() => analytics.track({ name: 'nav_settings_clicked' })}>
      <NavIcon name="settings" />
    </NavLink>
  );
}
