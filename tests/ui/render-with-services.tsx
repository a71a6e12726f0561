import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AppServices } from '../../application/app-services';
import { DEFAULT_USER } from '../../adapters/fake/fake-session-adapter';
import { createFakeServices } from '../../adapters/wiring/fake';
import { ServicesContext } from '../../ui/base/services-context';
import { I18nProvider } from '../../ui/i18n/I18nProvider';
import { AllHubTexts } from './all-hub-texts';
import { VirtualTime } from '../support/virtual-time';

type FakeUser = NonNullable<NonNullable<Parameters<typeof createFakeServices>[0]['session']>['user']>;

/** The app's services over fakes in virtual time, for a customer (signed in once `ready()` resolves). */
export function fakeApp(user: Partial<FakeUser> = {}) {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now, session: { user: { ...DEFAULT_USER, ...user } as FakeUser } });
  /** Signs in and waits for the customer's configs. */
  const ready = async (): Promise<void> => {
    world.services.customer.start();
    await world.services.signIn.restore();
    await time.until(() => !world.services.customer.state.getSnapshot().loading);
  };
  return { ...world, time, ready };
}

/** Renders inside the services, i18n and a memory router, as the app does. */
export const renderWithServices = (element: ReactElement, services: AppServices, path = '/hub/home') =>
  render(
    <ServicesContext.Provider value={services}>
      <I18nProvider>
        <AllHubTexts>
          <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
        </AllHubTexts>
      </I18nProvider>
    </ServicesContext.Provider>,
  );
