import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServicesContext } from '../../ui/base/services-context';
import HubRoutes from '../../ui/hub/HubRoutes';
import { I18nProvider } from '../../ui/i18n/I18nProvider';
import type { AppServices } from '../../application/app-services';
import { fakeWorld } from '../support/fake-world';

type World = Awaited<ReturnType<typeof fakeWorld>>;

/** The hub's routes at `path` over the services given. */
export function renderHubOver(services: AppServices, path: string): void {
  render(
    <ServicesContext.Provider value={services}>
      <I18nProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/hub/*" element={<HubRoutes />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </ServicesContext.Provider>,
  );
}

/** The hub at `path` over the fake services (signed in, virtual time from epoch 0, `options` for the fakes), arranged first. */
export async function renderHubAt(path: string, arrange: (world: World) => void = () => undefined, options?: Parameters<typeof fakeWorld>[0]): Promise<World> {
  const world = await fakeWorld(options);
  arrange(world);
  world.services.customer.start();
  renderHubOver(world.services, path);
  return world;
}
