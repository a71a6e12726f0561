// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import type { AccountCard } from '../../../domain/payment/saved-card';
import { renderHubAt } from '../render-hub';

const USD = currencyCode('USD');
const VISA: AccountCard = { id: 'card-visa', brand: 'visa', maskedCardNumber: '**** **** **** 4242', type: 'credit_card', currency: USD };
const debit = (n: number): AccountCard => ({
  id: `debit-${String(n)}`,
  brand: 'mastercard',
  maskedCardNumber: `**** **** **** 100${String(n)}`,
  type: 'debit_card',
  currency: USD,
});
const LIMITS = {
  minTransactionAmount: dec('20'),
  maxTransactionAmount: dec('2500'),
  monthlyMaxAmount: dec('10000'),
  monthlyUsedAmount: dec('0'),
  feeLabel: undefined,
};

type World = Awaited<ReturnType<typeof renderHubAt>>;

const open = async (cards: readonly AccountCard[], arrange: (w: World) => void = () => undefined) => {
  const world = await renderHubAt('/hub/home?deposit=USD&method=fiat_wallet_top_up', (w) => {
    w.fakes.account.setTotal('0').setFiatWallet('USD', '0');
    w.fakes.deposits.setMethods('USD', [{ id: 'us_ach' }, { id: 'fiat_wallet_top_up' }]);
    for (const type of ['credit_card', 'apple_pay', 'google_pay'] as const) w.fakes.deposits.setLimits(type, LIMITS);
    w.fakes.payments.setCards(cards);
    arrange(w);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Deposit USD · Debit or credit card' });
  await within(dialog).findByRole('radiogroup', { name: 'Pay with' });
  return { world, dialog };
};

describe('card top-up options (spec 001 §2, §5): wallets, Add debit card, card removal', () => {
  afterEach(cleanup);

  it('Apple Pay and Google Pay show only when the device supports them; Add debit card only under 5 debit cards', async () => {
    const { dialog } = await open([VISA, debit(1), debit(2), debit(3), debit(4), debit(5)], (w) => {
      w.fakes.applePay.available = false;
      w.fakes.googlePay.environmentAnswer = { isChrome: true, isEdge: false, providerReady: true, scriptLoadFailed: true };
    });
    expect(within(dialog).queryByRole('radio', { name: /Apple Pay|Google Pay/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add debit card' })).toBeNull();
  });

  it('Add debit card: the card form in its frame; a new card is announced with its last 4 digits and chosen', async () => {
    const { world, dialog } = await open([VISA]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add debit card' }));
    const form = await screen.findByRole('dialog', { name: 'Add a card' });
    expect(form.querySelector('iframe')?.getAttribute('height')).toBe('576');
    world.fakes.payments.completeCardRegistration(debit(7));
    act(() => world.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' }));
    const added = await within(dialog).findByRole('radio', { name: /MASTERCARD ending 1007/ });
    await world.time.until(() => (added as HTMLInputElement).checked);
    expect(world.services.toasts.toasts.getSnapshot()).toMatchObject([{ key: 'toast_card_added', values: { lastFour: '1007' } }]);
  });

  it('edit mode removes a credit card after an Are you sure naming the masked number; a debit card has no Remove', async () => {
    const { world, dialog } = await open([VISA, debit(1)]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit cards' }));
    expect(within(dialog).queryByRole('button', { name: /Remove MASTERCARD/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove VISA ending 4242' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    expect(ask.textContent).toContain('Are you sure you want to remove the card **** **** **** 4242?');
    world.fakes.payments.calls.failNext('deleteCard', { kind: 'network' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect((await within(ask).findByRole('alert')).textContent).toBe('The card could not be removed. Please try again.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    await world.time.until(() => within(dialog).queryByRole('radio', { name: /VISA ending 4242/ }) === null);
    expect(world.services.toasts.toasts.getSnapshot()).toMatchObject([{ key: 'toast_card_deleted', values: { lastFour: '4242' } }]);
  });

  it('Apple Pay: the fee agreed, the sheet pays, the order is read and SUCCESS says what arrived', async () => {
    const { world, dialog } = await open([VISA]);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Apple Pay/ }));
    await userEvent.type(within(dialog).getByLabelText('Amount in USD'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /I agree to the fee of \$1\.49/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByText(/^Top-up of \$100\.00 done/)).textContent).toBe('Top-up of $100.00 done: $98.51 is in your cash account.');
    expect(world.fakes.applePay.requests).toMatchObject([{ label: 'Crypto', currency: 'USD' }]);
  });

  it('Google Pay: a cancelled sheet ends in the error, nothing charged', async () => {
    const { world, dialog } = await open([VISA]);
    world.fakes.googlePay.choice = 'cancel';
    await userEvent.click(within(dialog).getByRole('radio', { name: /Google Pay/ }));
    await userEvent.type(within(dialog).getByLabelText('Amount in USD'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /I agree to the fee/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The top-up failed. Nothing was charged.');
    expect(world.fakes.payments.transactions).toHaveLength(0);
  });
});
