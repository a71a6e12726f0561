// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TradeContainer } from '../../../ui/trade/TradeContainer';
import { fakeApp, renderWithServices } from '../render-with-services';

const PRIME_REGULAR = { prime: { benefit: true, invited: true } };

async function open(user = {}, custom?: React.ReactNode) {
  const app = fakeApp(user);
  await app.ready();
  app.services.tradeDrawer.open({ tab: 'buy' });
  renderWithServices(<TradeContainer custom={custom} />, app.services);
  return app;
}

const openMenu = async (name: RegExp) => {
  const trigger = screen.getByRole('button', { name });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
};

describe('TradeContainer (spec 000 §2)', () => {
  afterEach(cleanup);

  it('Buy offers one-time buy (checked) and, in the app, recurring buy and target price', async () => {
    await open();
    const menu = await openMenu(/^Order type: One-time buy$/);
    expect(within(menu).getByRole('menuitemradio', { name: 'One-time buy' }).getAttribute('aria-checked')).toBe('true');
    const appOnly = within(menu).getAllByRole('menuitem');
    expect(appOnly.map((item) => item.textContent)).toEqual(['Recurring buyApp only', 'Target priceApp only']);
    for (const item of appOnly) expect(item.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('an app-only entry opens the app download modal', async () => {
    const app = await open();
    const menu = await openMenu(/^Order type: One-time buy$/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Recurring buy/ }));
    expect(app.services.appDownload.state.getSnapshot().open).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Sell offers market order (checked) and target price in the app', async () => {
    const app = await open();
    act(() => app.services.tradeDrawer.selectTab('sell'));
    const menu = await openMenu(/^Order type: Market order$/);
    expect(within(menu).getByRole('menuitemradio', { name: 'Market order' }).getAttribute('aria-checked')).toBe('true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Target priceApp only']);
  });

  it('a Prime regular customer gets no recurring buy, and the Prime rates badge', async () => {
    await open(PRIME_REGULAR);
    expect(screen.getByRole('button', { name: 'Prime rates' })).toBeDefined();
    const menu = await openMenu(/^Order type: One-time buy$/);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Target priceApp only']);
  });

  it('the Prime badge shows its tooltip on keyboard focus and describes itself with it', async () => {
    await open(PRIME_REGULAR);
    const badge = screen.getByRole('button', { name: 'Prime rates' });
    for (let presses = 0; presses < 10 && document.activeElement !== badge; presses++) await userEvent.tab();
    expect(document.activeElement).toBe(badge);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('As a Prime member you trade at Prime rates');
    expect(badge.getAttribute('aria-describedby')).toBe(tooltip.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a regular customer sees no Prime badge', async () => {
    await open();
    expect(screen.queryByRole('button', { name: 'Prime rates' })).toBeNull();
  });

  it('tabs follow the trade-drawer service: Buy is tab 0, Sell tab 1', async () => {
    const app = await open();
    const tabs = within(screen.getByRole('tablist', { name: 'Buy or sell' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Buy', 'Sell']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Sell' }));
    expect(app.services.tradeDrawer.state.getSnapshot().tab).toBe('sell');
    act(() => app.services.tradeDrawer.open({ reset: true }));
    expect(screen.getByRole('tab', { name: 'Buy' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the optional custom component under the tab content', async () => {
    await open({}, <p>Level up to save on fees</p>);
    expect(screen.getByText('Level up to save on fees')).toBeDefined();
  });
});
