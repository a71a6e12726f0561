// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyCode } from '../../../../domain/money/currency';
import { dec } from '../../../../domain/money/decimal';
import { renderBuyWidget } from './buy-test-world';

afterEach(cleanup);

const amountField = (currency = 'USD') => screen.getByLabelText(`Amount in ${currency}`);
const type = (text: string, currency = 'USD') => fireEvent.change(amountField(currency), { target: { value: text } });
const radio = (name: RegExp | string) => screen.getByRole('radio', { name });

describe('BuyWidget: amount, Buy button and inline messages (spec 000 §2, §5)', () => {
  it('Buy is disabled until an amount is typed; the preselected cash account is checked', async () => {
    const w = await renderBuyWidget();
    expect(w.buyButton()).toHaveProperty('disabled', true);
    expect(radio(/USD cash account/)).toHaveProperty('checked', true);
    type('100');
    expect(w.buyButton()).toHaveProperty('disabled', false);
    expect(screen.getByTestId('approx-amount').textContent).toBe('≈ 0.002 BTC');
    w.stop();
  });

  it.each([
    ['0.5', 'The minimum is $1.00'],
    ['1000.01', 'Insufficient balance'],
  ])('typing %s says "%s" beside the amount and keeps Buy disabled', async (amount, message) => {
    const w = await renderBuyWidget((f) => f.trading.setThresholds('1', '25000'));
    type(amount);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(w.buyButton()).toHaveProperty('disabled', true);
    w.stop();
  });

  it('a card near its weekly limit says so, with what is left this week', async () => {
    const w = await renderBuyWidget((f) => {
      f.setCards({ id: 'card-4242' });
      f.trading.setPaymentMethods({
        methods: [],
        weeklyLimits: { creditCard: { currentAmount: dec('900'), limitAmount: dec('1000'), currency: currencyCode('USD') }, applePay: undefined },
      });
    });
    fireEvent.click(radio(/Visa ending 4242/));
    type('150');
    expect(screen.getByRole('alert').textContent).toBe('This amount is over your weekly card limit. You can still spend $100.00 this week.');
    expect(w.buyButton()).toHaveProperty('disabled', true);
    w.stop();
  });

  it('a refused keystroke keeps the amount and says why', async () => {
    const w = await renderBuyWidget();
    type('12.3');
    type('12.345');
    expect((amountField() as HTMLInputElement).value).toBe('12.3');
    expect(screen.getByText('At most 2 decimals.')).toBeDefined();
    w.stop();
  });

  it('the toggle switches to coin entry with the converted amount; quick amounts go back to dollars', async () => {
    const w = await renderBuyWidget();
    type('100');
    fireEvent.click(screen.getByRole('button', { name: 'Enter the amount in BTC' }));
    expect((amountField('BTC') as HTMLInputElement).value).toBe('0.002');
    expect(screen.getByTestId('approx-amount').textContent).toBe('≈ $100.00');
    fireEvent.click(within(screen.getByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '$500.00' }));
    expect((amountField() as HTMLInputElement).value).toBe('500');
    w.stop();
  });

  it('shows the estimated trading fee of the entered amount', async () => {
    const w = await renderBuyWidget();
    type('100');
    expect(screen.getByTestId('trading-fee').textContent).toBe('≈ $0.50');
    w.stop();
  });
});

