import * as z from 'zod/mini';
import { currency } from './common';
import { moneyString } from './money';

const iso = z.iso.datetime();

/** App config (spec 000 §3, 001 §3): viban currencies, UK cooling-off, prime, crypto_purchase, feature flags. */
export const appConfig = z.object({
  viban: z.object({ currencies: z.array(z.object({ id: currency, can_deposit: z.boolean() })) }),
  cooling_off: z.object({
    cooling_off_period: z.nullable(z.object({ cooling_off_firebase_id: z.string(), end_datetime: iso })),
  }),
  prime: z.object({ enabled: z.boolean() }),
  crypto_purchase: z.object({
    percentage: moneyString,
    raw_percentage: moneyString,
    credit_card_waived_fee_percentage: moneyString,
    new_user_fee_waiver: z.boolean(),
    waive_fee_total_days: z.int(),
    waive_fee_left_days: z.int(),
    apple_pay_enabled: z.boolean(),
    google_pay_enabled: z.boolean(),
    credit_card_enabled: z.boolean(),
    /** (design) currencies the customer's entity may not pay in (spec 000 §5); none when absent. */
    blocked_currencies: z.optional(z.array(currency)),
  }),
  /** (design) feature flags the spec names without giving their keys. */
  features: z.object({
    internal_tester_uuids: z.array(z.string()),
    tester_payment_networks: z.array(z.string()),
    us_proof_of_address: z.object({ enabled: z.boolean(), tester_only: z.boolean() }),
    server_error_notice: z.object({ enabled: z.boolean() }),
    languages: z.array(z.string()),
  }),
});
export const appConfigResponse = z.object({ ok: z.literal(true), app_config: appConfig });
export type AppConfigWire = z.input<typeof appConfig>;

const percentages = z.object({ apple_pay: moneyString, google_pay: moneyString, credit_card: moneyString, debit_card: moneyString, paypal: moneyString });

/** Product config (spec 001 §3): fiat wallet top-up settings and the crypto basket product. */
export const productConfig = z.object({
  fiat_wallet_top_up: z.object({
    apple_pay_enabled: z.boolean(),
    google_pay_enabled: z.boolean(),
    apple_pay: z.object({ merchant_identifier: z.string(), supported_networks: z.array(z.string()) }),
    google_pay: z.object({
      environment: z.string(),
      gateway: z.string(),
      gateway_merchant_id: z.string(),
      allowed_card_networks: z.array(z.string()),
      allowed_auth_methods: z.array(z.string()),
    }),
    fee_percentages: percentages,
    supported_currencies: z.array(currency),
  }),
  crypto_basket: z.object({
    enabled: z.boolean(),
    minimum_trading_amount_usd: moneyString,
    minimum_trading_amount_usd_with_buffer: moneyString,
    minimum_selling_amount_usd: moneyString,
    minimum_selling_amount_usd_with_buffer: moneyString,
  }),
});
export const productConfigResponse = z.object({ ok: z.literal(true), product_config: productConfig });
export type ProductConfigWire = z.input<typeof productConfig>;

/** (design) the customer's own settings. */
export const userConfigs = z.object({ preferred_locale: z.string(), marketing_newsletter: z.boolean() });
export const userConfigsResponse = z.object({ ok: z.literal(true), user_configs: userConfigs });

/** Spec 001 §3 required personal information: what a fiat deposit still needs. */
export const requiredPersonalInformationResponse = z.object({
  ok: z.literal(true),
  required_personal_information: z.object({ fiat_deposit: z.array(z.string()) }),
});

/** (design) the public pre-auth config; only the requested fields are present. */
export const preAuthConfigResponse = z.object({
  ok: z.literal(true),
  config: z.object({ privacy_notice: z.optional(z.object({ url: z.string(), version: z.string() })) }),
});
