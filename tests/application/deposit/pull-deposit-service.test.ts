import { describe, expect, it } from 'vitest';
import { FAKE_DEPOSIT_PASSCODE } from '../../../adapters/fake/fake-deposits-adapter';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { VirtualTime } from '../../support/virtual-time';

const USD = currencyCode('USD');
const PULL = 'us_ach_pull';

function setup() {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  world.fakes.account.setFiatWallet('USD', '500');
  world.fakes.bankLinking
    .addAccount({ id: 'ba-expired', bankName: 'Wells Fargo', maskedAccountIdentifier: '•••• 1111', status: 'expired' })
    .addAccount({ id: 'ba-chase', bankName: 'Chase', maskedAccountIdentifier: '•••• 4444', status: 'authenticated' });
  world.fakes.deposits.orders.addBankAccount('ba-chase').addBankAccount('ba-expired');
  const service = world.services.pullDeposit;
  const load = async () => {
    const data = await service.load(USD, PULL);
    if (!data.ok) throw new Error('load failed');
    return data.value;
  };
  /** An order for `amount` from a bank account, past its confirm page: the passcode step. */
  const toPasscode = async (bankAccountId: string, amount: string) => {
    const data = await load();
    const request = service.check(data, bankAccountId, dec(amount));
    if (!request.ok) throw new Error('refused');
    await service.createOrder(data, request.value);
    service.confirm();
  };
  return { ...world, time, service, load, toPasscode, wallet: () => world.fakes.account.fiatWallet('USD')?.amount.toFixed(2) };
}

