// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import type { AccountCard } from '../../../domain/payment/saved-card';
import { renderHubAt } from '../render-hub';

const USD = currencyCode('USD');
const VISA: AccountCard = { id: 'card-visa', brand: 'visa', maskedCardNumber: '**** **** **** 4242', type: 'credit_card', currency: USD };
const DEBIT: AccountCard = { id: 'card-debit', brand: 'mastercard', maskedCardNumber: '**** **** **** 5454', type: 'debit_card', currency: USD };
const EXPIRED: AccountCard = { ...VISA, id: 'card-old', maskedCardNumber: '**** **** **** 0005', status: 'expired' };
const LIMITS = {
  minTransactionAmount: dec('25'),
  maxTransactionAmount: dec('5000'),
  monthlyMaxAmount: dec('20000'),
  monthlyUsedAmount: dec('150'),
  feeLabel: undefined,
};

const openCardTopUp = async () => {
  const world = await renderHubAt('/hub/home?deposit=USD&method=fiat_wallet_top_up', (w) => {
    w.fakes.account.setTotal('0').setFiatWallet('USD', '0');
    w.fakes.deposits.setMethods('USD', [{ id: 'us_ach' }, { id: 'fiat_wallet_top_up', tags: ['card'] }]);
    w.fakes.deposits.setLimits('credit_card', LIMITS);
    w.fakes.payments.setCards([EXPIRED, VISA, DEBIT]);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Deposit USD · Debit or credit card' });
  await within(dialog).findByRole('radiogroup', { name: 'Pay with' });
  return { world, dialog };
};

describe('card top-up in the deposit modal (spec 001 §2, §4 "Card top-up")', () => {
  afterEach(cleanup);

  it('options: saved cards with the expired one disabled, quick amounts, limits and monthly use; an amount under the minimum is refused', async () => {
    const { dialog } = await openCardTopUp();
    const cards = within(dialog).getAllByRole('radio');
    expect(cards.map((r) => r.closest('label')?.textContent)).toEqual([
      'VISA ending 0005Credit card',
      'VISA ending 4242Credit card',
      'MASTERCARD ending 5454Debit card',
      'Apple PayPay on the sheet',
      'Google PayPay on the sheet',
    ]);
    expect(cards.map((r) => (r as HTMLInputElement).disabled)).toEqual([true, false, false, false, false]);
    expect((cards[1] as HTMLInputElement).checked).toBe(true);
    expect(
      within(within(dialog).getByRole('group', { name: 'Quick amounts' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['$25.00', '$50.00', '$100.00', '$500.00']);
    expect(within(dialog).getByText('From $25.00 to $5,000.00 per top-up').parentElement?.textContent).toBe(
      'From $25.00 to $5,000.00 per top-upUsed this month: $150.00 / $20,000.00',
    );
    await userEvent.type(within(dialog).getByLabelText('Amount in USD'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The amount is below the minimum for this card.');
  });

  it('confirm, passcode and 3-D Secure: the fee must be agreed, a debit card attested; success says what arrived and the balances reload', async () => {
    const { world, dialog } = await openCardTopUp();
    await userEvent.click(within(dialog).getByRole('radio', { name: /5454/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '$100.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('heading', { name: 'Confirm your top-up' })).toBeDefined();
    const summary = [...dialog.querySelectorAll('.summary > div')].map((row) => row.textContent);
    expect(summary[0]).toBe('Amount$100.00');
    expect(summary[2]).toMatch(/^You receive\$\d+\.\d{2}$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Agree to the fee to continue.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the fee/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Confirm the debit card statement to continue.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm this is a debit card in my own name.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.type(await within(dialog).findByLabelText('Enter your 6-digit passcode'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByText('Confirm the payment with your bank…')).toBeDefined();
    const orderId = world.services.cardTopUp.state.getSnapshot().order?.id ?? '';
    const before = world.fakes.account.calls.count('getWallets');
    world.fakes.payments.finishAuthentication(orderId, true);
    act(() => world.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' }));
    expect((await within(dialog).findByText(/^Top-up of \$100\.00 done/)).textContent).toMatch(
      /^Top-up of \$100\.00 done: \$\d+\.\d{2} is in your cash account\.$/,
    );
    await vi.waitFor(() => expect(world.fakes.account.calls.count('getWallets')).toBeGreaterThan(before));
  });

  it('a failed 3-D Secure ends in the error with a way back to the options', async () => {
    const { world, dialog } = await openCardTopUp();
    await userEvent.click(within(dialog).getByRole('button', { name: '$500.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /I agree to the fee/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.type(await within(dialog).findByLabelText('Enter your 6-digit passcode'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await within(dialog).findByText('Confirm the payment with your bank…');
    const orderId = world.services.cardTopUp.state.getSnapshot().order?.id ?? '';
    world.fakes.payments.finishAuthentication(orderId, false);
    act(() => world.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'error' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('The top-up failed. Nothing was charged.Invalid card information. Check the details or add another card.Try again');
    expect(world.services.toasts.toasts.getSnapshot()).toMatchObject([{ kind: 'ui', tone: 'error', key: 'toast_invalid_card_details' }]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radiogroup', { name: 'Pay with' })).toBeDefined();
  });
});
