import { describe, expect, it } from 'vitest';
import { type ApiResult, businessError } from '../../../application/ports/api-error';
import { FAKE_DEPOSIT_PASSCODE, FakeDepositsAdapter } from '../../../adapters/fake/fake-deposits-adapter';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');
const code = (r: ApiResult<unknown>): string | undefined => (r.ok ? undefined : r.error.kind === 'business' ? r.error.code : r.error.kind);
function value<T>(r: ApiResult<T>): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function fake() {
  const clock = { now: Date.UTC(2026, 10, 22, 12) };
  const deposits = new FakeDepositsAdapter({ clock: () => clock.now });
  deposits.orders.addBankAccount('ba-1');
  return { deposits, clock };
}

const vendor = { currency: USD, paymentNetwork: 'us_ach', vendorId: 'v2' };
const manual = {
  depositMethod: 'us_ach',
  currency: USD,
  vendors: [
    { vendorId: 'v1', nameKey: 'v1', state: 'created', bankDetails: [], warnings: [], confirmation: undefined },
    { vendorId: 'v2', nameKey: 'v2', state: 'uncreated', bankDetails: [], warnings: [], confirmation: undefined },
  ],
  bulletPoints: [],
  multiVendorExplainer: undefined,
  instructions: [],
};

describe('FakeDepositsAdapter', () => {
  it('answers what the test set, and limits not set as missing', async () => {
    const { deposits } = fake();
    deposits.setMethods('USD', [{ id: 'us_ach' }]);
    expect(value(await deposits.getDepositMethods(USD))).toEqual([{ id: 'us_ach' }]);
    expect(value(await deposits.getLimits('paypal')).minTransactionAmount).toBeUndefined();
    expect(value(await deposits.getWalletFeatures(USD)).canDeposit).toBe(true);
  });

  it('moves a vendor from uncreated to pending on create and on to what the test sets', async () => {
    const { deposits } = fake();
    deposits.setManualMethod(manual);
    expect(value(await deposits.createVendor(vendor)).state).toBe('pending');
    deposits.setVendorState(vendor, 'created');
    expect(value(await deposits.getVendorState(vendor))).toBe('created');
    expect(value(await deposits.getManualDepositMethod(USD, 'us_ach')).vendors.map((v) => v.state)).toEqual(['created', 'created']);
  });

  it('keeps the email cooldown by the clock', async () => {
    const { deposits, clock } = fake();
    expect(value(await deposits.emailBankInfo(USD, 'v1', 'us_ach')).cooldownInSeconds).toBe(60);
    clock.now += 59_001;
    const again = await deposits.emailBankInfo(USD, 'v1', 'us_ach');
    expect(!again.ok && again.error.kind === 'business' && again.error.meta).toEqual({ cooldown_in_seconds: 1 });
    clock.now += 999;
    expect((await deposits.emailBankInfo(USD, 'v1', 'us_ach')).ok).toBe(true);
  });

  it('checks pulls with the domain rules and confirms each once with the passcode', async () => {
    const { deposits } = fake();
    expect(code(await deposits.createPullOrder({ amount: dec('5'), bankAccountId: 'ba-1', currency: USD, paymentNetwork: 'us_ach_pull' }))).toBe(
      'pull_deposit_below_minimum',
    );
    const order = value(await deposits.createPullOrder({ amount: dec('100'), bankAccountId: 'ba-1', currency: USD, paymentNetwork: 'us_ach_pull' }));
    expect(code(await deposits.confirmPullOrder(order.orderId, '000000'))).toBe('invalid_passcode');
    const first = value(await deposits.confirmPullOrder(order.orderId, FAKE_DEPOSIT_PASSCODE));
    expect(value(await deposits.confirmPullOrder(order.orderId, FAKE_DEPOSIT_PASSCODE))).toBe(first);
    expect(deposits.orders.deposits).toHaveLength(1);
    expect(value(await deposits.getPullOverview(USD, 'us_ach_pull')).usedDailyQuota.toFixed()).toBe('100');
  });

  it('matches a reference once and counts the attempts of the day', async () => {
    const { deposits } = fake();
    deposits.orders.addUnmatchedTransfer('us_ach', 'REF12345678', '250.00');
    expect(code(await deposits.submitReferenceNumber('us_ach', 'REF00000000'))).toBe('reference_number_not_found');
    const receipt = value(await deposits.submitReferenceNumber('us_ach', 'REF12345678'));
    expect(value(await deposits.submitReferenceNumber('us_ach', 'REF12345678'))).toBe(receipt);
    expect(value(await deposits.getReferenceOverview('us_ach')).currentDepositQuota).toBe(2);
  });

  it('prices deposit requests with the fee split and authorises by redirect', async () => {
    const { deposits } = fake();
    const order = value(
      await deposits.createDepositRequestOrder({ amount: dec('1000'), currency: currencyCode('CAD'), paymentNetwork: 'ca_interac_request', bankId: 'td' }),
    );
    expect([order.feeAmount.toFixed(2), order.receivableAmount.toFixed(2)]).toEqual(['5.00', '995.00']);
    expect(value(await deposits.confirmDepositRequest(order.id)).redirectUrl).toContain(order.id);
    expect(code(await deposits.confirmDepositRequest('nope'))).toBe('deposit_order_not_found');
  });

  it('fails the next call on demand', async () => {
    const { deposits } = fake();
    deposits.calls.failNext('getVibanCurrencies', businessError('restricted_feature'));
    expect(code(await deposits.getVibanCurrencies())).toBe('restricted_feature');
    expect((await deposits.getVibanCurrencies()).ok).toBe(true);
  });
});
