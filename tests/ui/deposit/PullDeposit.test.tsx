// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_DEPOSIT_PASSCODE } from '../../../adapters/fake/fake-deposits-adapter';
import { currencyCode } from '../../../domain/money/currency';
import { renderHubAt } from '../render-hub';

type World = Awaited<ReturnType<typeof renderHubAt>>;

const openPull = async (arrange: (w: World) => void = () => undefined) => {
  const world = await renderHubAt('/hub/home?deposit=USD&method=us_ach_pull', (w) => {
    w.fakes.account.setTotal('0').setFiatWallet('USD', '500');
    w.fakes.config.appConfig = { ...w.fakes.config.appConfig, internalTesterUuids: ['user-1'] };
    w.fakes.deposits.setMethods('USD', [{ id: 'us_ach' }, { id: 'us_ach_pull' }]);
    arrange(w);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Deposit USD · Instant deposit' }, { timeout: 5_000 });
  return { world, dialog };
};

const linked = (w: World) => {
  w.fakes.bankLinking
    .addAccount({ id: 'ba-expired', bankName: 'Wells Fargo', maskedAccountIdentifier: '•••• 1111', status: 'expired' })
    .addAccount({ id: 'ba-chase', bankName: 'Chase', maskedAccountIdentifier: '•••• 4444', status: 'authenticated' })
    .addAccount({ id: 'ba-boa', bankName: 'Bank of America', maskedAccountIdentifier: '•••• 2222', status: 'pending' })
    .addAccount({ id: 'ba-capone', bankName: 'Capital One', maskedAccountIdentifier: '•••• 3333', status: 'rejected' });
  w.fakes.deposits.orders.addBankAccount('ba-chase').addBankAccount('ba-expired');
};

/** The bank-link page in its frame: loaded (its opening time logged), then it posts `message`. */
async function bankLinkPage(world: World, message: Record<string, string>) {
  const page = await screen.findByRole('dialog', { name: 'Connect your bank' });
  const frame = page.querySelector('iframe');
  expect(frame?.getAttribute('height')).toBe('576');
  act(() => {
    world.time.scheduler.frame++;
  });
  fireEvent.load(frame as HTMLIFrameElement);
  act(() => world.fakes.paymentFrame.post({ source: 'bankLink', ...message }));
}

/** A pull of $150 from Chase, confirmed with the passcode and refused with account_link_fail_error: answers the relink modal it opens. */
async function pullRefusedForRelink(world: World, dialog: HTMLElement): Promise<HTMLElement> {
  await userEvent.type(await within(dialog).findByLabelText('Amount in USD'), '150');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
  world.fakes.deposits.calls.failNext('confirmPullOrder', { kind: 'business', code: 'account_link_fail_error', message: undefined, l10n: undefined, meta: {} });
  await userEvent.type(await within(dialog).findByLabelText('Enter your 6-digit passcode'), FAKE_DEPOSIT_PASSCODE);
  await userEvent.click(within(dialog).getByRole('button', { name: /^Deposit$/ }));
  return screen.findByRole('dialog', { name: 'Relink your bank account' });
}

describe('the instant deposit (us_ach_pull) in the deposit modal (spec 001 §2 pull deposit)', () => {
  afterEach(cleanup);

  it('Empty: the three steps; Link a bank account opens the bank-link page, logs its opening time, and the linked account shows', async () => {
    const { world, dialog } = await openPull();
    expect(await within(dialog).findByRole('heading', { name: 'Deposit straight from your bank' })).toBeDefined();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Link your bank account.', 'Start a deposit of the amount you choose.', 'The money settles in your cash account.']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link a bank account' }));
    const publicToken = world.fakes.bankLinking.completeLink('link-1');
    await bankLinkPage(world, { status: 'success', public_token: publicToken, account_id: 'plaid-9876' });
    expect(await within(dialog).findByRole('radio', { name: /^Linked Bank •••• 9876/ })).toBeDefined();
    expect(world.fakes.bankLinking.openingDurations).toEqual([1]);
    expect(world.services.toasts.toasts.getSnapshot()).toMatchObject([
      { key: 'toast_bank_account_linked', values: { bank: 'Linked Bank', mask: '•••• 9876' } },
    ]);
  });

  it('Error: a failed load offers a retry', async () => {
    const { dialog } = await openPull((w) => {
      linked(w);
      w.fakes.bankLinking.calls.failNext('listBankAccounts', { kind: 'network' });
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('We could not load your bank accounts.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radiogroup', { name: 'From' })).toBeDefined();
  });

  it('Deposit: pullable accounts to choose from, the others by link group; a low amount is refused; confirm, passcode, pending, then arrived with the balances reloaded', async () => {
    const { world, dialog } = await openPull(linked);
    const from = await within(dialog).findByRole('radiogroup', { name: 'From' });
    expect(
      within(from)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Chase •••• 4444Active', 'Bank of America •••• 2222Active']);
    const accounts = within(dialog).getByRole('region', { name: 'Your bank accounts' });
    expect(within(within(accounts).getByRole('list', { name: 'Needs relinking' })).getByRole('button', { name: 'Relink Wells Fargo •••• 1111' })).toBeDefined();
    expect(within(accounts).getByRole('list', { name: 'Rejected' }).textContent).toBe('Capital One •••• 3333Rejected by your bank');
    await userEvent.type(within(dialog).getByLabelText('Amount in USD'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The amount is below the minimum deposit.');
    await userEvent.type(within(dialog).getByLabelText('Amount in USD'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('heading', { name: 'Confirm your deposit' })).toBeDefined();
    expect([...dialog.querySelectorAll('.summary > div')].map((row) => row.textContent)).toEqual(['Amount$150.00']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.type(await within(dialog).findByLabelText('Enter your 6-digit passcode'), FAKE_DEPOSIT_PASSCODE);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Deposit$/ }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Your deposit of $150.00 is on its way. It settles in your cash account shortly.');
    const before = world.fakes.account.calls.count('getWallets');
    const [receipt] = world.fakes.deposits.orders.deposits;
    world.fakes.payments.settleDeposit(receipt?.transactionId ?? '');
    await act(() => world.time.advance(1_000));
    expect(await within(dialog).findByText('Your deposit of $150.00 has arrived.')).toBeDefined();
    await vi.waitFor(() => expect(world.fakes.account.calls.count('getWallets')).toBeGreaterThan(before));
  });

  it('a wrong passcode returns to the confirm page with the refusal; the passcode step starts empty again', async () => {
    const { dialog } = await openPull(linked);
    await userEvent.type(await within(dialog).findByLabelText('Amount in USD'), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    await userEvent.type(await within(dialog).findByLabelText('Enter your 6-digit passcode'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Deposit$/ }));
    expect(await within(dialog).findByRole('heading', { name: 'Confirm your deposit' })).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).toBe('Incorrect passcode.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const passcode = await within(dialog).findByLabelText('Enter your 6-digit passcode');
    expect((passcode as HTMLInputElement).value).toBe('');
    await userEvent.type(passcode, FAKE_DEPOSIT_PASSCODE);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Deposit$/ }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Your deposit of $150.00 is on its way. It settles in your cash account shortly.');
  });

  it('account_link_fail_error opens the relink modal for the account; leaving the bank link returns to Relink, a failed link says so with Try again', async () => {
    const { world, dialog } = await openPull(linked);
    const relink = await pullRefusedForRelink(world, dialog);
    expect(relink.textContent).toContain('Sign in to your bank again to keep depositing from Chase •••• 4444.');
    await userEvent.click(within(relink).getByRole('button', { name: 'Relink' }));
    await bankLinkPage(world, { status: 'cancelled' });
    expect(await within(relink).findByRole('button', { name: 'Relink' })).toBeDefined();
    await userEvent.click(within(relink).getByRole('button', { name: 'Relink' }));
    await bankLinkPage(world, { status: 'error' });
    const failed = await screen.findByRole('dialog', { name: 'Bank link failed' });
    expect(within(failed).getByRole('alert').textContent).toBe('We could not link your bank account.We could not open the bank link. Please try again later.');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('after a relink forced by account_link_fail_error the amount step returns with the refused amount and account, and the accounts reloading keep what is typed', async () => {
    const { world, dialog } = await openPull(linked);
    const amount = () => within(dialog).getByLabelText<HTMLInputElement>('Amount in USD');
    const relink = await pullRefusedForRelink(world, dialog);
    expect(amount().value).toBe('150');
    await userEvent.click(within(relink).getByRole('button', { name: 'Relink' }));
    const reload = world.fakes.bankLinking.calls.holdNext('listBankAccounts');
    // An account linked meanwhile (elsewhere) shows once the held reload answers.
    world.fakes.bankLinking.addAccount({ id: 'ba-ally', bankName: 'Ally', maskedAccountIdentifier: '•••• 5555', status: 'authenticated' });
    await bankLinkPage(world, { status: 'success', public_token: world.fakes.bankLinking.completeLink('link-1'), account_id: 'plaid-4444' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Relink your bank account' })).toBeNull());
    await userEvent.type(amount(), '.5');
    reload.release();
    expect(await within(dialog).findByRole('radio', { name: /^Ally/ })).toBeDefined();
    expect(amount().value).toBe('150.5');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /^Chase/ }).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('heading', { name: 'Confirm your deposit' })).toBeDefined();
  });

  it('Manage accounts: a pending account cannot be removed; an unsettled withdrawal shows the server’s title and message; edit saves the holder name', async () => {
    const { world, dialog } = await openPull(linked);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Manage accounts' }));
    const remove = within(dialog).getByRole('button', { name: 'Remove Bank of America •••• 2222' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Pending accounts cannot be removed.');
    world.fakes.bankLinking.calls.failNext('deleteBankAccount', {
      kind: 'business',
      code: 'pending_withdrawal_not_settled_error',
      message: undefined,
      l10n: { titleKey: 'pending_withdrawal_not_settled_error_title', messageKey: 'pending_withdrawal_not_settled_error', payloads: {} },
      meta: {},
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Chase •••• 4444' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove Chase •••• 4444?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect((await within(ask).findByRole('alert')).textContent).toBe(
      'A withdrawal is still on its wayThis bank account has a withdrawal that has not settled yet.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Chase •••• 4444' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Chase •••• 4444' });
    const holder = await within(edit).findByLabelText('Account holder');
    await userEvent.clear(holder);
    await userEvent.type(holder, 'Tess Q. Tester');
    await userEvent.selectOptions(within(edit).getByLabelText('Account type'), 'savings');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await world.time.until(() => screen.queryByRole('dialog', { name: 'Edit Chase •••• 4444' }) === null);
    expect(await world.fakes.bankLinking.getReviewDetails('ba-chase', currencyCode('USD'), 'us_ach_pull')).toMatchObject({
      ok: true,
      value: { accountHolderName: 'Tess Q. Tester', accountType: 'savings' },
    });
  });
});
