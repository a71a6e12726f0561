// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TradeAsset } from '../../../../application/trade/trade-drawer-service';
import { AssetSelector } from '../../../../ui/trade/asset-selector/AssetSelector';
import { tradeUiWorld, stubLayout } from '../trade-ui-world';

let restoreLayout: () => void;
beforeAll(() => (restoreLayout = stubLayout()));
afterAll(() => restoreLayout());
afterEach(cleanup);

async function openSelector(mode: 'buy' | 'sell', arrange?: (world: Awaited<ReturnType<typeof tradeUiWorld>>) => void | Promise<void>) {
  const world = await tradeUiWorld();
  await arrange?.(world);
  const onSelect = vi.fn<(asset: TradeAsset) => void>();
  const onOpenChange = vi.fn<(open: boolean) => void>();
  world.renderUi(<AssetSelector mode={mode} open onOpenChange={onOpenChange} onSelect={onSelect} />);
  await world.settled();
  const dialog = screen.getByRole('dialog', { name: mode === 'buy' ? 'Buy' : 'Sell' });
  return { ...world, onSelect, onOpenChange, dialog };
}

const search = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Search coins and baskets' });

describe('AssetSelector', () => {
  it('Buy is a drawer titled Buy: search focused, Coins and Baskets tabs, the six screener tabs, a virtualised list', async () => {
    const f = await openSelector('buy');
    expect(document.activeElement).toBe(search(f.dialog));
    expect(within(f.dialog).getByRole('tablist', { name: 'Asset type' })).toBeDefined();
    expect(
      within(f.dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Coins', 'Baskets', 'For you', 'Favourites', 'Top gainers', 'Top losers', 'Recently listed', 'Most traded']);
    const list = within(f.dialog).getByRole('listbox', { name: 'Coins' });
    const options = within(list).getAllByRole('option');
    const total = f.services.assetSelector.state.getSnapshot().shown.coins.length;
    expect(total).toBeGreaterThan(100);
    expect(options.length).toBeLessThan(40);
    expect(options[0]?.getAttribute('aria-setsize')).toBe(String(total));
    f.stop();
  });

  it("a coin's price ticks with the page's one live-prices subscription, opened while the selector shows", async () => {
    const f = await openSelector('buy');
    expect(f.fakes.priceStream.livePrices.connections).toHaveLength(1);
    const bitcoin = within(f.dialog)
      .getAllByRole('option')
      .find((option) => option.textContent.includes('Bitcoin'));
    if (bitcoin === undefined) throw new Error('no Bitcoin option');
    act(() => f.fakes.priceStream.pushPrices({ btc: '70123.45' }));
    await f.pass(1_500);
    expect(bitcoin.textContent).toContain('$70,123.45');
    f.stop();
  });

  it('the search box takes at most 100 characters', async () => {
    const f = await openSelector('buy');
    expect(search(f.dialog).getAttribute('maxlength')).toBe('100');
    f.stop();
  });

  it('a search hides the tabs and, 300 ms later, shows results grouped into coins and baskets', async () => {
    const f = await openSelector('buy');
    fireEvent.change(search(f.dialog), { target: { value: 'eth' } });
    expect(within(f.dialog).queryAllByRole('tab')).toEqual([]);
    expect(within(f.dialog).getByText('Loading…')).toBeDefined();
    await f.pass(300);
    await f.settled();
    const results = within(f.dialog).getByRole('listbox', { name: 'Search results' });
    const coins = within(results).getByRole('group', { name: 'Coins' });
    const baskets = within(results).getByRole('group', { name: 'Baskets' });
    expect(
      within(coins)
        .getAllByRole('option')
        .some((option) => option.textContent.includes('ETH')),
    ).toBe(true);
    expect(within(baskets).getAllByRole('option').length).toBeGreaterThan(0);
    f.stop();
  });

  it('a search without a match says so', async () => {
    const f = await openSelector('buy');
    fireEvent.change(search(f.dialog), { target: { value: 'qqqzzz' } });
    await f.pass(300);
    await f.settled();
    expect(within(f.dialog).getByText(/No results for “qqqzzz”/)).toBeDefined();
    expect(within(f.dialog).queryByRole('listbox')).toBeNull();
    f.stop();
  });

  it('has no Baskets tab when the basket product is off', async () => {
    const f = await openSelector('buy', async (world) => {
      world.fakes.config.productConfig = { ...world.fakes.config.productConfig, basket: { ...world.fakes.config.productConfig.basket, enabled: false } };
      await world.services.customer.reload();
    });
    expect(within(f.dialog).queryByRole('tab', { name: 'Baskets' })).toBeNull();
    expect(within(f.dialog).queryByRole('tablist', { name: 'Asset type' })).toBeNull();
    expect(within(f.dialog).getByRole('tab', { name: 'For you' })).toBeDefined();
    f.stop();
  });

  it('the arrow keys move through the options from the search box and Enter chooses one', async () => {
    const f = await openSelector('buy');
    const box = search(f.dialog);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = f.services.assetSelector.state.getSnapshot().shown.coins[1];
    const activeId = box.getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(activeId)?.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById(activeId)?.textContent).toContain(second?.name);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(f.onSelect).toHaveBeenCalledWith({ kind: 'coin', symbol: second?.symbol });
    expect(f.onOpenChange).toHaveBeenCalledWith(false);
    f.stop();
  });

  it("a coin's page is one Tab away from the option the arrows are on, and one click on its row's details mark; neither chooses it", async () => {
    const f = await openSelector('buy');
    const box = search(f.dialog);
    expect(within(f.dialog).queryByRole('link', { name: /: price and chart$/ })).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const first = f.services.assetSelector.state.getSnapshot().shown.coins[0];
    const link = within(f.dialog).getByRole('link', { name: `${first?.name ?? ''}: price and chart` });
    expect(link.getAttribute('href')).toBe(`/hub/price/${first?.slug ?? ''}`);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = f.services.assetSelector.state.getSnapshot().shown.coins[1];
    expect(within(f.dialog).getByRole('link', { name: `${second?.name ?? ''}: price and chart` })).toBeDefined();
    const row = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    const mark = row?.querySelector('.asset-option__details');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.getAttribute('data-details')).toBe(second?.slug);
    if (mark instanceof HTMLElement) fireEvent.click(mark);
    expect(f.onSelect).not.toHaveBeenCalled();
    expect(f.onOpenChange).toHaveBeenCalledWith(false);
    expect(f.services.tradeDrawer.state.getSnapshot().open).toBe(false);
    f.stop();
  });

  it('the list itself takes Home, End and Space', async () => {
    const f = await openSelector('buy');
    const list = within(f.dialog).getByRole('listbox', { name: 'Coins' });
    fireEvent.focus(list);
    fireEvent.keyDown(list, { key: 'End' });
    const coins = f.services.assetSelector.state.getSnapshot().shown.coins;
    // happy-dom does not scroll (no layout), so the row itself is checked in the browser journey.
    expect(list.getAttribute('aria-activedescendant')).toMatch(new RegExp(`-option-${String(coins.length - 1)}$`));
    fireEvent.keyDown(list, { key: 'Home' });
    fireEvent.keyDown(list, { key: ' ' });
    expect(f.onSelect).toHaveBeenCalledWith({ kind: 'coin', symbol: coins[0]?.symbol });
    f.stop();
  });

  it('a basket of the Baskets tab is chosen by its offer id; a delisted one is marked', async () => {
    const f = await openSelector('buy');
    fireEvent.mouseDown(within(f.dialog).getByRole('tab', { name: 'Baskets' }));
    await f.settled();
    const list = within(f.dialog).getByRole('listbox', { name: 'Baskets' });
    expect(within(list).getByRole('option', { name: /legacy/ }).textContent).toContain('Not available to buy');
    fireEvent.click(within(list).getByRole('option', { name: /blue_chip/ }));
    expect(f.onSelect).toHaveBeenCalledWith({ kind: 'basket', basketId: 'blue_chip' });
    f.stop();
  });

  it('Sell is a modal titled Sell listing only what the customer holds', async () => {
    const f = await openSelector('sell', (world) => {
      world.fakes.account.setCoinWallet('ETH', '2', '5000').setCoinWallet('BTC', '0', '0');
    });
    expect(within(f.dialog).queryByRole('tab', { name: 'For you' })).toBeNull();
    const options = within(within(f.dialog).getByRole('listbox', { name: 'Coins' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('2 ETH')]);
    f.stop();
  });
});
