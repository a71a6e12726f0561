import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { AppServices, ShellServices } from '../../application/app-services';
import { I18nProvider } from '../i18n/I18nProvider';
import { Loader } from '../shared/Loader';
import { NoticeHost } from '../shell/NoticeHost';
import { Toasts } from '../shared/Toasts';
import { ErrorBoundary } from '../shared/ErrorBoundary';
import { HubLoaderContext, HubServices } from '../base/HubServices';
import { ShellServicesContext } from '../base/services-context';
import { SessionRedirect } from './SessionRedirect';
import { DocumentTitle } from './DocumentTitle';
import { loadHubStylesheet } from './hub-stylesheet';
import { RouteFocus } from './RouteFocus';
import { NOTHING_PREFILLED, type PrefilledForm, PrefilledContext } from '../base/prefilled';
// The sign-in form is the first screen of most visits: it ships in the entry, not behind a lazy route.
import LoginRoutes from '../login/LoginRoutes';

// The hub's routes render once their code and the hub's stylesheet are both there.
const loadHubRoutes = async () => (await Promise.all([import('../hub/HubRoutes'), loadHubStylesheet()]))[0];
const HubRoutes = lazy(loadHubRoutes);
const OnboardingScreens = lazy(() => import('./OnboardingScreens'));

interface Props {
  /** The signed-out shell's services. */
  readonly services: ShellServices;
  /** Loads the hub's services with their code, when a hub route first renders. */
  readonly loadHub: () => Promise<AppServices>;
  /** The router: the browser's address by default; the build's prerender passes a static one. */
  readonly Router?: ComponentType<{ readonly children: ReactNode }>;
  /** What was typed into the prerendered sign-in card before the script ran, by field name. */
  readonly prefilled?: PrefilledForm;
}

export function App({ services, loadHub, Router = BrowserRouter, prefilled = NOTHING_PREFILLED }: Props) {
  useEffect(() => {
    // The composition root may have asked already, before the first render (ui/main.tsx).
    if (!services.signIn.state.getSnapshot().restored) void services.signIn.restore();
  }, [services]);
  useEffect(() => services.customer.start(), [services]);
  useEffect(() => services.appDownload.captureLanding(), [services]);
  // The hub's routes download alongside its services, not after them (a failed download shows when the route renders).
  const loadHubAndRoutes = useCallback(() => {
    loadHubRoutes().catch(() => undefined);
    return loadHub();
  }, [loadHub]);
  return (
    <ShellServicesContext.Provider value={services}>
      <HubLoaderContext.Provider value={loadHubAndRoutes}>
        <I18nProvider>
          <PrefilledContext.Provider value={prefilled}>
            <Router>
              <SessionRedirect />
              <DocumentTitle />
              <RouteFocus />
              <ErrorBoundary name="app" logger={services.logger}>
                <Suspense fallback={<Loader />}>
                  <Routes>
                    <Route path="/login/*" element={<LoginRoutes />} />
                    <Route path="/login/unsupported-country" element={<OnboardingScreens screen="unsupported" />} />
                    <Route path="/signup/*" element={<OnboardingScreens screen="signup" />} />
                    <Route path="/locked" element={<OnboardingScreens screen="locked" />} />
                    <Route
                      path="/hub/*"
                      element={
                        <HubServices>
                          <HubRoutes />
                        </HubServices>
                      }
                    />
                    <Route path="*" element={<Navigate to="/hub/home" replace />} />
                  </Routes>
                </Suspense>
              </ErrorBoundary>
              <Toasts />
              <NoticeHost />
            </Router>
          </PrefilledContext.Provider>
        </I18nProvider>
      </HubLoaderContext.Provider>
    </ShellServicesContext.Provider>
  );
}
