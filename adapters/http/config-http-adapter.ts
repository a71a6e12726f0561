import type * as z from 'zod/mini';
import type { ApiResult } from '../../application/ports/api-error';
import type { AppConfig, ConfigPort, ProductConfig, UserConfigs } from '../../application/ports/config-port';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { accountRoutes as routes } from './routes/account';
import type { appConfig, productConfig, userConfigs } from './schemas/config';

const toAppConfig = (wire: z.output<typeof appConfig>): AppConfig => {
  const period = wire.cooling_off.cooling_off_period;
  const p = wire.crypto_purchase;
  return {
    vibanCurrencies: wire.viban.currencies.map((c) => ({ currency: c.id, canDeposit: c.can_deposit })),
    coolingOff: period === null ? undefined : { firebaseId: period.cooling_off_firebase_id, endAt: Date.parse(period.end_datetime) },
    primeEnabled: wire.prime.enabled,
    cryptoPurchase: {
      percentage: p.percentage,
      rawPercentage: p.raw_percentage,
      creditCardWaivedFeePercentage: p.credit_card_waived_fee_percentage,
      newUserFeeWaiver: p.new_user_fee_waiver,
      waiveFeeTotalDays: p.waive_fee_total_days,
      waiveFeeLeftDays: p.waive_fee_left_days,
      applePayEnabled: p.apple_pay_enabled,
      googlePayEnabled: p.google_pay_enabled,
      creditCardEnabled: p.credit_card_enabled,
      blockedCurrencies: p.blocked_currencies ?? [],
    },
    internalTesterUuids: wire.features.internal_tester_uuids,
    testerPaymentNetworks: wire.features.tester_payment_networks,
    usProofOfAddress: { enabled: wire.features.us_proof_of_address.enabled, testerOnly: wire.features.us_proof_of_address.tester_only },
    serverErrorNoticeEnabled: wire.features.server_error_notice.enabled,
    languages: wire.features.languages,
  };
};

const toProductConfig = (wire: z.output<typeof productConfig>): ProductConfig => {
  const t = wire.fiat_wallet_top_up;
  const b = wire.crypto_basket;
  return {
    topUp: {
      applePayEnabled: t.apple_pay_enabled,
      googlePayEnabled: t.google_pay_enabled,
      applePay: { merchantIdentifier: t.apple_pay.merchant_identifier, supportedNetworks: t.apple_pay.supported_networks },
      googlePay: {
        environment: t.google_pay.environment,
        gateway: t.google_pay.gateway,
        gatewayMerchantId: t.google_pay.gateway_merchant_id,
        allowedCardNetworks: t.google_pay.allowed_card_networks,
        allowedAuthMethods: t.google_pay.allowed_auth_methods,
      },
      feePercentages: t.fee_percentages,
      supportedCurrencies: t.supported_currencies,
    },
    basket: {
      enabled: b.enabled,
      minimums: {
        trading: { plain: b.minimum_trading_amount_usd, withBuffer: b.minimum_trading_amount_usd_with_buffer },
        selling: { plain: b.minimum_selling_amount_usd, withBuffer: b.minimum_selling_amount_usd_with_buffer },
      },
    },
  };
};

const toUserConfigs = (wire: z.output<typeof userConfigs>): UserConfigs => ({
  preferredLocale: wire.preferred_locale,
  marketingNewsletter: wire.marketing_newsletter,
});

/** App, product and user configuration over HTTP. */
export class HttpConfigAdapter implements ConfigPort {
  /** Spec 001 §7: required personal information takes a timestamp query; the clock gives it. */
  constructor(
    private readonly http: HttpClient,
    private readonly clock: () => number,
  ) {}

  async getAppConfig(): Promise<ApiResult<AppConfig>> {
    return mapResult(await this.http.call(routes.appConfig), (r) => toAppConfig(r.app_config));
  }

  async getProductConfig(): Promise<ApiResult<ProductConfig>> {
    return mapResult(await this.http.call(routes.productConfig), (r) => toProductConfig(r.product_config));
  }

  async getUserConfigs(): Promise<ApiResult<UserConfigs>> {
    return mapResult(await this.http.call(routes.userConfigs), (r) => toUserConfigs(r.user_configs));
  }

  async updatePreferredLocale(locale: string): Promise<ApiResult<UserConfigs>> {
    return mapResult(await this.http.call(routes.updatePreferredLocale, { body: { preferred_locale: locale } }), (r) => toUserConfigs(r.user_configs));
  }

  async getRequiredPersonalInformation(): Promise<ApiResult<readonly string[]>> {
    const query = { timestamp: String(this.clock()) };
    return mapResult(await this.http.call(routes.requiredPersonalInformation, { query }), (r) => r.required_personal_information.fiat_deposit);
  }
}
