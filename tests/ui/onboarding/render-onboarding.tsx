import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AppServices } from '../../../application/app-services';
import { ServicesContext } from '../../../ui/base/services-context';
import { AllHubTexts } from '../all-hub-texts';
import { I18nProvider } from '../../../ui/i18n/I18nProvider';
import LockedPage from '../../../ui/onboarding/LockedPage';
import SignupRoutes from '../../../ui/onboarding/SignupRoutes';
import UnsupportedCountryPage from '../../../ui/onboarding/UnsupportedCountryPage';
import { RouteGate } from '../../../ui/shared/RouteGate';

/** Where the router is: the test reads it from the page. */
function Location({ label }: { readonly label: string }) {
  const location = useLocation();
  return <p data-testid="location">{`${label} ${location.pathname}${location.search}`}</p>;
}

/** The app's routes outside /login's own pages, over the given services, at `path` (as ui/app/App mounts them). */
export const renderOnboardingAt = (services: AppServices, path: string) =>
  render(
    <ServicesContext.Provider value={services}>
      <I18nProvider>
        <AllHubTexts>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/login" element={<Location label="login" />} />
              <Route path="/login/passcode" element={<Location label="login" />} />
              <Route
                path="/login/unsupported-country"
                element={
                  <RouteGate>
                    <UnsupportedCountryPage />
                  </RouteGate>
                }
              />
              <Route path="/signup/*" element={<SignupRoutes />} />
              <Route path="/locked" element={<LockedPage />} />
              <Route
                path="/hub/*"
                element={
                  <RouteGate>
                    <Location label="hub" />
                  </RouteGate>
                }
              />
            </Routes>
          </MemoryRouter>
        </AllHubTexts>
      </I18nProvider>
    </ServicesContext.Provider>,
  );
