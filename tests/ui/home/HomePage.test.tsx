// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import type { AccountCard } from '../../../domain/payment/saved-card';
import { renderHubAt } from '../render-hub';

const VISA: AccountCard = { id: 'card-1', brand: 'visa', maskedCardNumber: '**** **** **** 4242', type: 'credit_card', currency: currencyCode('USD') };

const newCustomer = () =>
  renderHubAt('/hub/home', (w) => {
    w.fakes.account.setTotal('0').setFiatWallet('USD', '0').setFiatWallet('EUR', '0').setFiatWallet('GBP', '0', 'not_created');
  });

const guide = () => screen.getByRole('region', { name: 'Get started' });

describe('Home: the first-action guide (spec 000 §2, §4)', () => {
  afterEach(cleanup);

  it('a new customer sees the three steps: account done, fund current, Buy crypto disabled until funded', async () => {
    await newCustomer();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await screen.findByRole('region', { name: 'Get started' });
    const steps = [...guide().querySelectorAll('ol > li')] as HTMLElement[];
    expect(steps.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Create your account, Completed',
      'Fund your account, Current step',
      'Buy crypto, Not started',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    const buy = within(guide()).getByRole('button', { name: 'Buy crypto' });
    expect(buy).toHaveProperty('disabled', true);
    expect(buy.getAttribute('aria-describedby')).toBe(within(guide()).getByText('Fund your account first.').id);
    for (const chip of within(guide()).getAllByRole('button', { name: /^Buy [A-Z]+$/ })) expect(chip).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('region', { name: 'Total balance' })).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Your coins' })).getByText('No coins yet.')).toBeDefined();
  });

  it('a customer without any cash account is told so, and the fund modal offers only the card', async () => {
    await renderHubAt('/hub/home');
    expect(await within(await screen.findByRole('region', { name: 'Cash accounts' })).findByText('No cash account yet.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund your account' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .filter((b) => b.classList.contains('tile')),
    ).toHaveLength(1);
  });

  it('Add payment method opens the fund-account modal: an add-card tile and at most 2 cash account tiles, the native one first', async () => {
    await newCustomer();
    await userEvent.click(await within(await screen.findByRole('region', { name: 'Get started' })).findByRole('button', { name: 'Add payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund your account' });
    const tiles = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.classList.contains('tile'));
    expect(tiles.map((t) => t.querySelector('.tile__text')?.textContent)).toEqual([
      'Add a cardVisa or Mastercard: buy crypto straight away.',
      'USD cash accountBalance $0.00 · Deposit',
      'EUR cash accountBalance €0.00 · Deposit',
    ]);
  });

  it('a cash account not set up opens the cash account setup over the fund-account modal; closing comes back to the tile', async () => {
    const w = await renderHubAt('/hub/home', (w) => {
      w.fakes.account.setTotal('0').setFiatWallet('USD', '0', 'not_created');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add payment method' }));
    const tile = within(await screen.findByRole('dialog', { name: 'Fund your account' })).getByRole('button', { name: /USD cash account/ });
    expect(tile.textContent).toContain('Not set up yet');
    await userEvent.click(tile);
    expect(await screen.findByRole('dialog', { name: 'Set up your USD cash account' })).toBeDefined();
    expect(w.services.cashAccountSetupLauncher.request.getSnapshot()).toEqual({ currency: 'USD' });
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(document.activeElement).toBe(tile));
  });

  it('a cash account tile opens the deposit modal for its currency in place of the fund modal (spec 001 §2)', async () => {
    const w = await newCustomer();
    await userEvent.click(await screen.findByRole('button', { name: 'Add payment method' }));
    const tile = within(await screen.findByRole('dialog', { name: 'Fund your account' })).getByRole('button', { name: /USD cash account/ });
    expect(tile.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(tile);
    expect(await screen.findByRole('dialog', { name: 'Deposit USD' })).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'Fund your account' })).toBeNull();
    expect(w.services.depositLauncher.request.getSnapshot()).toEqual({ currency: 'USD' });
  });

  it('adding a card through the card form completes funding and enables Buy crypto, which opens the drawer on Buy', async () => {
    const w = await newCustomer();
    await userEvent.click(await screen.findByRole('button', { name: 'Add payment method' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Fund your account' })).getByRole('button', { name: /Add a card/ }));
    const form = await screen.findByRole('dialog', { name: 'Add a card' });
    expect(await within(form).findByTitle('Card form of the payment gateway')).toBeDefined();
    w.fakes.payments.completeCardRegistration(VISA);
    await act(async () => {
      w.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' });
      await w.time.until(() => w.services.cardRegistration.state.getSnapshot().phase === 'closed');
      await w.time.advance(0);
    });
    expect(screen.queryByRole('dialog', { name: 'Add a card' })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add payment method' })));
    const buy = await within(guide()).findByRole('button', { name: 'Buy crypto' });
    await act(() => w.time.until(() => !(buy as HTMLButtonElement).disabled));
    expect(
      within(guide())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toContain('Fund your account, Completed');
    await userEvent.click(buy);
    expect(w.services.tradeDrawer.state.getSnapshot()).toMatchObject({ open: true, tab: 'buy', asset: undefined });
  });

  it('a popular coin opens the drawer on that coin once funded', async () => {
    const w = await renderHubAt('/hub/home', (world) => world.fakes.payments.setCards([VISA]));
    const chips = await within(await screen.findByRole('region', { name: 'Get started' })).findAllByRole('button', { name: /^Buy [A-Z]+$/ });
    const first = chips[0];
    if (first === undefined) throw new Error('no popular coin');
    await userEvent.click(first);
    const symbol = first.textContent;
    expect(w.services.tradeDrawer.state.getSnapshot()).toMatchObject({ open: true, tab: 'buy', asset: { kind: 'coin', symbol } });
  });
});

describe('Home after the first purchase: welcome bonus (spec 000 §3, §4)', () => {
  afterEach(cleanup);

  const bought = (usd: string) =>
    renderHubAt('/hub/home', (w) => {
      w.fakes.coins.setTransacted(true);
      w.fakes.rewards.trade(usd);
    });

  it('replaces the guide with the welcome-bonus widget and the trade-more card; the countdown ticks each second', async () => {
    const w = await bought('40');
    const widget = await screen.findByRole('region', { name: 'Welcome bonus' });
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Trade more on the app' })).toBeDefined();
    expect(within(screen.getByRole('region', { name: 'Total balance' })).getByRole('button', { name: 'Buy crypto' })).toBeDefined();
    expect(within(widget).getByText('Buy $100.00 of crypto to earn your reward.')).toBeDefined();
    const bar = within(widget).getByRole('progressbar', { name: 'Welcome bonus progress' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuetext')]).toEqual(['40', '$40.00 of $100.00']);
    expect(within(widget).getByRole('timer').textContent).toBe('Ends in 30d 0h 0m 0s');
    await act(() => w.time.advance(1_000));
    expect(within(widget).getByRole('timer').textContent).toBe('Ends in 29d 23h 59m 59s');
    expect(within(widget).queryByRole('button', { name: 'Claim reward' })).toBeNull();
  });

  it('Claim claims the reward, is locked for 2.5 s, and the widget moves on to the next mission', async () => {
    const w = await bought('100');
    const widget = await screen.findByRole('region', { name: 'Welcome bonus' });
    const claim = within(widget).getByRole('button', { name: 'Claim reward' });
    await userEvent.click(claim);
    expect(await within(widget).findByRole('status')).toHaveProperty('textContent', 'Reward claimed: 10 USD.');
    await act(() => w.time.advance(300));
    expect(within(widget).getByText('Buy $500.00 of crypto to earn your reward.')).toBeDefined();
    expect(within(widget).queryByRole('button', { name: 'Claim reward' })).toBeNull();
    expect(w.fakes.rewards.calls.requests('claimMission')).toEqual([['tier_100']]);
  });

  it('a failed claim says so and offers Try again', async () => {
    const w = await bought('100');
    w.fakes.rewards.calls.failNext('claimMission', { kind: 'network' });
    const widget = await screen.findByRole('region', { name: 'Welcome bonus' });
    await userEvent.click(within(widget).getByRole('button', { name: 'Claim reward' }));
    expect((await within(widget).findByRole('alert')).textContent).toBe('We could not claim your reward.');
    const retry = within(widget).getByRole('button', { name: 'Try again' });
    expect(retry).toHaveProperty('disabled', true);
    await act(() => w.time.advance(2_500));
    expect(retry).toHaveProperty('disabled', false);
  });
});

describe('Home: the baskets held', () => {
  afterEach(cleanup);

  it('a customer holding a basket sees it under Your baskets with its value', async () => {
    await renderHubAt('/hub/home', (w) => {
      w.fakes.baskets.own('blue_chip', { BTC: '0.009', ETH: '0.115' });
    });
    const baskets = await screen.findByRole('region', { name: 'Your baskets' });
    expect(
      within(baskets)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['blue_chip$737.50']);
  });

  it('a customer holding no basket sees no baskets section', async () => {
    const world = await newCustomer();
    await screen.findByRole('region', { name: 'Your coins' });
    await vi.waitFor(() => expect(world.services.balances.state.getSnapshot().baskets).toEqual([]), { timeout: 5_000 });
    expect(world.fakes.baskets.calls.count('listInstances')).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Your baskets' })).toBeNull();
  });
});

describe('Home: holdings at live prices (spec 001 §7)', () => {
  afterEach(cleanup);

  it("a coin holding is valued at the page's live price once the stream has one, without announcing each tick", async () => {
    const w = await renderHubAt('/hub/home', (world) => world.fakes.account.setCoinWallet('BTC', '0.5', '30000'));
    const coins = await screen.findByRole('region', { name: 'Your coins' });
    await within(coins).findByText('$30,000.00');
    expect(w.fakes.priceStream.livePrices.connections).toHaveLength(1);
    act(() => w.fakes.priceStream.pushPrices({ btc: '66604.06' }));
    await act(() => w.time.advance(1_500));
    expect(within(coins).getByText('$33,302.03').closest('[aria-live]')).toBeNull();
  });

  it('the total balance follows the live price of the coins held (cash at the account figure); the coin row shows its icon and leads to its page', async () => {
    const w = await renderHubAt('/hub/home', (world) =>
      world.fakes.account.setTotal('31000').setFiatWallet('USD', '1000').setCoinWallet('BTC', '0.5', '30000'),
    );
    const total = await screen.findByTestId('total-balance');
    await vi.waitFor(() => expect(total.textContent).toBe('$31,000.00'));
    act(() => w.fakes.priceStream.pushPrices({ btc: '66604.06' }));
    await act(() => w.time.advance(1_500));
    expect(total.textContent).toBe('$34,302.03');
    expect(total.closest('[aria-live]')).toBeNull();
    const coins = screen.getByRole('region', { name: 'Your coins' });
    const link = await within(coins).findByRole('link', { name: /^Bitcoin/ });
    expect(link.getAttribute('href')).toBe('/hub/price/bitcoin');
    expect(link.textContent).toBe('Bitcoin0.5 BTC');
    const icon = coins.querySelector('img.coin-icon');
    expect(icon?.getAttribute('src')).toBe('/api/coin-icons/btc.svg');
    expect([icon?.getAttribute('width'), icon?.getAttribute('height'), icon?.getAttribute('loading'), icon?.getAttribute('alt')]).toEqual([
      '32',
      '32',
      'lazy',
      '',
    ]);
  });
});
