// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { renderHubAt } from '../render-hub';

type World = Awaited<ReturnType<typeof renderHubAt>>;

const BANKS = [
  { id: 'rbc', bank_name: 'RBC Royal Bank' },
  { id: 'td', bank_name: 'TD Canada Trust' },
  { id: 'bmo', bank_name: 'BMO Bank of Montreal' },
];

const open = async (path = '/hub/home?deposit=CAD&method=ca_interac_request', arrange: (w: World) => void = () => undefined) => {
  const world = await renderHubAt(path, (w) => {
    w.fakes.account.setTotal('0').setFiatWallet('CAD', '0');
    w.fakes.config.appConfig = { ...w.fakes.config.appConfig, internalTesterUuids: ['user-1'] };
    w.fakes.deposits.setMethods('CAD', [{ id: 'ca_interac_etransfer' }, { id: 'ca_interac_request' }]);
    w.fakes.deposits.requests.banks = BANKS;
    arrange(w);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Deposit CAD · Interac request' }, { timeout: 5_000 });
  return { world, dialog };
};

const bankNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Choose your bank' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

/** Bank, amount and confirm order, up to Authorise. */
async function toAuthorise(world: World, dialog: HTMLElement) {
  await userEvent.click(await within(dialog).findByRole('button', { name: /TD Canada Trust/ }));
  await userEvent.type(within(dialog).getByLabelText('Amount in CAD'), '200');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
  await within(dialog).findByRole('heading', { name: 'Authorise at your bank' });
  return world.fakes.deposits.calls.count('confirmDepositRequest');
}

describe('the deposit request (ca_interac_request; spec 001 §2, §4, §5)', () => {
  afterEach(cleanup);

  it('choose a bank: the search filters by name, case-insensitively, 300 ms after the last keystroke; none found is said', async () => {
    const { world, dialog } = await open();
    await within(dialog).findByRole('list', { name: 'Choose your bank' });
    const search = within(dialog).getByLabelText('Search banks');
    await userEvent.type(search, 'BANK');
    await act(() => world.time.advance(299));
    expect(bankNames(dialog)).toHaveLength(3);
    await act(() => world.time.advance(1));
    expect(bankNames(dialog)).toEqual(['RBCRBC Royal Bank›', 'BMOBMO Bank of Montreal›']);
    expect(within(dialog).getByText('2 banks')).toBeDefined();
    await userEvent.clear(search);
    await userEvent.type(search, 'hsbc');
    await act(() => world.time.advance(300));
    expect(within(dialog).getByText('No bank matches “hsbc”.')).toBeDefined();
  });

  it('amount: empty is refused; confirm order shows amount, fee and what arrives; back returns a step', async () => {
    const { dialog } = await open();
    await userEvent.click(await within(dialog).findByRole('button', { name: /TD Canada Trust/ }));
    expect(within(dialog).getByText('Fee: 0.5 % of the amount')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter an amount.');
    await userEvent.type(within(dialog).getByLabelText('Amount in CAD'), '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByRole('heading', { name: 'Confirm your deposit request' });
    expect([...dialog.querySelectorAll('.summary > div')].map((row) => row.textContent)).toEqual([
      'BankTD Canada Trust',
      'AmountCA$200.00',
      'FeeCA$1.00',
      'You receiveCA$199.00',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByLabelText('Amount in CAD')).toBeDefined();
  });

  it('authorise leaves for the bank’s page, which sends the customer back to this request', async () => {
    const { world, dialog } = await open();
    expect(await toAuthorise(world, dialog)).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to your bank' }));
    expect(world.fakes.externalPages.visited).toEqual(['https://bank.fake/authorise/request-1']);
    expect(world.fakes.deposits.requests.returnPathOf('request-1')).toBe('/hub/home?deposit=CAD&method=ca_interac_request&request=request-1');
  });

  it('a bank page on an origin the app does not allow is not followed', async () => {
    const { world, dialog } = await open();
    world.fakes.externalPages.allowed = false;
    await toAuthorise(world, dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to your bank' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('We could not open your bank’s page. Please try again later.');
  });

  it('back from the bank: authorised is on its way, then arrives with the balances reloaded; a declined one moved nothing', async () => {
    const { world, dialog } = await open();
    await toAuthorise(world, dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to your bank' }));
    world.fakes.deposits.requests.authoriseRequest('request-1', true);
    const comeBack = async (orderId: string) => {
      act(() => {
        world.services.depositFlow.close();
        world.services.depositLauncher.close();
      });
      act(() => world.services.depositLauncher.open({ currency: currencyCode('CAD'), preferredMethod: 'ca_interac_request', requestOrderId: orderId }));
      return screen.findByRole('dialog', { name: 'Deposit CAD · Interac request' });
    };
    const back = await comeBack('request-1');
    expect((await within(back).findByRole('status')).textContent).toBe(
      'Authorised: CA$199.00 is on its way. It shows as pending in your cash account until it arrives.',
    );
    const status = world.fakes.deposits.requests.requestStatus('request-1');
    const before = world.fakes.account.calls.count('getWallets');
    world.fakes.payments.settleDeposit(status.ok ? (status.value.transactionId ?? '') : '');
    await act(() => world.time.advance(1_000));
    expect(await within(back).findByText('Your deposit has arrived: CA$199.00 is in your cash account.')).toBeDefined();
    expect(world.fakes.account.calls.count('getWallets')).toBeGreaterThan(before);

    await userEvent.click(within(back).getByRole('button', { name: 'New request' }));
    await toAuthorise(world, back);
    world.fakes.deposits.requests.authoriseRequest('request-2', false);
    const declined = await comeBack('request-2');
    expect((await within(declined).findByRole('status')).textContent).toBe('Your bank did not authorise the request for CA$200.00. No money was moved.');
  });
});
