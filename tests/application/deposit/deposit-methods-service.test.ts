import { describe, expect, it } from 'vitest';
import { depositCustomerOf } from '../../../application/deposit/deposit-methods-service';
import { deriveCustomer } from '../../../application/account/customer-service';
import { DEFAULT_APP_CONFIG } from '../../../adapters/fake/fake-config-adapter';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { currencyCode } from '../../../domain/money/currency';
import { VirtualTime } from '../../support/virtual-time';

const USD = currencyCode('USD');
const TESTER = { isInternalTester: true };
const REGULAR = { isInternalTester: false };

function setup() {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  world.fakes.deposits.setMethods('USD', [{ id: 'us_ach_pull' }, { id: 'us_ach' }, { id: 'fiat_wallet_top_up' }, { id: 'paypal' }, { id: 'mystery_rail' }]);
  world.fakes.deposits.setVibanCurrencies([{ id: 'USD', can_deposit: true }]);
  return { ...world, service: world.services.depositMethods };
}

describe('DepositMethodsService (spec 001 §2 picker, §4 method flow, §6 testers)', () => {
  it('a regular customer gets the supported methods clickable; early-access and unknown ones only in the app', async () => {
    const f = setup();
    const view = await f.service.methods(USD, REGULAR);
    expect(view).toMatchObject({ ok: true, value: { kind: 'list', preselected: undefined } });
    if (!view.ok || view.value.kind !== 'list') throw new Error('expected a list');
    expect(view.value.supported.map((e) => e.id)).toEqual(['us_ach', 'fiat_wallet_top_up']);
    expect(view.value.disabled.map((e) => [e.id, e.label])).toEqual([
      ['us_ach_pull', 'only_in_app'],
      ['paypal', 'only_in_app'],
      ['mystery_rail', 'only_in_app'],
    ]);
  });

  it('a tester gets the early-access networks; the preferred method is preselected; an outstanding balance deactivates its method', async () => {
    const f = setup();
    f.fakes.deposits.setWalletFeatures({ currency: USD, canDeposit: true, canWithdraw: true, outstandingBalanceMethods: ['us_ach_pull'] });
    const view = await f.service.methods(USD, TESTER, 'paypal');
    if (!view.ok || view.value.kind !== 'list') throw new Error('expected a list');
    expect(view.value.supported.map((e) => e.id)).toEqual(['us_ach', 'fiat_wallet_top_up', 'paypal']);
    expect(view.value.disabled.map((e) => [e.id, e.label])).toEqual([
      ['us_ach_pull', 'unavailable'],
      ['mystery_rail', 'only_in_app'],
    ]);
    expect(view.value.preselected).toBe('paypal');
  });

  it('no method is "no deposit method found"; exactly one supported method opens directly', async () => {
    const f = setup();
    f.fakes.deposits.setMethods('EUR', []).setMethods('GBP', [{ id: 'uk_fps' }]);
    expect(await f.service.methods(currencyCode('EUR'), REGULAR)).toEqual({ ok: true, value: { kind: 'no_method', code: 'no_deposit_method_found' } });
    expect(await f.service.methods(currencyCode('GBP'), REGULAR)).toEqual({ ok: true, value: { kind: 'direct', method: 'uk_fps' } });
  });

  it('choosing an offered method continues to its screen; one the picker does not offer is refused with how it is shown', async () => {
    const f = setup();
    expect(await f.service.choose(USD, 'fiat_wallet_top_up', REGULAR)).toEqual({
      ok: true,
      value: { kind: 'continue', method: 'fiat_wallet_top_up', screen: 'card_top_up' },
    });
    expect(await f.service.choose(USD, 'us_ach_pull', TESTER)).toEqual({
      ok: true,
      value: { kind: 'continue', method: 'us_ach_pull', screen: 'deposit_pull' },
    });
    expect(await f.service.choose(USD, 'us_ach_pull', REGULAR)).toEqual({
      ok: true,
      value: { kind: 'not_offered', code: 'deposit_network_not_available', label: 'only_in_app' },
    });
    expect(await f.service.choose(USD, 'sepa', REGULAR)).toEqual({
      ok: true,
      value: { kind: 'not_offered', code: 'deposit_network_not_available', label: 'not_listed' },
    });
  });

  it('personal information required for fiat_deposit comes first; then an ineligible virtual-bank account stops the flow', async () => {
    const f = setup();
    f.fakes.config.requiredInformation = ['address'];
    expect(await f.service.choose(USD, 'us_ach', REGULAR)).toEqual({ ok: true, value: { kind: 'personal_information_required', fields: ['address'] } });
    f.fakes.config.requiredInformation = [];
    f.fakes.deposits.setWalletFeatures({ currency: USD, canDeposit: false, canWithdraw: true, outstandingBalanceMethods: [] });
    expect(await f.service.choose(USD, 'us_ach', REGULAR)).toEqual({
      ok: true,
      value: { kind: 'viban_not_eligible', code: 'deposit_viban_not_eligible', currency: 'USD' },
    });
  });

  it('a failed methods call is the failure itself (the picker shows retry)', async () => {
    const f = setup();
    f.fakes.deposits.calls.failNext('getDepositMethods', { kind: 'network' });
    expect(await f.service.methods(USD, REGULAR)).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it("showing the picker tracks 'method viewed' with what it shows; picking an offered method tracks 'method initiated' (spec 001 §4)", async () => {
    const f = setup();
    await f.service.methods(USD, REGULAR);
    expect(f.fakes.analytics.events()).toEqual([
      { name: 'deposit_method_viewed', properties: { currency: 'USD', view: 'list', methods: 'us_ach,fiat_wallet_top_up,us_ach_pull,paypal,mystery_rail' } },
    ]);
    await f.service.choose(USD, 'us_ach_pull', REGULAR);
    expect(f.fakes.analytics.events('deposit_method_initiated')).toEqual([]);
    await f.service.choose(USD, 'fiat_wallet_top_up', REGULAR);
    expect(f.fakes.analytics.events('deposit_method_initiated')).toEqual([
      { name: 'deposit_method_initiated', properties: { currency: 'USD', method: 'fiat_wallet_top_up' } },
    ]);
    expect(f.fakes.analytics.events('deposit_method_viewed')).toHaveLength(1);
  });

  it('a picker that failed to load tracks nothing', async () => {
    const f = setup();
    f.fakes.deposits.calls.failNext('getDepositMethods', { kind: 'network' });
    await f.service.methods(USD, REGULAR);
    expect(f.fakes.analytics.events()).toEqual([]);
  });

  it('the tester flag comes from the user uuid and the app config list', () => {
    const user = { uuid: 'u-1' } as Parameters<typeof deriveCustomer>[0];
    expect(depositCustomerOf(deriveCustomer(user, { ...DEFAULT_APP_CONFIG, internalTesterUuids: ['U-1'] }, undefined, false))).toEqual(TESTER);
    expect(depositCustomerOf(deriveCustomer(user, DEFAULT_APP_CONFIG, undefined, false))).toEqual(REGULAR);
  });
});
