import { describe, expect, it } from 'vitest';
import { FakeAccountAdapter } from '../../../adapters/fake/fake-account-adapter';
import { currencyCode } from '../../../domain/money/currency';
import { errorCode, expectOk } from '../../support/api-result';

describe('FakeAccountAdapter', () => {
  it('summarises the native cash account it was given', async () => {
    const fake = new FakeAccountAdapter().setTotal('150').setFiatWallet('USD', '120.50');
    expect(expectOk(await fake.getAccountSummary()).total.amount.toFixed(2)).toBe('120.50');
    expect(expectOk(await fake.getFiatAccount())).toMatchObject({ currency: 'USD', state: 'created' });
  });

  it('changes the payment currency only to an available one', async () => {
    const fake = new FakeAccountAdapter();
    expect(expectOk(await fake.updatePaymentCurrency(currencyCode('EUR'))).current).toBe('EUR');
    expect(errorCode(await fake.updatePaymentCurrency(currencyCode('JPY')))).toBe('payment_currency_not_supported');
  });

  it("checks Pay ID parts with the domain's rule and creates one Pay ID", async () => {
    const fake = new FakeAccountAdapter();
    expect(errorCode(await fake.checkPayId('a'))).toBe('pay_id_invalid');
    expect(expectOk(await fake.checkPayId('admin')).available).toBe(false);
    expect(errorCode(await fake.createPayId('admin'))).toBe('pay_id_taken');
    expect(expectOk(await fake.createPayId('Alex')).payString).toBe('alex$crypto.com');
    expect(errorCode(await fake.createPayId('other'))).toBe('pay_id_already_created');
    expect(expectOk(await fake.updatePayIdCurrencies([currencyCode('BTC')])).currencies).toEqual(['BTC']);
    fake.payIdEligible = false;
    expect(expectOk(await fake.isPayIdEligible())).toBe(false);
  });
});
