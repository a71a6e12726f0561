import { describe, expect, it } from 'vitest';
import { FakeAccountAdapter } from '../../../adapters/fake/fake-account-adapter';
import { FakeKycAdapter } from '../../../adapters/fake/fake-kyc-adapter';
import { businessError } from '../../../application/ports/api-error';
import { currencyCode } from '../../../domain/money/currency';
import { errorCode, expectOk } from '../../support/api-result';

const USD = currencyCode('USD');
const EUR = currencyCode('EUR');

describe('FakeKycAdapter: a customer’s case in memory, forms as a test scripts them', () => {
  it('a customer needing setup is told what create wallet needs; an approved one gets the wallet, in the fake accounts too', async () => {
    expect(expectOk(await new FakeKycAdapter().createWallet(USD))).toEqual({
      currency: 'USD',
      state: 'not_created',
      additionalInfo: { triggeredBy: 'fiat_wallet_setup', restrictedFeatures: ['fiat_deposit', 'fiat_withdrawal'], edd: false },
    });
    const account = new FakeAccountAdapter();
    const kyc = new FakeKycAdapter({ status: 'approved', account });
    expect(expectOk(await kyc.createWallet(EUR))).toEqual({ currency: 'EUR', state: 'created', additionalInfo: undefined });
    expect([kyc.wallets.EUR, account.fiatWallet('EUR')?.state]).toEqual(['created', 'created']);
    expect(expectOk(await kyc.getCashAccount(EUR))).toEqual({ currency: 'EUR', state: 'created', kycStatus: 'kyc_approved' });
  });

  it('a case under review or rejected refuses create wallet with manual_restricted_feature and its header', async () => {
    const review = await new FakeKycAdapter({ status: 'manual_review' }).createWallet(USD);
    expect(review.ok ? undefined : review.error).toEqual(
      businessError('manual_restricted_feature', { meta: { header: 'pending', triggered_by: 'fiat_wallet_setup' } }),
    );
    const kyc = new FakeKycAdapter({ status: 'rejected' });
    expect(errorCode(await kyc.createWallet(USD))).toBe('manual_restricted_feature');
    expect(expectOk(await kyc.setStatus('approved').createWallet(USD)).state).toBe('created');
  });

  it('reports the identity, the restriction overview and outstanding balances by the case and the options', async () => {
    const kyc = new FakeKycAdapter({ status: 'restricted', outstanding: { USD: { amount: '12.34', paymentNetworks: ['us_ach_pull'] } } });
    expect(expectOk(await kyc.getIdentity())).toEqual({ status: 'kyc_restricted', restrictedFeatures: ['fiat_deposit', 'fiat_withdrawal'] });
    expect(expectOk(await kyc.getRestrictionOverview('restricted_feature', ['crypto_withdrawal']))).toMatchObject({
      header: 'additional_info_required',
      restrictedFeatures: ['crypto_withdrawal'],
    });
    expect(expectOk(await kyc.getOutstandingBalance(USD)).amount.toFixed(2)).toBe('12.34');
    expect(expectOk(await kyc.getOutstandingBalance(EUR)).amount.toFixed(2)).toBe('0.00');
  });

  it('form calls answer what was scripted, in order, then refuse with invalid_parameter', async () => {
    const kyc = new FakeKycAdapter().script(
      'pollResult',
      { ok: true, value: { result: { type: 'polling' } } },
      { ok: true, value: { result: { type: 'success' } } },
    );
    expect(expectOk(await kyc.pollResult('fiat_wallet_setup', 'review')).result?.type).toBe('polling');
    expect(expectOk(await kyc.pollResult('fiat_wallet_setup', 'review')).result?.type).toBe('success');
    expect(errorCode(await kyc.pollResult('fiat_wallet_setup', 'review'))).toBe('invalid_parameter');
    expect(errorCode(await kyc.getSection({ triggeredBy: 'fiat_wallet_setup' }))).toBe('invalid_parameter');
    expect(kyc.calls.count('pollResult')).toBe(3);
  });

  it('fails or holds any call through calls', async () => {
    const kyc = new FakeKycAdapter();
    kyc.calls.failNext('getOpenBankingAppId', businessError('restricted_feature'));
    expect(errorCode(await kyc.getOpenBankingAppId())).toBe('restricted_feature');
    expect(expectOk(await kyc.getOpenBankingAppId())).toBe('fake-open-banking-app');
  });
});
