import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServicesContext } from '../../ui/base/services-context';
import HubRoutes from '../../ui/hub/HubRoutes';
import { I18nProvider } from '../../ui/i18n/I18nProvider';
import { fakeWorld } from '../support/fake-world';

type World = Awaited<ReturnType<typeof fakeWorld>>;

/** The hub at `path` over the fake services (signed in, virtual time from epoch 0), arranged first. */
export async function renderHubAt(path: string, arrange: (world: World) => void = () => undefined): Promise<World> {
  const world = await fakeWorld();
  arrange(world);
  world.services.customer.start();
  render(
    <ServicesContext.Provider value={world.services}>
      <I18nProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/hub/*" element={<HubRoutes />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </ServicesContext.Provider>,
  );
  return world;
}
