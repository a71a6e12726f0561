import { type ApiResult, businessError } from '../../application/ports/api-error';
import type { AppConfig, ConfigPort, ProductConfig, UserConfigs } from '../../application/ports/config-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import { DEFAULT_TOP_UP_FEE_PERCENT } from '../../domain/deposit/top-up-quote';
import { isOfferedLanguage, OFFERED_LANGUAGES } from '../../domain/format/languages';
import { currencyCode } from '../../domain/money/currency';
import { dec, ZERO } from '../../domain/money/decimal';
import { FakeCalls } from './fake-calls';

/** A US customer's app config with every feature on and no cooling-off; tests override fields. */
/** The Apple Pay merchant of top-ups in the fake product config, which the fake trading adapter validates like a purchase's. */
export const FAKE_TOP_UP_MERCHANT_ID = 'merchant.test';

export const DEFAULT_APP_CONFIG: AppConfig = {
  vibanCurrencies: [{ currency: currencyCode('USD'), canDeposit: true }],
  coolingOff: undefined,
  primeEnabled: true,
  cryptoPurchase: {
    percentage: dec('3.99'),
    rawPercentage: dec('3.99'),
    creditCardWaivedFeePercentage: ZERO,
    newUserFeeWaiver: false,
    waiveFeeTotalDays: 30,
    waiveFeeLeftDays: 0,
    applePayEnabled: true,
    googlePayEnabled: true,
    creditCardEnabled: true,
    blockedCurrencies: [],
  },
  internalTesterUuids: [],
  testerPaymentNetworks: ['paypal', 'us_ach_pull', 'deposit_request'],
  usProofOfAddress: { enabled: true, testerOnly: true },
  serverErrorNoticeEnabled: false,
  languages: [...OFFERED_LANGUAGES],
};

export const DEFAULT_PRODUCT_CONFIG: ProductConfig = {
  topUp: {
    applePayEnabled: true,
    googlePayEnabled: true,
    applePay: { merchantIdentifier: FAKE_TOP_UP_MERCHANT_ID, supportedNetworks: ['visa', 'masterCard', 'maestro'] },
    googlePay: {
      environment: 'TEST',
      gateway: 'test',
      gatewayMerchantId: 'test',
      allowedCardNetworks: ['MASTERCARD', 'VISA'],
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
    },
    feePercentages: DEFAULT_TOP_UP_FEE_PERCENT,
    supportedCurrencies: [currencyCode('USD')],
  },
  basket: { enabled: true, minimums: { trading: { plain: dec('10'), withBuffer: dec('10.5') }, selling: { plain: dec('5'), withBuffer: dec('5.25') } } },
};

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });

/** In-memory configs for tests: set `appConfig`, `productConfig`, `requiredInformation` directly. */
export class FakeConfigAdapter implements ConfigPort {
  readonly calls = new FakeCalls<keyof ConfigPort>();
  appConfig: AppConfig = DEFAULT_APP_CONFIG;
  productConfig: ProductConfig = DEFAULT_PRODUCT_CONFIG;
  userConfigs: UserConfigs = { preferredLocale: 'en', marketingNewsletter: false };
  requiredInformation: readonly string[] = [];

  getAppConfig(): Promise<ApiResult<AppConfig>> {
    return this.calls.run('getAppConfig', [], () => ok(this.appConfig));
  }

  getProductConfig(): Promise<ApiResult<ProductConfig>> {
    return this.calls.run('getProductConfig', [], () => ok(this.productConfig));
  }

  getUserConfigs(): Promise<ApiResult<UserConfigs>> {
    return this.calls.run('getUserConfigs', [], () => ok(this.userConfigs));
  }

  /** Only offered languages (spec 001 §9), as the sandbox does. */
  updatePreferredLocale(locale: string): Promise<ApiResult<UserConfigs>> {
    return this.calls.run('updatePreferredLocale', [locale], () => {
      if (!isOfferedLanguage(locale)) return { ok: false, error: businessError(ErrorCode.invalidParameter) };
      this.userConfigs = { ...this.userConfigs, preferredLocale: locale };
      return ok(this.userConfigs);
    });
  }

  getRequiredPersonalInformation(): Promise<ApiResult<readonly string[]>> {
    return this.calls.run('getRequiredPersonalInformation', [], () => ok(this.requiredInformation));
  }
}
