// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { CATEGORY_MEMORY_KEY } from '../../../application/market/market-list-service';
import { LIVE_PRICE_BATCH_MS } from '../../../domain/market/live-price-batch';
import { renderHubAt } from '../render-hub';

type World = Awaited<ReturnType<typeof renderHubAt>>;

async function market(arrange?: Parameters<typeof renderHubAt>[1]): Promise<World> {
  const w = await renderHubAt('/hub/market', arrange);
  await screen.findByRole('heading', { level: 1, name: 'Market' });
  await w.time.until(() => screen.queryAllByRole('row').length > 1);
  return w;
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const assetNames = () => bodyRows().map((row) => within(row).getByRole('rowheader').querySelector('.market-asset__name')?.textContent);
const chip = (name: string) => screen.getByRole('button', { name });

describe('market page /hub/market (spec 001 §2 coin list card and table)', () => {
  afterEach(cleanup);

  it('lists 100 coins a page by 24h volume, each linking to its coin page, with pagination because the list is longer', async () => {
    await market();
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('101');
    // Only the rows in the window are in the page, each with its place in the table.
    const indexes = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(indexes.length).toBeGreaterThan(10);
    expect(indexes.length).toBeLessThan(40);
    expect(indexes).toEqual(indexes.map((_, i) => i + 2));
    const first = bodyRows()[0];
    if (first === undefined) throw new Error('no row');
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/hub\/price\/[a-z0-9-]+$/);
    expect(screen.getByRole('columnheader', { name: /Volume \(24h\)/ }).getAttribute('aria-sort')).toBe('descending');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText(/^Page 1 of \d$/)).toBeDefined();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(within(pages).getByText(/^Page 2 of \d$/)).toBeDefined();
  });

  it('renders the rows the window reaches as the page scrolls, and keeps the focused row while it is scrolled away', async () => {
    await market();
    const firstRow = bodyRows()[0];
    if (firstRow === undefined) throw new Error('no row');
    within(firstRow).getByRole('link').focus();
    await act(async () => {
      window.scrollTo(0, 49 * 70);
      window.dispatchEvent(new Event('scroll'));
      await Promise.resolve();
    });
    const indexes = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(indexes).toContain(2 + 70);
    expect(indexes[0]).toBe(2);
    expect(document.activeElement).toBe(within(firstRow).getByRole('link'));
    await act(async () => {
      (document.activeElement as HTMLElement).blur();
      await Promise.resolve();
    });
    expect(Number(bodyRows()[0]?.getAttribute('aria-rowindex'))).toBeGreaterThan(40);
    await act(async () => {
      window.scrollTo(0, 0);
      window.dispatchEvent(new Event('scroll'));
      await Promise.resolve();
    });
  });

  it('sorts by a column header, the same header again the other way', async () => {
    await market();
    await userEvent.click(screen.getByRole('button', { name: /^Asset/ }));
    expect(screen.getByRole('columnheader', { name: /^Asset/ }).getAttribute('aria-sort')).toBe('ascending');
    const names = assetNames().map((n) => (n ?? '').toLowerCase());
    expect(names).toEqual([...names].sort());
    await userEvent.click(screen.getByRole('button', { name: /^Asset/ }));
    expect(screen.getByRole('columnheader', { name: /^Asset/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('a new category keeps the list on screen, dimmed and busy, until its coins arrive (no spinner in between)', async () => {
    const w = await market();
    const held = w.fakes.coins.calls.holdNext('getScreener');
    await userEvent.click(chip('Top gainers'));
    await w.time.until(() => held.started);
    expect(document.querySelector('.loader')).toBeNull();
    expect(bodyRows().length).toBeGreaterThan(10);
    expect(screen.getByRole('table').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      held.release();
      await Promise.resolve();
    });
    await w.time.until(() => screen.getByRole('table').closest('[aria-busy]')?.getAttribute('aria-busy') === 'false');
    expect(bodyRows().length).toBeGreaterThan(0);
  });

  it('remembers the chosen category for the page in tab storage', async () => {
    const w = await market();
    await userEvent.click(chip('Top losers'));
    expect(chip('Top losers').getAttribute('aria-pressed')).toBe('true');
    expect(
      within(screen.getByRole('group', { name: 'Change window' }))
        .getByRole('button', { name: '24h' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(JSON.parse(w.fakes.tabStorage.get(CATEGORY_MEMORY_KEY) ?? '{}')).toEqual({ '/hub/market': 'TopLosers' });
  });

  it('favourites: the empty state leads to all coins; a star adds at once; a refused removal returns the row with a try-later notice', async () => {
    const w = await market();
    await userEvent.click(chip('Favourites'));
    await screen.findByRole('heading', { name: 'No favourites yet' });
    await userEvent.click(screen.getByRole('button', { name: 'See all coins' }));
    await w.time.until(() => screen.queryAllByRole('row').length > 1);
    const firstName = assetNames()[0] ?? '';
    await userEvent.click(screen.getByRole('button', { name: `Favourite ${firstName}` }));
    await userEvent.click(chip('Favourites'));
    await w.time.until(() => screen.queryAllByRole('row').length === 2);
    w.fakes.coins.calls.failNext('removeFavourites', businessError('coin_not_found'));
    await userEvent.click(screen.getByRole('button', { name: `Favourite ${firstName}` }));
    await vi.waitFor(() =>
      expect(w.services.toasts.toasts.getSnapshot()).toMatchObject([{ kind: 'notice', notice: { message: { key: 'web_error_try_later' } } }]),
    );
    expect(assetNames()).toEqual([firstName]);
  });

  it('a search waits 300 ms after typing, hides the chips, and says when nothing matches', async () => {
    const w = await market();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search coins' }), 'zzzz');
    expect(screen.queryByRole('group', { name: 'Coin categories' })).not.toBeNull();
    await act(() => w.time.advance(300));
    await screen.findByText('No coins match “zzzz”.');
    expect(screen.queryByRole('group', { name: 'Coin categories' })).toBeNull();
  });

  it('a failed list shows the retry view; Try again loads it', async () => {
    const w = await renderHubAt('/hub/market', (world) => world.fakes.coins.calls.failNext('getCoinList', { kind: 'timeout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await w.time.until(() => screen.queryAllByRole('row').length > 1);
  });

  it("a row's link opens the coin's page in the app; with a modifier key the click stays the browser's", async () => {
    await market();
    const first = bodyRows()[0];
    if (first === undefined) throw new Error('no row');
    const link = within(first).getByRole('link');
    const name = link.querySelector('.market-asset__name')?.textContent ?? '';
    expect(name).not.toBe('');
    // Heard after the list had its say (the event bubbles to the document last), then kept from moving the shared window.
    let leftToBrowser: boolean | undefined;
    const keepWindow = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', keepWindow);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', keepWindow);
    expect(leftToBrowser).toBe(true);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: `${name} price` })).toBeDefined();
  });

  it('prices tick live from the one shared stream, in batches; silence marks them stale until fresh prices come', async () => {
    const w = await market();
    expect(w.fakes.priceStream.livePrices.connections).toHaveLength(1);
    const first = bodyRows()[0];
    if (first === undefined) throw new Error('no row');
    const id = w.services.marketList.state.getSnapshot().coins[0]?.id ?? '';
    act(() => w.fakes.priceStream.pushPrices({ [id]: '12345.678|-3.5' }));
    await act(() => w.time.advance(LIVE_PRICE_BATCH_MS));
    expect(within(first).getByTestId('market-price').textContent).toBe('$12,345.68');
    expect(within(first).getByText('down 3.50%')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('');
    await act(() => w.time.advance(60_000));
    expect(screen.getByRole('status').textContent).toBe('Prices may be out of date. Reconnecting…');
  });
});
