import { describe, expect, it } from 'vitest';
import { FakeApplePayAdapter, FakeGooglePayAdapter } from '../../../adapters/fake/fake-wallet-sheets';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');
const request = { countryCode: 'US', currency: USD, label: 'Crypto', amount: dec('100') };
const okCalls = {
  validateMerchant: () => Promise.resolve({ ok: true, value: {} } as const),
  submitToken: (token: string) => Promise.resolve({ ok: true, value: token } as const),
};

describe('fake wallet sheets', () => {
  it('Apple Pay validates the merchant, then pays with a token or is cancelled', async () => {
    const sheet = new FakeApplePayAdapter();
    const paid = await sheet.pay(request, okCalls);
    expect(paid).toMatchObject({ kind: 'paid' });
    expect(JSON.parse((paid as { value: string }).value)).toMatchObject({ sandbox: true, wallet: 'apple_pay' });
    sheet.choice = 'cancel';
    expect(await sheet.pay(request, okCalls)).toEqual({ kind: 'cancelled' });
    const refused = await sheet.pay(request, { ...okCalls, validateMerchant: () => Promise.resolve({ ok: false, error: 'no' } as const) });
    expect(refused).toEqual({ kind: 'failed', error: 'no' });
    expect(sheet.requests).toHaveLength(3);
  });

  it('Google Pay answers a token or a cancel, and reports its environment', async () => {
    const sheet = new FakeGooglePayAdapter();
    const googleRequest = { isLive: false, gateway: 'g', gatewayMerchantId: 'm', amount: dec('1'), currency: USD, countryCode: 'US' };
    expect(await sheet.pay(googleRequest)).toMatchObject({ kind: 'authorized' });
    sheet.choice = 'cancel';
    expect(await sheet.pay(googleRequest)).toEqual({ kind: 'cancelled' });
    expect((await sheet.environment()).isChrome).toBe(true);
  });
});
