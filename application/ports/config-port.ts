import type { CoolingOffPeriod } from '../../domain/compliance/cooling-off';
import type { TopUpMethod } from '../../domain/deposit/top-up-method';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { BasketMinimums } from '../../domain/basket/basket-minimums';
import type { ApiResult } from './api-error';

/** crypto_purchase of the app config (spec 000 §3). */
export interface CryptoPurchaseConfig {
  readonly percentage: Dec;
  readonly rawPercentage: Dec;
  readonly creditCardWaivedFeePercentage: Dec;
  readonly newUserFeeWaiver: boolean;
  readonly waiveFeeTotalDays: number;
  readonly waiveFeeLeftDays: number;
  readonly applePayEnabled: boolean;
  readonly googlePayEnabled: boolean;
  readonly creditCardEnabled: boolean;
  /** Currencies the customer's entity may not pay in: their pay methods are hidden (spec 000 §5). */
  readonly blockedCurrencies: readonly CurrencyCode[];
}

/** The app config (spec 000 §3, 001 §3) with the feature flags the UI needs. */
export interface AppConfig {
  readonly vibanCurrencies: readonly { readonly currency: CurrencyCode; readonly canDeposit: boolean }[];
  /** UK cooling-off (apply with domain/compliance/cooling-off.ts); undefined outside it. */
  readonly coolingOff: CoolingOffPeriod | undefined;
  readonly primeEnabled: boolean;
  readonly cryptoPurchase: CryptoPurchaseConfig;
  /** Internal testers' uuids (domain/user/internal-tester.ts) and what they get early (spec 001 §6). */
  readonly internalTesterUuids: readonly string[];
  readonly testerPaymentNetworks: readonly string[];
  readonly usProofOfAddress: { readonly enabled: boolean; readonly testerOnly: boolean };
  /** Spec 000 §8: the 500+ 'an error occurred' notice shows only when enabled. */
  readonly serverErrorNoticeEnabled: boolean;
  readonly languages: readonly string[];
}

/** The product config (spec 001 §3): top-up settings and the basket product. */
export interface ProductConfig {
  readonly topUp: {
    readonly applePayEnabled: boolean;
    readonly googlePayEnabled: boolean;
    readonly applePay: { readonly merchantIdentifier: string; readonly supportedNetworks: readonly string[] };
    readonly googlePay: {
      readonly environment: string;
      readonly gateway: string;
      readonly gatewayMerchantId: string;
      readonly allowedCardNetworks: readonly string[];
      readonly allowedAuthMethods: readonly string[];
    };
    readonly feePercentages: Readonly<Record<TopUpMethod, Dec>>;
    readonly supportedCurrencies: readonly CurrencyCode[];
  };
  readonly basket: { readonly enabled: boolean; readonly minimums: BasketMinimums };
}

export interface UserConfigs {
  readonly preferredLocale: string;
  readonly marketingNewsletter: boolean;
}

/** App, product and user configuration (spec 000 §7, 001 §7); each loads separately (spec 001 §4). */
export interface ConfigPort {
  getAppConfig(): Promise<ApiResult<AppConfig>>;
  getProductConfig(): Promise<ApiResult<ProductConfig>>;
  getUserConfigs(): Promise<ApiResult<UserConfigs>>;
  updatePreferredLocale(locale: string): Promise<ApiResult<UserConfigs>>;
  /** What a fiat deposit still needs (spec 001 §3, required personal information: fiat_deposit). */
  getRequiredPersonalInformation(): Promise<ApiResult<readonly string[]>>;
}
