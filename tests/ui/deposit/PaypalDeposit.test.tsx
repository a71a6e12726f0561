// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { renderHubAt } from '../render-hub';

type World = Awaited<ReturnType<typeof renderHubAt>>;

const PAYER = { countryCode: 'US', email: 'tess@example.com', firstName: 'Tess', lastName: 'Tester', payerId: 'P123' };
const LIMITS = { minTransactionAmount: dec('25'), maxTransactionAmount: dec('1000'), monthlyMaxAmount: dec('5000'), monthlyUsedAmount: dec('0') };

const open = async (arrange: (w: World) => void = () => undefined) => {
  const world = await renderHubAt('/hub/home?deposit=USD&method=paypal', (w) => {
    w.fakes.account.setTotal('0').setFiatWallet('USD', '0');
    w.fakes.config.appConfig = { ...w.fakes.config.appConfig, internalTesterUuids: ['user-1'] };
    w.fakes.deposits.setMethods('USD', [{ id: 'us_ach' }, { id: 'paypal' }]);
    w.fakes.deposits.setLimits('paypal', { ...LIMITS, feeLabel: { key: 'paypal_fee_label', payload: { fee_percentage: '1.99' } } });
    arrange(w);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Deposit USD · PayPal' }, { timeout: 5_000 });
  return { world, dialog };
};

const approved = (w: World) => w.fakes.payments.setPaypalAccounts([{ id: 'pp-1', status: 'approved', title: 'tess@example.com' }]);

/** Signs in through PayPal's window and answers the registering page with `status`. */
async function link(world: World, dialog: HTMLElement, paypalAccountStatus: string) {
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Link PayPal' }));
  expect(await within(dialog).findByRole('heading', { name: 'Continue in the PayPal window' })).toBeDefined();
  act(() => world.fakes.paypalLogin.answer({ kind: 'signed_in', detail: PAYER }));
  const page = await screen.findByRole('dialog', { name: 'Link your PayPal account' });
  expect(page.querySelector('iframe')?.getAttribute('title')).toBe('PayPal linking page of the payment gateway');
  world.fakes.payments.completePaypalRegistration({ id: 'pp-1', status: paypalAccountStatus, title: 'tess@example.com' });
  act(() => world.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success', paypalAccountStatus }));
}

describe('the PayPal deposit (spec 001 §2, §4 "PayPal link" and "PayPal deposit view", §8)', () => {
  afterEach(cleanup);

  it('ERROR without limits or accounts, with a retry; EMPTY explains the link', async () => {
    const { world, dialog } = await open((w) => {
      approved(w);
      w.fakes.deposits.calls.failNext('getLimits', { kind: 'network' });
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('We could not load your PayPal account.Network error. Check your connection.Try again');
    world.fakes.payments.setPaypalAccounts([]);
    world.fakes.payments.calls.failNext('getPaymentAccounts', { kind: 'timeout' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await userEvent.click(within(await within(dialog).findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Link your PayPal account' })).toBeDefined();
    expect(world.fakes.paypalLogin.opened).toBe(0);
  });

  it('a blocked window shows the popup-blocked view; a closed one returns to the start silently; a PayPal error alerts', async () => {
    const { world, dialog } = await open();
    world.fakes.paypalLogin.next = { kind: 'blocked' };
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Link PayPal' }));
    expect(await within(dialog).findByRole('heading', { name: 'Your browser blocked the PayPal window' })).toBeDefined();
    world.fakes.paypalLogin.next = undefined;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    act(() => world.fakes.paypalLogin.answer({ kind: 'closed' }));
    expect(await within(dialog).findByRole('button', { name: 'Link PayPal' })).toBeDefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link PayPal' }));
    act(() => world.fakes.paypalLogin.answer({ kind: 'failed' }));
    const alert = await screen.findByRole('alertdialog', { name: 'PayPal was not linked' });
    expect(alert.textContent).toContain('We could not link your PayPal account.');
  });

  it('approved: the added toast and the top-up from the account', async () => {
    const { world, dialog } = await open();
    await link(world, dialog, 'approved');
    expect(await within(dialog).findByLabelText('Amount in USD')).toBeDefined();
    expect(world.services.toasts.toasts.getSnapshot()).toMatchObject([{ key: 'toast_paypal_added' }]);
  });

  it('auto_checking_failed: linked with a pending badge, no top-up', async () => {
    const { world, dialog } = await open();
    await link(world, dialog, 'auto_checking_failed');
    expect(await within(dialog).findByText('Pending')).toBeDefined();
    expect(within(dialog).getByRole('status').textContent).toBe('Your PayPal account is linked and being checked. You can top up from it once it is approved.');
    expect(within(dialog).queryByLabelText('Amount in USD')).toBeNull();
  });

  it('top-up: 2 decimals at most, the quick amounts, the fee label; a refused confirm returns to CONFIRM_DEPOSIT, then SUCCESS', async () => {
    const { world, dialog } = await open(approved);
    const amount = await within(dialog).findByLabelText('Amount in USD');
    await userEvent.type(amount, '10.555');
    expect((amount as HTMLInputElement).value).toBe('10.55');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The amount is below the minimum for this card.');
    expect(within(dialog).getByText('PayPal fee: 1.99 %')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: '$100.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('heading', { name: 'Confirm your PayPal top-up' })).toBeDefined();
    expect([...dialog.querySelectorAll('.summary > div')].map((row) => row.textContent)).toEqual(['Amount$100.00', 'Fee (1.99 %)$1.99', 'You receive$98.01']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.type(await within(dialog).findByLabelText('Enter your 6-digit passcode'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByRole('heading', { name: 'Confirm your PayPal top-up' })).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).toBe('Incorrect passcode. 4 attempts left.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.type(await within(dialog).findByLabelText('Enter your 6-digit passcode'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Top-up of $100.00 done: $98.01 is in your cash account.');
    expect(world.fakes.account.fiatWallet('USD')?.amount.toFixed(2)).toBe('98.01');
  });

  it('too_many_fail_attempts_error is shown as a toast and closes the modal', async () => {
    const { world, dialog } = await open(approved);
    await userEvent.click(await within(dialog).findByRole('button', { name: '$50.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    world.fakes.payments.calls.failNext('confirmTopUp', {
      kind: 'business',
      code: 'too_many_fail_attempts_error',
      message: undefined,
      l10n: undefined,
      meta: {},
    });
    await userEvent.type(await within(dialog).findByLabelText('Enter your 6-digit passcode'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await world.time.until(() => screen.queryByRole('dialog', { name: 'Deposit USD · PayPal' }) === null);
    expect(world.services.toasts.toasts.getSnapshot()).toMatchObject([{ kind: 'notice', notice: { code: 'too_many_fail_attempts_error' } }]);
  });
});
