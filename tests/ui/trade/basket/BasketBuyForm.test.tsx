// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BasketBuyForm } from '../../../../ui/trade/basket/BasketBuyForm';
import { tradeUiWorld, stubLayout } from '../trade-ui-world';

let restoreLayout: () => void;
beforeAll(() => (restoreLayout = stubLayout()));
afterAll(() => restoreLayout());
afterEach(cleanup);

async function renderForm(basketId = 'blue_chip', arrange?: (world: Awaited<ReturnType<typeof tradeUiWorld>>) => void) {
  const world = await tradeUiWorld();
  arrange?.(world);
  world.renderUi(<BasketBuyForm basketId={basketId} />);
  await act(() => world.time.until(() => world.services.basketBuy.state.getSnapshot().load === 'ready'));
  const buy = () => screen.getByRole('button', { name: 'Buy' });
  const amount = () => screen.getByLabelText('Amount in USD');
  const payWithCash = () => fireEvent.click(screen.getByRole('radio', { name: /USD cash account/ }));
  return { ...world, buy, amount, payWithCash };
}

describe('BasketBuyForm', () => {
  it('Buy is disabled while the amount is empty, zero or in error, and enabled for a valid amount', async () => {
    const f = await renderForm();
    f.payWithCash();
    expect(f.buy()).toHaveProperty('disabled', true);
    fireEvent.change(f.amount(), { target: { value: '0' } });
    expect(f.buy()).toHaveProperty('disabled', true);
    fireEvent.change(f.amount(), { target: { value: '5' } });
    expect(screen.getByRole('alert').textContent).toBe('The minimum for this basket is $10.50');
    expect(f.buy()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '$100.00' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(f.buy()).toHaveProperty('disabled', false);
    expect(screen.getByTestId('basket-fees').textContent).toContain('You invest$99.00');
    f.stop();
  });

  it('offers the four rebalancing intervals with the offer default chosen', async () => {
    const f = await renderForm();
    const group = screen.getByRole('radiogroup', { name: 'Rebalancing' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Never', 'Weekly', 'Bi-weekly', 'Monthly']);
    expect(within(group).getByRole('radio', { name: 'Weekly' })).toHaveProperty('checked', true);
    f.stop();
  });

  it('Confirm waits for the terms checkbox', async () => {
    const f = await renderForm();
    f.payWithCash();
    fireEvent.change(f.amount(), { target: { value: '100' } });
    fireEvent.click(f.buy());
    await act(() => f.time.until(() => f.services.basketBuy.state.getSnapshot().confirm.phase === 'open' && screen.queryByTestId('basket-preview') !== null));
    const dialog = screen.getByRole('dialog', { name: 'Confirm basket buy' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    const terms = within(dialog).getByRole('checkbox', { name: /basket terms/ });
    fireEvent.click(terms);
    expect(terms.getAttribute('aria-checked')).toBe('true');
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(terms);
    expect(confirm).toHaveProperty('disabled', true);
    f.stop();
  });

  it('a delisted basket opens the basket delisted dialog instead of the confirmation', async () => {
    const f = await renderForm('legacy');
    f.payWithCash();
    fireEvent.change(f.amount(), { target: { value: '50' } });
    fireEvent.click(f.buy());
    const dialog = screen.getByRole('alertdialog', { name: 'Basket delisted' });
    expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Confirm basket buy' })).toBeNull();
    f.stop();
  });

  it('an owned basket shows the note instead of the rebalancing choice', async () => {
    const f = await renderForm('blue_chip', (world) => void world.fakes.baskets.own('blue_chip', { BTC: '0.001', ETH: '0.01' }, 'bi_weekly'));
    expect(screen.getByRole('note').textContent).toContain('Rebalancing is on: Bi-weekly');
    expect(screen.queryByRole('radiogroup', { name: 'Rebalancing' })).toBeNull();
    f.stop();
  });
});
