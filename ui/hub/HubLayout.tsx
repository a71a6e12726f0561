import type { CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { stickyTopOffset, listStyleFor } from '../../domain/user/region';
import { ErrorBoundary } from '../shared/ErrorBoundary';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { AppDownloadHost } from '../download/AppDownloadHost';
import { UkRiskDialog } from '../compliance/UkRiskDialog';
import { CoolingOffBanner } from '../shell/CoolingOffBanner';
import { TradeDrawerHost } from '../trade/TradeDrawerHost';
import { DepositModalHost } from '../deposit/DepositModalHost';
import { HubNav, SettingsShortcut } from './HubNav';
import { CashAccountSetupMount } from '../kyc/CashAccountSetupMount';

/**
 * The signed-in shell: header with the navigation, the UK cooling-off banner, and the page, whose
 * rendering errors stay inside it. The root carries the customer's list style (UK or standard) and
 * the sticky top offset of spec 001 §2 for sticky page headers (`--sticky-top`).
 */
export function HubLayout() {
  const { signIn, logger, customer } = useServices();
  const { user } = useStore(customer.state);
  const { t } = useT();
  const { pathname } = useLocation();
  const style = { '--sticky-top': `${String(stickyTopOffset(user?.phoneCountry, pathname))}px` } as CSSProperties;
  return (
    <div className="hub" data-list-style={listStyleFor(user?.phoneCountry)} style={style}>
      <a className="skip-link" href="#main-content">
        {t('hub.skipToContent')}
      </a>
      <header className="hub__header">
        <span className="brand">{t('app.name')}</span>
        <HubNav />
        <div className="hub__actions">
          <SettingsShortcut />
          <button type="button" className="button button--ghost" onClick={() => void signIn.signOut()}>
            {t('hub.signOut')}
          </button>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="hub__main">
        <CoolingOffBanner />
        <ErrorBoundary name="hub" logger={logger} resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <TradeDrawerHost />
      <AppDownloadHost />
      <UkRiskDialog />
      <DepositModalHost />
      <CashAccountSetupMount />
    </div>
  );
}
