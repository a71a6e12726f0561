import { describe, expect, it } from 'vitest';
import type { ManualVendor } from '../../../application/ports/deposits-port';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { VirtualTime } from '../../support/virtual-time';

const USD = currencyCode('USD');
const vendor = (vendorId: string, state: string): ManualVendor => ({
  vendorId,
  nameKey: `vendor_${vendorId}`,
  state,
  bankDetails: [{ key: 'account_number', translationKey: 'bank_detail_account_number', value: `${vendorId}-0001`, description: undefined }],
  warnings: [],
  confirmation: undefined,
});

function setup() {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  world.fakes.account.setFiatWallet('USD', '0');
  world.fakes.deposits.setManualMethod({
    depositMethod: 'us_ach',
    currency: USD,
    vendors: [vendor('evolve', 'created'), vendor('lead_bank', 'uncreated')],
    bulletPoints: ['manual_bullet'],
    multiVendorExplainer: undefined,
    instructions: ['manual_instruction'],
  });
  const service = world.services.manualDeposit;
  return { ...world, time, service, key: (vendorId: string) => ({ currency: USD, paymentNetwork: 'us_ach', vendorId }) };
}

describe('ManualDepositService (spec 001 §2 "Manual bank info", §4 "Manual deposit", §5 reference numbers)', () => {
  it('opens on the first created vendor and its bank details', async () => {
    const f = setup();
    const opened = await f.service.open(USD, 'us_ach');
    expect(opened).toMatchObject({ ok: true, value: { vendor: { view: 'deposit_information', vendorId: 'evolve' } } });
    expect(f.service.shownVendor()?.bankDetails[0]?.value).toBe('evolve-0001');
  });

  it('switching to an uncreated vendor asks first, then creates it and polls it at the server frequency until created', async () => {
    const f = setup();
    await f.service.open(USD, 'us_ach');
    expect(await f.service.selectVendor('lead_bank')).toMatchObject({ ok: true, value: { vendor: { view: 'confirm_provider_switch', target: 'lead_bank' } } });
    const switching = f.service.confirmSwitch();
    await f.time.advance(3_000);
    expect(f.service.state.getSnapshot().vendor.view).toBe('retrieving_provider_details');
    f.fakes.deposits.setVendorState(f.key('lead_bank'), 'created');
    await f.time.advance(1_000);
    expect((await switching).vendor).toEqual({ view: 'deposit_information', vendorId: 'lead_bank' });
    expect(f.service.shownVendor()).toMatchObject({ vendorId: 'lead_bank', state: 'created' });
    expect(f.fakes.deposits.calls.count('getVendorState')).toBe(5);
  });

  it('a vendor still pending after timeout/frequency polls is the Error view; retry returns to the previous vendor', async () => {
    const f = setup();
    await f.service.open(USD, 'us_ach');
    await f.service.selectVendor('lead_bank');
    const switching = f.service.confirmSwitch();
    await f.time.advance(10_000);
    expect((await switching).vendor).toEqual({ view: 'error', vendorId: 'evolve', code: 'deposit_vendor_retrieval_failed' });
    expect(f.fakes.deposits.calls.count('getVendorState')).toBe(10);
    f.service.retry();
    expect(f.service.shownVendor()?.vendorId).toBe('evolve');
  });

  it('emails the bank details with a cooldown and a verification code; again within the cooldown is refused', async () => {
    const f = setup();
    await f.service.open(USD, 'us_ach');
    expect(await f.service.emailBankInfo()).toMatchObject({ ok: true, value: { verificationCode: '246810', cooldownEndsAt: f.time.scheduler.now() + 60_000 } });
    await f.time.advance(20_000);
    expect(await f.service.emailBankInfo()).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'cooldown_period_has_not_passed', params: { cooldown_in_seconds: '40' } },
    });
    expect(f.fakes.deposits.calls.count('emailBankInfo')).toBe(1);
  });

  it('a reference number is checked by the domain first (8 to 12 characters), then matched; the deposit settles', async () => {
    const f = setup();
    f.fakes.deposits.orders.addUnmatchedTransfer('us_ach', 'ACH20261122', '250.00');
    await f.service.open(USD, 'us_ach');
    expect(await f.service.submitReference('SHORT')).toEqual({ ok: false, error: { kind: 'rule', code: 'reference_number_too_short', params: { min: '8' } } });
    expect(await f.service.submitReference('ABCDEFGHIJKLM')).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'reference_number_exceeds_max_length', params: { max: '12' } },
    });
    expect(f.fakes.deposits.calls.count('submitReferenceNumber')).toBe(0);
    expect(await f.service.submitReference('NOTAREF123')).toMatchObject({ ok: false, error: { kind: 'api', error: { code: 'reference_number_not_found' } } });
    const receipt = await f.service.submitReference('ACH20261122');
    expect(receipt).toMatchObject({ ok: true, value: { status: 'pending', amount: dec('250.00') } });
    const watching = f.service.settlement(60_000);
    await f.time.advance(2_000);
    f.fakes.payments.settleDeposit(receipt.ok ? (receipt.value.transactionId ?? '') : '');
    await f.time.advance(1_000);
    expect(await watching).toMatchObject({ ok: true, value: { status: 'settled' } });
    expect(f.fakes.account.fiatWallet('USD')?.amount.toFixed(2)).toBe('250.00');
  });

  it('the daily attempts used up refuse the reference before the call', async () => {
    const f = setup();
    await f.service.open(USD, 'us_ach');
    for (let i = 0; i < 5; i++) await f.service.submitReference(`MISSING${String(i).padStart(3, '0')}`);
    expect(await f.service.submitReference('MISSING999')).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'reference_number_daily_attempts_used_up', params: {} },
    });
    expect(f.fakes.deposits.calls.count('submitReferenceNumber')).toBe(5);
  });
});
