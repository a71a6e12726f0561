// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { currencyCode } from '../../../domain/money/currency';
import { ServicesContext } from '../../../ui/base/services-context';
import { I18nProvider } from '../../../ui/i18n/I18nProvider';
import { HubTexts } from '../../../ui/hub/HubTexts';
import { SellWidget } from '../../../ui/trade/sell/SellWidget';
import { createSellFixture, type SellFixture, type SellFixtureOptions } from '../../support/sell-fixture';

let stops: (() => void)[] = [];
afterEach(() => {
  cleanup();
  stops.forEach((stop) => stop());
  stops = [];
});

/** Renders the Sell tab over the fake composition root, signed in, once the holdings are known. */
async function renderSell(options: SellFixtureOptions = {}): Promise<SellFixture> {
  const f = createSellFixture(options);
  await f.services.signIn.restore();
  stops.push(f.services.customer.start());
  render(
    <ServicesContext.Provider value={f.services}>
      <I18nProvider>
        <HubTexts>
          <SellWidget />
        </HubTexts>
      </I18nProvider>
    </ServicesContext.Provider>,
  );
  await act(() => f.time.until(() => !f.state().loading && !f.services.customer.state.getSnapshot().loading));
  return f;
}

const settle = (f: SellFixture, condition: () => boolean) => act(() => f.time.until(condition));
const sellButton = () => screen.getByRole('button', { name: /^Sell$/ });

describe('SellWidget', () => {
  it('shows the empty state to a customer with no coins and no baskets; Buy crypto switches to the Buy tab', async () => {
    const f = await renderSell({ coins: {}, basket: false });
    f.services.tradeDrawer.open({ tab: 'sell' });
    expect(screen.getByRole('heading', { name: 'Nothing to sell yet' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Buy crypto' }));
    expect(f.services.tradeDrawer.state.getSnapshot().tab).toBe('buy');
  });

  it('keeps Sell disabled until an amount within the balance is typed, converting it as typed', async () => {
    const f = await renderSell({ basket: false });
    await settle(f, () => f.state().rates !== undefined);
    expect(screen.getByRole('button', { name: /^Sell: Ethereum \(ETH\)/ })).toBeDefined();
    expect(screen.getByTestId('sell-held').textContent).toBe('1.2 ETH available');
    expect(sellButton()).toHaveProperty('disabled', true);
    const amount = screen.getByLabelText('Amount in ETH');
    await userEvent.type(amount, '0.2');
    expect(screen.getByTestId('sell-converted').textContent).toBe('≈ $500.00');
    expect(sellButton()).toHaveProperty('disabled', false);
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(sellButton()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Sell all' }));
    expect((amount as HTMLInputElement).value).toBe('1.2');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enter the amount in USD instead' }));
    expect(screen.getByLabelText<HTMLInputElement>('Amount in USD').value).toBe('3000');
    expect(screen.getByTestId('sell-converted').textContent).toBe('≈ 1.2 ETH');
  });

  it('refuses a keystroke that breaks the amount rule and says why', async () => {
    const f = await renderSell({ basket: false });
    await settle(f, () => f.state().rates !== undefined);
    await userEvent.type(screen.getByLabelText('Amount in ETH'), '0.123456789');
    expect(screen.getByLabelText<HTMLInputElement>('Amount in ETH').value).toBe('0.12345678');
    expect(screen.getByText('At most 8 decimals.')).toBeDefined();
  });

  it('sells a basket by percentage, with the below-minimum error naming the minimum', async () => {
    const f = await renderSell({ coins: {} });
    await settle(f, () => f.state().basket !== undefined);
    const percentage = screen.getByLabelText('Percentage of blue_chip to sell');
    expect((percentage as HTMLInputElement).value).toBe('100');
    expect(screen.getByTestId('sell-converted').textContent).toBe('≈ $737.50 of $737.50');
    expect(screen.queryByRole('tab', { name: 'Crypto' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sell 25%' }));
    expect((percentage as HTMLInputElement).value).toBe('25');
    await userEvent.clear(percentage);
    await userEvent.type(percentage, '0.5');
    expect(screen.getByRole('alert').textContent).toBe('The minimum you can sell is $5.25.');
    expect(sellButton()).toHaveProperty('disabled', true);
  });

  it('opens the coin confirmation titled with the trade, then the sold modal', async () => {
    const f = await renderSell({ basket: false });
    await settle(f, () => f.state().rates !== undefined);
    await userEvent.type(screen.getByLabelText('Amount in ETH'), '0.2');
    await userEvent.click(sellButton());
    await settle(f, () => f.state().coinConfirm.phase === 'open' && f.coinConfirm().quote !== undefined);
    const dialog = screen.getByRole('dialog', { name: 'Confirm sell ETH' });
    const summary = within(dialog).getByTestId('quote-summary').textContent ?? '';
    expect(summary).toContain('0.2 ETH');
    expect(summary).toContain('1 ETH = $2,500.00');
    expect(summary).toContain('$497.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await settle(f, () => f.state().outcome !== undefined);
    expect(screen.getByRole('dialog', { name: 'Sold' }).textContent).toContain('You sold 0.2 ETH for $497.50.');
  });

  it("shows the basket failure modal's texts", async () => {
    const f = await renderSell({ coins: {} });
    await settle(f, () => f.state().basket !== undefined);
    await userEvent.click(sellButton());
    await settle(f, () => f.state().basketConfirm.phase === 'open');
    expect(screen.getByRole('dialog', { name: 'Confirm basket sell' })).toBeDefined();
    await settle(f, () => {
      const confirm = f.state().basketConfirm;
      return confirm.phase === 'open' && confirm.quote !== undefined;
    });
    f.fakes.baskets.calls.failNext('confirmSell', businessError('transaction_failed'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await settle(f, () => f.state().outcome !== undefined);
    expect(screen.getByRole('dialog', { name: 'Try again' }).textContent).toContain('Your transaction could not be completed.');
  });

  it('opens the wallet setup for a cash account not set up, then its success modal', async () => {
    const f = await renderSell({ basket: false, cash: { USD: ['300.00', 'created'], EUR: ['0', 'not_created'] }, kyc: { status: 'approved' } });
    act(() => f.sell.selectCoin(currencyCode('BTC')));
    await settle(f, () => f.state().sourceCoin?.symbol === 'BTC');
    await userEvent.click(screen.getByRole('radio', { name: /EUR cash account/ }));
    expect(screen.getByText('Not set up yet: we will help you open it')).toBeDefined();
    await settle(f, () => f.state().rates !== undefined);
    await userEvent.type(screen.getByLabelText('Amount in BTC'), '0.01');
    await userEvent.click(sellButton());
    const setup = screen.getByRole('dialog', { name: 'Open a EUR cash account' });
    await userEvent.click(within(setup).getByRole('button', { name: 'Open cash account' }));
    await settle(f, () => f.state().walletSetup?.step === 'success');
    expect(screen.getByRole('dialog', { name: 'Your EUR cash account is ready' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Continue selling' }));
    await settle(f, () => f.state().coinConfirm.phase === 'open');
    expect(screen.getByRole('dialog', { name: 'Confirm sell BTC' })).toBeDefined();
  });
});
