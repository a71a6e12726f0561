import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { browserGooglePayProvider, GooglePayClientAdapter, type PaymentsClientLike } from '../../../adapters/browser/google-pay-client-adapter';
import { GOOGLE_PAY_SCRIPT_URL } from '../../../adapters/browser/google-pay-script-loader';
import type { GooglePayRequest } from '../../../application/ports/google-pay-port';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/156.0.0.0`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

const REQUEST: GooglePayRequest = {
  isLive: false,
  gateway: 'sandboxgateway',
  gatewayMerchantId: 'gm-1',
  amount: dec('25.10'),
  currency: currencyCode('USD'),
  countryCode: 'US',
};

/** A stand-in for google.payments.api.PaymentsClient, made by a factory the test watches. */
function fakeProvider(client: Partial<PaymentsClientLike> = {}) {
  const isReadyToPay = vi.fn(client.isReadyToPay ?? (() => Promise.resolve({ result: true })));
  const loadPaymentData = vi.fn(
    client.loadPaymentData ?? (() => Promise.resolve({ paymentMethodData: { tokenizationData: { token: '{"signedMessage":"x"}' } } })),
  );
  const factory = vi.fn((): PaymentsClientLike => ({ isReadyToPay, loadPaymentData }));
  const load = vi.fn(() => Promise.resolve(factory));
  return { isReadyToPay, loadPaymentData, factory, load };
}

describe('Google Pay on pay.js', () => {
  it('in Chrome loads the provider and asks whether it is ready to pay with our card networks and auth methods', async () => {
    const { isReadyToPay, load, factory } = fakeProvider();
    const adapter = new GooglePayClientAdapter(load, CHROME);
    await expect(adapter.environment(false)).resolves.toEqual({ isChrome: true, isEdge: false, providerReady: true, scriptLoadFailed: false });
    expect(factory).toHaveBeenCalledWith('TEST');
    expect(isReadyToPay).toHaveBeenCalledWith({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        { type: 'CARD', parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['MASTERCARD', 'VISA'] } },
      ],
    });
  });

  it('never loads the provider in Edge (whose user agent also says Chrome) or outside Chrome', async () => {
    for (const [agent, brand] of [
      [EDGE, { isChrome: true, isEdge: true }],
      [FIREFOX, { isChrome: false, isEdge: false }],
    ] as const) {
      const { load } = fakeProvider();
      await expect(new GooglePayClientAdapter(load, agent).environment(true)).resolves.toEqual({ ...brand, providerReady: false, scriptLoadFailed: false });
      expect(load).not.toHaveBeenCalled();
    }
  });

  it('marks a failed script load (spec 001 §8), and a provider that says no or fails, as not ready', async () => {
    const failedLoad = new GooglePayClientAdapter(() => Promise.reject(new Error('blocked')), CHROME);
    await expect(failedLoad.environment(false)).resolves.toMatchObject({ providerReady: false, scriptLoadFailed: true });
    const no = fakeProvider({ isReadyToPay: () => Promise.resolve({ result: false }) });
    await expect(new GooglePayClientAdapter(no.load, CHROME).environment(false)).resolves.toMatchObject({ providerReady: false, scriptLoadFailed: false });
    const broken = fakeProvider({ isReadyToPay: () => Promise.reject(new Error('DEVELOPER_ERROR')) });
    await expect(new GooglePayClientAdapter(broken.load, CHROME).environment(false)).resolves.toMatchObject({ providerReady: false });
  });

  it("opens the sheet with the gateway's tokenisation and the exact total, and returns the card's token", async () => {
    const { loadPaymentData, load, factory } = fakeProvider();
    const adapter = new GooglePayClientAdapter(load, CHROME);
    await expect(adapter.pay({ ...REQUEST, isLive: true, merchantId: 'BCR2DN4T' })).resolves.toEqual({ kind: 'authorized', token: '{"signedMessage":"x"}' });
    expect(factory).toHaveBeenCalledWith('PRODUCTION');
    expect(loadPaymentData).toHaveBeenCalledWith({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['MASTERCARD', 'VISA'] },
          tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'sandboxgateway', gatewayMerchantId: 'gm-1' } },
        },
      ],
      merchantInfo: { merchantId: 'BCR2DN4T' },
      transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '25.1', currencyCode: 'USD', countryCode: 'US' },
    });
  });

  it("tells the customer's cancel from a failure", async () => {
    const cancelled = fakeProvider({ loadPaymentData: () => Promise.reject(Object.assign(new Error('closed'), { statusCode: 'CANCELED' })) });
    await expect(new GooglePayClientAdapter(cancelled.load, CHROME).pay(REQUEST)).resolves.toEqual({ kind: 'cancelled' });
    const failed = fakeProvider({ loadPaymentData: () => Promise.reject(Object.assign(new Error('bad request'), { statusCode: 'DEVELOPER_ERROR' })) });
    await expect(new GooglePayClientAdapter(failed.load, CHROME).pay(REQUEST)).resolves.toEqual({ kind: 'failed' });
    await expect(new GooglePayClientAdapter(() => Promise.reject(new Error('offline')), CHROME).pay(REQUEST)).resolves.toEqual({ kind: 'failed' });
  });

  it('makes one client per environment, however often it is used', async () => {
    const { load, factory } = fakeProvider();
    const adapter = new GooglePayClientAdapter(load, CHROME);
    await adapter.environment(false);
    await adapter.pay(REQUEST);
    await adapter.pay({ ...REQUEST, isLive: true });
    await adapter.environment(true);
    expect(factory.mock.calls).toEqual([['TEST'], ['PRODUCTION']]);
  });
});

describe("the browser's provider", () => {
  it('loads pay.js once and makes clients from google.payments.api.PaymentsClient', async () => {
    const window = new Window({ url: 'http://127.0.0.1:4173/', settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } });
    const made: string[] = [];
    class PaymentsClient {
      constructor(options: { environment: string }) {
        made.push(options.environment);
      }
    }
    Object.assign(window, { google: { payments: { api: { PaymentsClient } } } });
    const provider = browserGooglePayProvider(window.document as unknown as Document, window as unknown as globalThis.Window);
    const [factory] = await Promise.all([provider(), provider()]);
    factory('TEST');
    expect([...window.document.querySelectorAll('script')].map((s) => s.src)).toEqual([GOOGLE_PAY_SCRIPT_URL]);
    expect(made).toEqual(['TEST']);
    await window.happyDOM.close();
  });
});
