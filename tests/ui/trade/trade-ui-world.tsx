import { MemoryRouter } from 'react-router-dom';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { ServicesContext } from '../../../ui/base/services-context';
import { I18nProvider } from '../../../ui/i18n/I18nProvider';
import { HubTexts } from '../../../ui/hub/HubTexts';
import { VirtualTime } from '../../support/virtual-time';

/**
 * Signed-in services over fakes in virtual time, and a render inside the app's providers.
 * happy-dom has no layout: scroll containers report a 600 px viewport so lists virtualise.
 */
export async function tradeUiWorld() {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  const stopCustomer = world.services.customer.start();
  await world.services.signIn.restore();
  await time.until(() => !world.services.customer.state.getSnapshot().loading);
  const renderUi = (element: ReactElement) =>
    render(
      <MemoryRouter>
        <ServicesContext.Provider value={world.services}>
          <I18nProvider>
            <HubTexts>{element}</HubTexts>
          </I18nProvider>
        </ServicesContext.Provider>
      </MemoryRouter>,
    );
  /** Lets virtual time pass inside act, so fetches and debounces settle. */
  const pass = (ms = 0) => act(() => time.advance(ms));
  const settled = () => act(() => time.until(() => world.services.assetSelector.state.getSnapshot().shown.status !== 'loading'));
  return { ...world, time, renderUi, pass, settled, stop: stopCustomer };
}

export function stubLayout(): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
  return () => {
    if (original !== undefined) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
}
