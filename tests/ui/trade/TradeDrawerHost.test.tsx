// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TradeDrawerHost } from '../../../ui/trade/TradeDrawerHost';
import { fakeApp, renderWithServices } from '../render-with-services';

async function host() {
  const app = fakeApp();
  await app.ready();
  renderWithServices(
    <>
      <button type="button" onClick={() => app.services.tradeDrawer.open({ presentation: 'modal' })}>
        Open as modal
      </button>
      <TradeDrawerHost />
    </>,
    app.services,
  );
  return app;
}

describe('TradeDrawerHost: the trade container as a drawer or a modal', () => {
  afterEach(cleanup);

  it('shows nothing until opened; a drawer by default', async () => {
    const app = await host();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => app.services.tradeDrawer.open());
    const drawer = await screen.findByRole('dialog', { name: 'Trade' });
    expect(drawer.className).toBe('drawer');
    expect(within(drawer).getByRole('tablist', { name: 'Buy or sell' })).toBeDefined();
  });

  it('as a modal, with the same container; Escape closes it through the service and focus goes back', async () => {
    const app = await host();
    const opener = screen.getByRole('button', { name: 'Open as modal' });
    await userEvent.click(opener);
    const modal = await screen.findByRole('dialog', { name: 'Trade' });
    expect(modal.className).toBe('modal modal--sheet');
    expect(within(modal).getByRole('button', { name: 'Order type: One-time buy' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    expect(app.services.tradeDrawer.state.getSnapshot().open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(opener);
  });
});
