import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { type AppServices } from '../../application/app-services';
import { I18nProvider } from '../i18n/i18n';
import { Loader } from '../shared/Loader';
import { NoticeHost } from '../shared/NoticeHost';
import { Toasts } from '../shared/Toasts';
import { ErrorBoundary } from './ErrorBoundary';
import { ServicesContext } from './services-context';
import { SessionRedirect } from './SessionRedirect';

const LoginRoutes = lazy(() => import('../login/LoginRoutes'));
const HubRoutes = lazy(() => import('../hub/HubRoutes'));

export function App({ services }: { readonly services: AppServices }) {
  useEffect(() => {
    void services.signIn.restore();
  }, [services]);
  useEffect(() => services.customer.start(), [services]);
  useEffect(() => services.appDownload.captureLanding(), [services]);
  return (
    <ServicesContext.Provider value={services}>
      <I18nProvider>
        <BrowserRouter>
          <SessionRedirect />
          <ErrorBoundary name="app" logger={services.logger}>
            <Suspense fallback={<Loader />}>
              <Routes>
                <Route path="/login/*" element={<LoginRoutes />} />
                <Route path="/hub/*" element={<HubRoutes />} />
                <Route path="*" element={<Navigate to="/hub/home" replace />} />
              </Routes>
            </Suspense>
          </ErrorBoundary>
          <Toasts />
          <NoticeHost />
        </BrowserRouter>
      </I18nProvider>
    </ServicesContext.Provider>
  );
}
