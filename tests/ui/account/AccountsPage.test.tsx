// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORTFOLIO_REFRESH_MS } from '../../../application/account/portfolio-service';
import { renderHubAt } from '../render-hub';

type World = Awaited<ReturnType<typeof renderHubAt>>;

/** A customer with two cash accounts (USD set up, EUR needing setup), BTC and a Blue Chip basket ($737.50). */
const portfolio = () =>
  renderHubAt('/hub/account', (w) => {
    w.fakes.account.setTotal('6237.50').setFiatWallet('USD', '500.00').setFiatWallet('EUR', '0', 'not_created').setCoinWallet('BTC', '0.1', '5000.00');
    w.fakes.baskets.own('blue_chip', { BTC: '0.009', ETH: '0.115' }, 'monthly');
  });

const region = (name: string) => screen.getByRole('region', { name });
const rows = (name: string) =>
  within(region(name))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.holding__name, .held-coin__name')?.textContent + ' ' + row.querySelector('.holding__amount')?.firstChild?.textContent);

async function shown(): Promise<void> {
  await screen.findByText('$6,237.50');
  await screen.findByText('blue_chip');
}

describe('Accounts: the portfolio (/hub/account)', () => {
  afterEach(cleanup);

  it('shows the total and its parts, which add up to it', async () => {
    await portfolio();
    await shown();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accounts');
    expect(within(region('Total balance')).getByTestId('accounts-total').textContent).toBe('$6,237.50');
    expect(rows('Cash accounts')).toEqual(['USD cash account $500.00', 'EUR cash account €0.00']);
    expect(rows('Coins')).toEqual(['Bitcoin $5,000.00']);
    expect(rows('Baskets')).toEqual(['blue_chip $737.50']);
  });

  it('a set-up cash account deposits through the deposit launcher; one needing setup opens the setup', async () => {
    const w = await portfolio();
    await shown();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deposit to USD cash account' }));
    expect(w.services.depositLauncher.request.getSnapshot()).toEqual({ currency: 'USD' });
    expect(await screen.findByRole('dialog', { name: 'Deposit USD' })).toBeDefined();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(region('Cash accounts')).getByText('Needs setup')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Set up EUR cash account' }));
    expect(w.services.cashAccountSetupLauncher.request.getSnapshot()).toEqual({ currency: 'EUR' });
    expect(await screen.findByRole('dialog', { name: 'Set up your EUR cash account' })).toBeDefined();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'History of USD cash account' }).getAttribute('href')).toBe('/hub/transactions/wallet/fiat/USD');
  });

  it('Buy and Sell on a coin or a basket open the trade drawer on it', async () => {
    const w = await portfolio();
    await shown();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sell BTC' }));
    expect(w.services.tradeDrawer.state.getSnapshot()).toMatchObject({ open: true, tab: 'sell', asset: { kind: 'coin', symbol: 'BTC' } });
    act(() => w.services.tradeDrawer.close());
    await user.click(screen.getByRole('button', { name: 'Buy more of blue_chip' }));
    expect(w.services.tradeDrawer.state.getSnapshot()).toMatchObject({ open: true, tab: 'buy', asset: { kind: 'basket' } });
  });

  it('a basket shows its weights, price change, rebalancing and next rebalancing', async () => {
    await portfolio();
    await shown();
    const basket = within(region('Baskets')).getByRole('listitem');
    expect(basket.textContent).toContain('BTC 60%, ETH 40%');
    expect(basket.textContent).toContain('0.00% (24h)');
    expect(within(basket).getByText('Monthly')).toBeDefined();
    expect(within(basket).getByText('Next rebalancing').nextSibling?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('the rebalancing change: choose, Save, the row shows the new interval; Never turns it off', async () => {
    const w = await portfolio();
    await shown();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change rebalancing of blue_chip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebalancing of blue_chip' });
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Monthly' }).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Never' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(region('Baskets')).findByText('Never');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(region('Baskets')).getByText('Not scheduled')).toBeDefined();
    expect(w.fakes.baskets.calls.requests('setRebalancing')).toEqual([[expect.any(String), 'never']]);
  });

  it("a failed rebalancing change says 'something went wrong' and keeps the dialog for another try", async () => {
    const w = await portfolio();
    await shown();
    w.fakes.baskets.calls.failNext('setRebalancing', { kind: 'network' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change rebalancing of blue_chip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebalancing of blue_chip' });
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(() => w.time.until(() => w.services.notices.alert.getSnapshot() !== undefined));
    expect(w.services.notices.alert.getSnapshot()).toMatchObject({ code: 'rebalancing_change' });
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Weekly' }).checked).toBe(true);
  });

  it('reads the account data again every 15 s, so a basket that grew shows with the total that counts it', async () => {
    const w: World = await portfolio();
    await shown();
    w.fakes.account.setTotal('6337.50');
    const id = w.services.balances.state.getSnapshot().baskets?.[0]?.id ?? '';
    w.fakes.baskets.book
      .instance(id)
      ?.holdings.set('ETH', w.fakes.baskets.book.instance(id)?.holdings.get('ETH')?.plus('0.04') ?? w.fakes.baskets.book.price('ETH'));
    await act(() => w.time.advance(PORTFOLIO_REFRESH_MS));
    await screen.findByText('$6,337.50');
    expect(rows('Baskets')).toEqual(['blue_chip $837.50']);
  });

  it("coins are valued at the page's live price and the total moves with them, staying the sum of the parts shown", async () => {
    const w = await portfolio();
    await shown();
    expect(w.fakes.priceStream.livePrices.connections).toHaveLength(1);
    act(() => w.fakes.priceStream.pushPrices({ btc: '51234.567' }));
    await act(() => w.time.advance(1_500));
    expect(rows('Coins')).toEqual(['Bitcoin $5,123.45']);
    expect(screen.getByTestId('accounts-total').textContent).toBe('$6,360.95');
    expect(screen.getByRole('link', { name: /^Bitcoin/ }).getAttribute('href')).toBe('/hub/price/bitcoin');
  });

  it('the basket transfer: portion rules, quick shares, preview, confirm, the 15 s poll, the summary', async () => {
    const w = await portfolio();
    await shown();
    const user = userEvent.setup({ advanceTimers: (ms) => void w.time.advance(ms) });
    await user.click(screen.getByRole('button', { name: 'Transfer blue_chip to your wallets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer from blue_chip' });
    const field = within(dialog).getByLabelText<HTMLInputElement>('Share to transfer (%)');
    const review = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Review transfer' });
    expect(review.disabled).toBe(true);
    await user.type(field, '1.');
    expect(field.value).toBe('1');
    expect(within(dialog).getByText('Use whole numbers only.')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Transfer everything' }));
    expect(field.value).toBe('100');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer 50%' }));
    expect(within(dialog).getByText('Worth $368.75 of $737.50')).toBeDefined();
    await user.click(review);
    await within(dialog).findByText('You are moving 50% of the basket to your wallets:');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['0.0045 BTC', '0.0575 ETH']);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await within(dialog).findByText(/Your transfer is on its way/);
    expect(screen.getByText('A transfer from this basket is in progress.')).toBeDefined();
    await act(() => w.time.advance(30_000));
    await within(dialog).findByText('Transfer complete. These coins are now in your wallets:');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
