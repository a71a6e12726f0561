import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ServicesContext } from '../../../../ui/base/services-context';
import { I18nProvider } from '../../../../ui/i18n/I18nProvider';
import { HubTexts } from '../../../../ui/hub/HubTexts';
import { BuyWidget } from '../../../../ui/trade/buy/BuyWidget';
import { createBuyFixture } from '../../../support/buy-fixture';

/**
 * The Buy widget rendered (inside a router, as in the hub) over the testers' composition root in virtual time: a signed-in
 * customer with a 1,000 USD cash account; `arrange` sets up the fakes before anything loads.
 */
export async function renderBuyWidget(arrange?: (f: ReturnType<typeof createBuyFixture>) => void) {
  const f = createBuyFixture();
  arrange?.(f);
  await f.services.signIn.restore();
  const stopCustomer = f.services.customer.start();
  const ui = (element: ReactElement) =>
    render(
      <ServicesContext.Provider value={f.services}>
        <I18nProvider>
          <MemoryRouter>
            <HubTexts>{element}</HubTexts>
          </MemoryRouter>
        </I18nProvider>
      </ServicesContext.Provider>,
    );
  const view = ui(<BuyWidget />);
  /** Lets virtual time pass inside act, so fetches and timers settle. */
  const pass = (ms = 0) => act(() => f.time.advance(ms));
  const until = (condition: () => boolean) => act(() => f.time.until(condition));
  await until(() => f.state().sourcesLoaded && f.state().pairRate !== undefined && !f.state().fees.loading);
  const buyButton = () => screen.getByRole('button', { name: 'Buy' });
  return { ...f, view, pass, until, buyButton, stop: () => (view.unmount(), stopCustomer()) };
}
