// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { currencyCode } from '../../../domain/money/currency';
import { renderHubAt } from '../render-hub';
import { arrangeUsd } from './deposit-fixture';

type World = Awaited<ReturnType<typeof renderHubAt>>;

const openBankTransfer = async (arrange: (w: World) => void = () => undefined) => {
  const world = await renderHubAt('/hub/home?deposit=USD&method=us_ach', (w) => {
    arrangeUsd(w);
    arrange(w);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Deposit USD · Bank transfer' });
  await within(dialog).findByRole('region', { name: 'Bank details' });
  return { world, dialog };
};

describe('manual bank info (spec 001 §2 "Manual bank info")', () => {
  afterEach(cleanup);

  it('shows the bullets, the warning, the instructions and each bank detail with a copy button that confirms the copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { dialog } = await openBankTransfer();
    expect(within(dialog).getByText('No fee from Crypto. Your bank may charge one.')).toBeDefined();
    expect(within(dialog).getByText('Send only from an account in your own name. Transfers from other people are returned.')).toBeDefined();
    expect(within(dialog).getByText('Copy these details into your bank app or website.')).toBeDefined();
    const details = within(dialog).getByRole('region', { name: 'Bank details' });
    expect(
      within(details)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Account number', 'Routing number']);
    await userEvent.click(within(details).getByRole('button', { name: 'Copy Routing number' }));
    expect(writeText).toHaveBeenCalledWith('084106768');
    expect(within(details).getByRole('status').textContent).toBe('Routing number copied.');
  });

  it('switching to an uncreated bank asks first, retrieves its details until ready, and keeping the current bank changes nothing', async () => {
    const { world, dialog } = await openBankTransfer();
    const select = within(dialog).getByLabelText('Receiving bank');
    await userEvent.selectOptions(select, 'lead_bank');
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Switch receiving bank?' })).getByRole('button', { name: 'Keep current bank' }),
    );
    expect((select as HTMLSelectElement).value).toBe('evolve');
    await userEvent.selectOptions(select, 'lead_bank');
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Switch receiving bank?' })).getByRole('button', { name: 'Switch' }));
    expect((await within(dialog).findByText('Retrieving provider details…')).getAttribute('role')).toBe('status');
    world.fakes.deposits.setVendorState({ currency: currencyCode('USD'), paymentNetwork: 'us_ach', vendorId: 'lead_bank' }, 'created');
    await act(() => world.time.advance(1_000));
    const details = await within(dialog).findByRole('region', { name: 'Bank details' });
    expect(within(details).getByText('5550001111')).toBeDefined();
  });

  it('says the provider details could not be retrieved when the bank is not ready in time, with a retry', async () => {
    const { world, dialog } = await openBankTransfer();
    await userEvent.selectOptions(within(dialog).getByLabelText('Receiving bank'), 'lead_bank');
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Switch receiving bank?' })).getByRole('button', { name: 'Switch' }));
    await act(() => world.time.advance(11_000));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('We could not retrieve the provider details.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('emails the details, shows the verification code and counts the cooldown down each second', async () => {
    const { world, dialog } = await openBankTransfer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me these details' }));
    const waiting = await within(dialog).findByRole('button', { name: 'Email again in 60 seconds' });
    expect(waiting).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(/^We emailed the details\. Your verification code is \w+\.$/)).toBeDefined();
    await act(() => world.time.advance(1_000));
    expect(within(dialog).getByRole('button', { name: 'Email again in 59 seconds' })).toBeDefined();
    await act(() => world.time.advance(59_000));
    expect(within(dialog).getByRole('button', { name: 'Email me these details' })).toHaveProperty('disabled', false);
  });

  it('a server cooldown sets the countdown from its meta; reaching the maximum attempts is said beside the button', async () => {
    const { world, dialog } = await openBankTransfer((w) => {
      w.fakes.deposits.calls.failNext('emailBankInfo', businessError('cooldown_period_has_not_passed', { meta: { cooldown_in_seconds: 42 } }));
      w.fakes.deposits.calls.failNext('emailBankInfo', businessError('reached_maximum_attempts'));
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me these details' }));
    expect(await within(dialog).findByRole('button', { name: 'Email again in 42 seconds' })).toBeDefined();
    await act(() => world.time.advance(42_000));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me these details' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You have reached the maximum number of attempts.');
  });
});

describe('the enter-reference-number modal (spec 001 §2, §5)', () => {
  afterEach(cleanup);

  const openReference = async (arrange: (w: World) => void = () => undefined) => {
    const opened = await openBankTransfer(arrange);
    await userEvent.click(within(opened.dialog).getByRole('button', { name: 'Enter reference number' }));
    const modal = await screen.findByRole('dialog', { name: 'Enter reference number' });
    return { ...opened, modal, field: within(modal).getByLabelText('Reference number'), confirm: within(modal).getByRole('button', { name: 'Confirm' }) };
  };

  it('keeps confirm disabled under 8 characters and says the number exceeds the maximum length over 12', async () => {
    const { modal, field, confirm } = await openReference();
    await userEvent.type(field, 'ABC1234');
    expect(confirm).toHaveProperty('disabled', true);
    expect(within(modal).queryByRole('alert')).toBeNull();
    await userEvent.type(field, '567890');
    expect(within(modal).getByRole('alert').textContent).toBe('The reference number exceeds the maximum length.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(confirm).toHaveProperty('disabled', true);
  });

  it("shows the server's refusal inline and keeps confirm disabled until the number changes", async () => {
    const { modal, field, confirm } = await openReference();
    await userEvent.type(field, 'NOPE12345');
    await userEvent.click(confirm);
    expect((await within(modal).findByRole('alert')).textContent).toBe('We could not find a transfer with this reference number.');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(field, '6');
    expect(confirm).toHaveProperty('disabled', false);
  });

  it('a matched transfer closes the modal and shows the deposit pending, then arrived once it settles, with the balances reloaded', async () => {
    const { world, dialog, field, confirm } = await openReference((w) => w.fakes.deposits.orders.addUnmatchedTransfer('us_ach', 'REF12345678', '100.00'));
    await userEvent.type(field, 'REF12345678');
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter reference number' })).toBeNull());
    expect((await within(dialog).findByText(/on its way/)).textContent).toBe(
      'Your deposit of $100.00 is on its way. It shows as pending in your cash account until it arrives.',
    );
    const before = world.fakes.account.calls.count('getWallets');
    const [receipt] = world.fakes.deposits.orders.deposits;
    world.fakes.payments.settleDeposit(receipt?.transactionId ?? '');
    await act(() => world.time.advance(1_000));
    expect(await within(dialog).findByText('Your deposit of $100.00 has arrived.')).toBeDefined();
    expect(world.fakes.account.calls.count('getWallets')).toBeGreaterThan(before);
  });
});
