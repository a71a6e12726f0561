// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServicesContext } from '../../../ui/base/services-context';
import { HubLayout } from '../../../ui/hub/HubLayout';
import { I18nProvider } from '../../../ui/i18n/I18nProvider';
import { HubTexts } from '../../../ui/hub/HubTexts';
import { hubTestServices } from './hub-test-services';

function Broken(): never {
  throw new Error('page exploded');
}

function renderLayout(path: string) {
  const { services, logger, fakes } = hubTestServices();
  render(
    <ServicesContext.Provider value={services}>
      <I18nProvider>
        <HubTexts>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/hub" element={<HubLayout />}>
                <Route path="market" element={<Broken />} />
                <Route path="more" element={<h1>More page</h1>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </HubTexts>
      </I18nProvider>
    </ServicesContext.Provider>,
  );
  return { logger, analytics: fakes.analytics };
}

describe('HubLayout', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('a page that fails to render shows "something went wrong" inside the shell and reports it', () => {
    const { logger } = renderLayout('/hub/market');
    const panel = screen.getByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
    const [entry, ...rest] = logger.entries('error');
    expect(rest).toEqual([]);
    expect(entry?.event).toBe('render_failed');
    expect(entry?.context?.boundary).toBe('hub');
    expect((entry?.error as Error).message).toBe('page exploded');
  });

  it('navigating away from the failed page renders the next page', async () => {
    renderLayout('/hub/market');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'More' }));
    expect(screen.getByRole('heading', { name: 'More page' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a click on a navigation entry tracks that entry's event (spec 001 §2), and only that one", async () => {
    const { analytics } = renderLayout('/hub/more');
    expect(analytics.events()).toEqual([]);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('link', { name: 'More' }));
    await userEvent.click(nav.getByRole('link', { name: /Staking/ }));
    expect(analytics.events()).toEqual([{ name: 'nav_more_clicked' }, { name: 'nav_staking_clicked' }]);
  });
});
