import { describe, expect, it } from 'vitest';
import { FakeKycAdapter } from '../../../adapters/fake/fake-kyc-adapter';
import { businessError } from '../../../application/ports/api-error';
import { buildAnswers } from '../../../domain/kyc/form-answers';
import type { FormValues } from '../../../domain/kyc/form-values';
import { currencyCode } from '../../../domain/money/currency';
import { errorCode, expectOk } from '../../support/api-result';
import { JANE, sectionValues, withOptions } from '../../support/kyc-profile';
import { SetupDriver } from '../../support/kyc-setup-driver';

const USD = currencyCode('USD');

function fake(options: Partial<ConstructorParameters<typeof FakeKycAdapter>[0]> = {}) {
  let now = Date.UTC(2026, 10, 22, 12);
  const kyc = new FakeKycAdapter({ clock: () => now, ...options });
  const driver = new SetupDriver(kyc, kyc, (ms) => {
    now += ms;
    return Promise.resolve();
  });
  const completeSetup = async () => {
    await driver.dispatch({ type: 'start' });
    await driver.dispatch({ type: 'continue' });
    while (driver.step === 'FORM') await driver.submit((id) => sectionValues(id, JANE));
  };
  return { kyc, driver, completeSetup };
}

describe('FakeKycAdapter: the sandbox forms and rules in memory, for application tests', () => {
  it('runs the whole setup flow to SUCCESS by the injected clock, creating the wallet', async () => {
    const { kyc, driver, completeSetup } = fake();
    await completeSetup();
    expect(driver.step).toBe('SUCCESS');
    expect(kyc.wallets.USD).toBe('created');
    expect(expectOk(await kyc.getIdentity()).status).toBe('kyc_approved');
    expect(kyc.calls.count('pollResult')).toBe(4);
  });

  it('forces the next verification outcome with decideNext', async () => {
    const { kyc, driver, completeSetup } = fake();
    kyc.decideNext('rejected');
    await completeSetup();
    expect(driver.step).toBe('VERIFICATION_UNSUCCESSFUL');
    expect(errorCode(await kyc.createWallet(USD))).toBe('manual_restricted_feature');
  });

  it('validates answers with the domain rules and the server checks, like the sandbox', async () => {
    const { kyc } = fake();
    const section = await withOptions(kyc, expectOk(await kyc.getSection({ triggeredBy: 'fiat_wallet_setup' })));
    const submit = (values: FormValues) => kyc.submitSection({ triggeredBy: 'fiat_wallet_setup', section, answers: buildAnswers(section, values) });
    expect(errorCode(await submit({ first_name: 'Jane' }))).toBe('invalid_parameter');
    expect(errorCode(await submit({ ...sectionValues('personal_details', JANE), ssn: '000000000' }))).toBe('ssn_unmatch_error');
    expect(expectOk(await submit(sectionValues('personal_details', JANE))).nextSection?.section.section_id).toBe('residential_address');
  });

  it('starts where it is told, and reports outstanding balances and places as configured', async () => {
    const { kyc } = fake({ status: 'approved', outstanding: { USD: { amount: '12.34', paymentNetworks: ['us_ach_pull'] } } });
    expect(expectOk(await kyc.createWallet(USD))).toEqual({ currency: 'USD', state: 'created', additionalInfo: undefined });
    expect(expectOk(await kyc.getOutstandingBalance(USD)).amount.toFixed(2)).toBe('12.34');
    expect(expectOk(await kyc.searchPlaces({ sessionToken: 's', input: 'wall', country: 'US', language: 'en' }))).toEqual([
      { placeId: 'sbx_us_02', description: '11 Wall Street, New York, NY 10005, United States' },
    ]);
    expect(errorCode(await kyc.searchPlaces({ sessionToken: 's', input: '', country: 'US', language: 'en' }))).toBe('invalid_parameter');
  });

  it('fails or holds any call through calls', async () => {
    const { kyc } = fake();
    kyc.calls.failNext('getOpenBankingAppId', businessError('restricted_feature'));
    expect(errorCode(await kyc.getOpenBankingAppId())).toBe('restricted_feature');
    expect(expectOk(await kyc.getOpenBankingAppId())).toBe('fake-open-banking-app');
  });
});