describe('BuyWidget: the payment area (spec 000 §2, §5)', () => {
  it('lists saved cards first; expired and Singapore-rejected cards are disabled with their message; Add card', async () => {
    const w = await renderBuyWidget((f) => f.setCards({ id: 'card-4242' }, { id: 'card-0005', status: 'expired' }, { id: 'card-4000', status: 'rejected' }));
    const names = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(names).toEqual([
      'Visa ending 4242',
      'Visa ending 0005This card has expired.',
      'Visa ending 4000This card will soon no longer be available for trading.',
      'USD cash account$1,000.00 available',
      'Apple Pay',
      'Google Pay',
    ]);
    expect(radio(/Visa ending 0005/)).toHaveProperty('disabled', true);
    expect(radio(/Visa ending 4000/)).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add card' })).toBeDefined();
    w.stop();
  });

  it('a cash account at zero is disabled with the deposit prompt', async () => {
    const w = await renderBuyWidget((f) => f.account.setFiatWallet('USD', '0'));
    expect(radio(/USD cash account/)).toHaveProperty('disabled', true);
    expect(screen.getByText('Deposit to use this account')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit to your USD cash account' }));
    expect(w.services.depositLauncher.request.getSnapshot()).toEqual({ currency: 'USD' });
    w.stop();
  });

  it('a cash account not set up is disabled with the setup prompt', async () => {
    const w = await renderBuyWidget((f) => f.account.setFiatWallet('USD', '0', 'not_created'));
    expect(radio(/USD cash account/)).toHaveProperty('disabled', true);
    expect(screen.getByText('Set up this account to use it')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Deposit to your/ })).toBeNull();
    w.stop();
  });

  it('a cash account in a currency the web does not support is hidden, except for internal testers', async () => {
    const w = await renderBuyWidget((f) => f.account.setFiatWallet('CAD', '50'));
    expect(screen.queryByRole('radio', { name: /CAD cash account/ })).toBeNull();
    w.stop();
    cleanup();
    const tester = await renderBuyWidget((f) => {
      f.account.setFiatWallet('CAD', '50');
      f.fakes.config.appConfig = { ...f.fakes.config.appConfig, internalTesterUuids: ['user-1'] };
    });
    expect(radio(/CAD cash account/)).toHaveProperty('disabled', false);
    tester.stop();
  });

  it('the Crypto tab lists the coins held to pay with, and amounts are then in that coin', async () => {
    const w = await renderBuyWidget((f) => f.account.setCoinWallet('ETH', '2'));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Crypto' }));
    await w.until(() => w.state().pairRate?.fromCurrency === 'ETH');
    expect(radio(/ETH wallet/)).toHaveProperty('checked', true);
    expect(screen.getByText('2 ETH available')).toBeDefined();
    expect(screen.getByLabelText('Amount in ETH')).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Quick amounts' })).toBeNull();
    w.stop();
  });

  it('the Crypto tab without other coins says so', async () => {
    const w = await renderBuyWidget();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Crypto' }));
    expect(screen.getByText('You hold no other coins to pay with.')).toBeDefined();
    w.stop();
  });

  it('Edit shows Delete on credit cards only; deleting asks first with the masked number, Done ends editing', async () => {
    const w = await renderBuyWidget((f) => f.setCards({ id: 'card-4242' }, { id: 'card-5454', type: 'debit_card', brand: 'mastercard' }, { id: 'card-1111' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getAllByRole('button', { name: /^Delete / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Delete Visa ending 4242',
      'Delete Visa ending 1111',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Visa ending 4242' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this card?' });
    expect(dialog.textContent).toContain('**** **** **** 4242');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
      await w.time.until(() => w.state().cardToDelete === undefined);
    });
    expect(screen.queryByRole('radio', { name: /Visa ending 4242/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    w.stop();
  });

  it('deleting the last credit card ends edit mode', async () => {
    const w = await renderBuyWidget((f) => f.setCards({ id: 'card-4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Visa ending 4242' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete card' }));
      await w.time.until(() => w.state().cardToDelete === undefined);
    });
    expect(w.state().editingCards).toBe(false);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    w.stop();
  });

  it('Keep card closes the confirmation without deleting', async () => {
    const w = await renderBuyWidget((f) => f.setCards({ id: 'card-4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Visa ending 4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(w.fakes.payments.calls.count('deleteCard')).toBe(0);
    w.stop();
  });
});

describe('BuyWidget: confirmation and outcome (spec 000 §2, §4, §8)', () => {
  it('the card confirmation lists the amount, rate, payment method, both fees and the total', async () => {
    const w = await renderBuyWidget((f) => f.setCards({ id: 'card-4242' }));
    fireEvent.click(radio(/Visa ending 4242/));
    type('100');
    fireEvent.click(w.buyButton());
    await w.until(() => w.state().confirm.phase === 'open' && w.confirm().quote !== undefined);
    const dialog = screen.getByRole('dialog', { name: 'Confirm buy BTC' });
    const summary = within(dialog).getByTestId('quote-summary').textContent ?? '';
    expect(summary).toContain('Payment methodVisa ending 4242');
    expect(summary).toContain('Trading fee$0.50');
    expect(summary).toContain('Card processing fee$3.99');
    expect(summary).toContain('Total$100.00');
    w.stop();
  });

  it('a failed purchase shows the failure modal; Try again closes it and keeps the amount', async () => {
    const w = await renderBuyWidget();
    type('100');
    w.fakes.trading.calls.failNext('confirmQuotation', { kind: 'business', code: 'quotation_expired', message: undefined, l10n: undefined, meta: {} });
    fireEvent.click(w.buyButton());
    await w.until(() => w.state().confirm.phase === 'open' && w.confirm().countdown.status === 'running');
    await w.pass(500);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await w.until(() => w.state().outcome !== undefined);
    const failure = screen.getByRole('dialog', { name: 'Purchase failed' });
    expect(failure.textContent).toContain('The price expired before you confirmed. Please try again.');
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('dialog', { name: 'Purchase failed' })).toBeNull();
    expect((amountField() as HTMLInputElement).value).toBe('100');
    w.stop();
  });

  it('the page becoming visible again tells the buy service (an open quote refreshes); not once the widget is gone', async () => {
    const w = await renderBuyWidget();
    const becameVisible = vi.spyOn(w.buy, 'becameVisible');
    act(() => w.fakes.visibility.hide());
    expect(becameVisible).not.toHaveBeenCalled();
    act(() => w.fakes.visibility.show());
    expect(becameVisible).toHaveBeenCalledOnce();
    w.stop();
    w.fakes.visibility.hide();
    w.fakes.visibility.show();
    expect(becameVisible).toHaveBeenCalledOnce();
  });
});
