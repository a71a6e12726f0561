import type { GooglePayOutcome, GooglePayPort, GooglePayRequest } from '../../application/ports/google-pay-port';
import {
  browserBrand,
  GOOGLE_PAY_AUTH_METHODS,
  GOOGLE_PAY_NETWORKS,
  googlePayEnvironment,
  type GooglePayEnvironmentName,
} from '../../domain/payment/google-pay';
import type { GooglePayEnvironment } from '../../domain/payment/pay-method';
import { GOOGLE_PAY_SCRIPT_URL, scriptLoader } from './google-pay-script-loader';

/** The part of google.payments.api.PaymentsClient the adapter uses. */
export interface PaymentsClientLike {
  isReadyToPay(request: object): Promise<{ readonly result: boolean }>;
  loadPaymentData(request: object): Promise<{ readonly paymentMethodData: { readonly tokenizationData: { readonly token: string } } }>;
}

/** Makes a PaymentsClient for an environment, once the provider's script is there. */
export type PaymentsClientFactory = (environment: GooglePayEnvironmentName) => PaymentsClientLike;

const API_VERSION = { apiVersion: 2, apiVersionMinor: 0 } as const;

const cardMethod = (tokenization?: object) => ({
  type: 'CARD',
  parameters: { allowedAuthMethods: [...GOOGLE_PAY_AUTH_METHODS], allowedCardNetworks: [...GOOGLE_PAY_NETWORKS] },
  ...(tokenization === undefined ? {} : { tokenizationSpecification: tokenization }),
});

const isCancel = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 'CANCELED';

/**
 * GooglePayPort on pay.js. The provider is loaded only in Chrome (not Edge, spec 000 §5), once,
 * through `loadProvider`; a failed load marks Google Pay unsupported (spec 001 §8). Clients are
 * made once per environment (production when live, spec 000 §9).
 */
export class GooglePayClientAdapter implements GooglePayPort {
  private readonly clients = new Map<GooglePayEnvironmentName, PaymentsClientLike>();

  constructor(
    private readonly loadProvider: () => Promise<PaymentsClientFactory>,
    private readonly userAgent: string,
  ) {}

  async environment(isLive: boolean): Promise<GooglePayEnvironment> {
    const brand = browserBrand(this.userAgent);
    if (!brand.isChrome || brand.isEdge) return { ...brand, providerReady: false, scriptLoadFailed: false };
    const client = await this.client(isLive).catch(() => undefined);
    if (client === undefined) return { ...brand, providerReady: false, scriptLoadFailed: true };
    const ready = await client.isReadyToPay({ ...API_VERSION, allowedPaymentMethods: [cardMethod()] }).then(
      (answer) => answer.result,
      () => false,
    );
    return { ...brand, providerReady: ready, scriptLoadFailed: false };
  }

  async pay(request: GooglePayRequest): Promise<GooglePayOutcome> {
    try {
      const client = await this.client(request.isLive);
      const data = await client.loadPaymentData({
        ...API_VERSION,
        allowedPaymentMethods: [
          cardMethod({ type: 'PAYMENT_GATEWAY', parameters: { gateway: request.gateway, gatewayMerchantId: request.gatewayMerchantId } }),
        ],
        ...(request.merchantId === undefined ? {} : { merchantInfo: { merchantId: request.merchantId } }),
        transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: request.amount.toFixed(), currencyCode: request.currency, countryCode: request.countryCode },
      });
      return { kind: 'authorized', token: data.paymentMethodData.tokenizationData.token };
    } catch (error) {
      return isCancel(error) ? { kind: 'cancelled' } : { kind: 'failed' };
    }
  }

  private async client(isLive: boolean): Promise<PaymentsClientLike> {
    const environment = googlePayEnvironment(isLive);
    const known = this.clients.get(environment);
    if (known !== undefined) return known;
    const client = (await this.loadProvider())(environment);
    this.clients.set(environment, client);
    return client;
  }
}

interface GoogleGlobal {
  readonly google?: { readonly payments?: { readonly api?: { readonly PaymentsClient?: new (options: { environment: string }) => PaymentsClientLike } } };
}

/** The browser's provider: pay.js loaded once into `document`, then its PaymentsClient. */
export function browserGooglePayProvider(document: Document, window: Window): () => Promise<PaymentsClientFactory> {
  const load = scriptLoader(document, GOOGLE_PAY_SCRIPT_URL);
  return async () => {
    await load();
    const Client = (window as unknown as GoogleGlobal).google?.payments?.api?.PaymentsClient;
    if (Client === undefined) throw new Error('pay.js loaded without google.payments.api.PaymentsClient');
    return (environment) => new Client({ environment });
  };
}