describe('PullDepositService (spec 001 §2, §4 "Pull deposit", §5)', () => {
  it('loads the overview and the accounts with their link groups: the Deposit view', async () => {
    const f = setup();
    const data = await f.load();
    expect(data.view).toBe('Deposit');
    expect(data.bankAccounts.map((a) => [a.id, a.group])).toEqual([
      ['ba-expired', 'needs_relink'],
      ['ba-chase', 'active'],
    ]);
    expect(data.overview.minimumDepositAmount.toFixed()).toBe('10');
  });

  it('without bank accounts the view is Empty and the chain asks for one', async () => {
    const time = new VirtualTime();
    const { services } = createFakeServices({ scheduler: time.scheduler, clock: time.now });
    const data = await services.pullDeposit.load(USD, PULL);
    if (!data.ok) throw new Error('load failed');
    expect(data.value.view).toBe('Empty');
    expect(services.pullDeposit.check(data.value, undefined, dec('50'))).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'pull_deposit_no_bank_account', params: {} },
    });
  });

  it('the confirm chain runs before any order: minimum, maximum, quotas; the default account is the first pullable one', async () => {
    const f = setup();
    const data = await f.load();
    expect(f.service.check(data, undefined, dec('9.99'))).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'pull_deposit_below_minimum', params: { min: '10', currency: 'USD' } },
    });
    expect(f.service.check(data, undefined, dec('2500.01'))).toMatchObject({ ok: false, error: { code: 'pull_deposit_above_maximum' } });
    expect(f.service.check(data, undefined, undefined)).toMatchObject({ ok: false, error: { code: 'pull_deposit_amount_empty' } });
    expect(f.service.check(data, undefined, dec('150'))).toEqual({ ok: true, value: { bankAccountId: 'ba-chase', amount: dec('150') } });
    expect(f.fakes.deposits.calls.count('createPullOrder')).toBe(0);
  });

  it('order, confirm, passcode: success; the money settles when the rail says so, exactly the amount', async () => {
    const f = setup();
    const data = await f.load();
    const request = f.service.check(data, 'ba-chase', dec('150.50'));
    if (!request.ok) throw new Error('refused');
    const order = await f.service.createOrder(data, request.value);
    expect(order).toMatchObject({ ok: true, value: { pageTitle: 'deposit_pull_confirm_title' } });
    expect(f.service.state.getSnapshot().confirm.step).toBe('confirm');
    expect(f.service.confirm()).toEqual({ ok: true, value: undefined });
    const confirmed = await f.service.submitPasscode(FAKE_DEPOSIT_PASSCODE);
    expect(confirmed).toMatchObject({ ok: true, value: { confirm: { step: 'success' }, receipt: { status: 'pending' } } });
    const transactionId = f.service.state.getSnapshot().receipt?.transactionId ?? '';
    const watching = f.service.settlement(60_000);
    await f.time.advance(5_000);
    expect(f.wallet()).toBe('500.00');
    f.fakes.payments.settleDeposit(transactionId);
    await f.time.advance(1_000);
    expect(await watching).toMatchObject({ ok: true, value: { status: 'settled', transaction: { id: transactionId, amount: dec('150.50') } } });
    expect(f.wallet()).toBe('650.50');
  });

  it('a deposit still pending when the wait runs out is reported pending, nothing credited', async () => {
    const f = setup();
    await f.toPasscode('ba-chase', '100');
    await f.service.submitPasscode(FAKE_DEPOSIT_PASSCODE);
    const watching = f.service.settlement(3_000);
    await f.time.advance(3_000);
    expect(await watching).toMatchObject({ ok: true, value: { status: 'pending' } });
    expect(f.fakes.payments.calls.count('getFiatTransaction')).toBe(4);
    expect(f.wallet()).toBe('500.00');
  });

  it('a wrong passcode goes back to the confirm step with the refusal; insufficient funds is its own step', async () => {
    const f = setup();
    await f.toPasscode('ba-chase', '100');
    expect(await f.service.submitPasscode('000000')).toMatchObject({
      ok: true,
      value: { confirm: { step: 'confirm' }, failure: { kind: 'api', error: { code: 'invalid_passcode' } } },
    });
    f.service.confirm();
    f.fakes.deposits.calls.failNext('confirmPullOrder', {
      kind: 'business',
      code: 'insufficient_balance_error',
      message: undefined,
      l10n: undefined,
      meta: {},
    });
    expect(await f.service.submitPasscode(FAKE_DEPOSIT_PASSCODE)).toMatchObject({ ok: true, value: { confirm: { step: 'insufficient_balance' } } });
  });

  it('account_link_fail_error closes the steps and asks for the relink modal', async () => {
    const f = setup();
    await f.toPasscode('ba-expired', '100');
    f.fakes.deposits.calls.failNext('confirmPullOrder', { kind: 'business', code: 'account_link_fail_error', message: undefined, l10n: undefined, meta: {} });
    expect(await f.service.submitPasscode(FAKE_DEPOSIT_PASSCODE)).toMatchObject({
      ok: true,
      value: { confirm: { step: 'closed' }, relinkAccountId: 'ba-expired' },
    });
  });

  it('a refusal that closes the steps keeps the amount and account as the draft the amount step starts from; closing the flow clears it', async () => {
    const f = setup();
    await f.toPasscode('ba-expired', '100.5');
    f.fakes.deposits.calls.failNext('confirmPullOrder', { kind: 'business', code: 'account_link_fail_error', message: undefined, l10n: undefined, meta: {} });
    await f.service.submitPasscode(FAKE_DEPOSIT_PASSCODE);
    const draft = f.service.state.getSnapshot().draft;
    expect(draft?.bankAccountId).toBe('ba-expired');
    expect(draft?.amount.toFixed()).toBe('100.5');
    f.service.close();
    expect(f.service.state.getSnapshot().draft).toBeUndefined();
  });

  it('a passcode that is not 6 digits is refused before the call', async () => {
    const f = setup();
    await f.toPasscode('ba-chase', '100');
    expect(await f.service.submitPasscode('12ab56')).toMatchObject({ ok: false, error: { kind: 'rule', code: 'top_up_passcode_required' } });
    expect(f.fakes.deposits.calls.count('confirmPullOrder')).toBe(0);
  });
});
