// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../../application/app-services';
import { HUB_NAV } from '../../../ui/hub/hub-nav';
import { hubTestServices } from './hub-test-services';
import { renderHubOver } from '../render-hub';

vi.mock('lightweight-charts', () => import('../coin/fake-lightweight-charts'));

/** Spec 001 §2's route table: the nav entries' paths and their US labels, in order. */
const SPEC_NAV = [
  ['home', 'Home'],
  ['market', 'Market'],
  ['account', 'Accounts'],
  ['predict', 'Predict'],
  ['staking', 'Staking'],
  ['more', 'More'],
  ['settings', 'Settings'],
] as const;

async function renderHub(path: string): Promise<AppServices> {
  const { services } = hubTestServices();
  await services.signIn.restore();
  renderHubOver(services, path);
  return services;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('hub shell', () => {
  afterEach(cleanup);

  it('has one navigation entry per spec route, with its US label, in order', () => {
    expect(HUB_NAV.map((entry) => [entry.path, entry.usLabel])).toEqual(SPEC_NAV);
  });

  it('the nav landmark lists the entries as links, staking with a "new" tag', async () => {
    await renderHub('/hub/home');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SPEC_NAV.map(([path]) => `/hub/${path}`));
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Market', 'Accounts', 'Predict', 'StakingNew', 'More', 'Settings']);
    expect(within(nav()).getByRole('link', { name: 'Staking New' })).toBeDefined();
    expect(within(nav()).getAllByText('New')).toHaveLength(1);
  });

  it('/hub goes to /hub/home, whose entry is the current page', async () => {
    await renderHub('/hub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Home']);
  });

  it('/hub/settings is the Settings page, with the language choice', async () => {
    await renderHub('/hub/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Display language' })).toBeDefined();
    expect(within(nav()).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
  });

  it('a skip link, the first thing the keyboard reaches, leads to the main content (WCAG 2.4.1)', async () => {
    await renderHub('/hub/market');
    await screen.findByRole('heading', { level: 1, name: 'Market' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    const target = document.querySelector(skip.getAttribute('href') ?? '-');
    expect(target?.tagName).toBe('MAIN');
    expect(target?.getAttribute('tabindex')).toBe('-1');
  });

  it('/hub/market is the Market page (its coin list card: tests/ui/market)', async () => {
    await renderHub('/hub/market');
    expect(await screen.findByRole('heading', { level: 1, name: 'Market' })).toBeDefined();
    expect(within(nav()).getByRole('link', { name: 'Market' }).getAttribute('aria-current')).toBe('page');
  });

  it.each(SPEC_NAV.filter(([path]) => !['home', 'settings', 'account', 'more', 'market'].includes(path)))(
    '/hub/%s shows its title and the coming-soon panel with the app download',
    async (path, label) => {
      await renderHub(`/hub/${path}`);
      expect(screen.getByRole('heading', { level: 1, name: label })).toBeDefined();
      expect(screen.getByText('Coming soon in the web app')).toBeDefined();
      expect(screen.getByRole('button', { name: 'Get the app' }).getAttribute('aria-haspopup')).toBe('dialog');
      expect(
        within(nav())
          .getByRole('link', { name: new RegExp(`^${label}`) })
          .getAttribute('aria-current'),
      ).toBe('page');
    },
  );

  it("the coming-soon panel's app download opens the app download modal", async () => {
    const services = await renderHub('/hub/staking');
    await userEvent.click(screen.getByRole('button', { name: 'Get the app' }));
    expect(await screen.findByRole('dialog', { name: 'Get the Crypto app' })).toBeDefined();
    expect(services.appDownload.state.getSnapshot().open).toBe(true);
  });

  it('the coin detail route shows the coin page and has no current nav entry', async () => {
    const services = await renderHub('/hub/price/bitcoin');
    services.customer.start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitcoin price' })).toBeDefined();
    expect(
      within(nav())
        .getAllByRole('link')
        .some((link) => link.hasAttribute('aria-current')),
    ).toBe(false);
  });

  it('a hidden route shows the coming-soon panel, its section entry current', async () => {
    await renderHub('/hub/predict/sports');
    expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeDefined();
    expect(within(nav()).getByRole('link', { name: 'Predict' }).getAttribute('aria-current')).toBe('page');
  });

  it('choosing an entry navigates to it and moves aria-current', async () => {
    await renderHub('/hub/market');
    await userEvent.click(within(nav()).getByRole('link', { name: /^Staking/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Staking' })).toBeDefined();
    expect(
      within(nav())
        .getByRole('link', { name: /^Staking/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav()).getByRole('link', { name: 'Market' }).hasAttribute('aria-current')).toBe(false);
  });
});
