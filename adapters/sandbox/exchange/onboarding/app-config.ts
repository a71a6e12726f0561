import { UK_COOLING_OFF_ID } from '../../../../domain/compliance/cooling-off';
import { DEFAULT_TOP_UP_FEE_PERCENT } from '../../../../domain/deposit/top-up-quote';
import { OFFERED_LANGUAGES } from '../../../../domain/format/languages';
import { APPLE_PAY_NETWORKS } from '../../../../domain/payment/apple-pay';
import { GOOGLE_PAY_AUTH_METHODS, GOOGLE_PAY_NETWORKS, googlePayEnvironment } from '../../../../domain/payment/google-pay';
import { DEFAULT_FEE_PERCENTAGES } from '../../../../domain/payment/payment-fees';
import type { AppConfigWire, ProductConfigWire } from '../../../http/schemas/config';
import { BASKET_MINIMUMS } from '../baskets/basket-catalogue';
import { PERSONAS } from '../personas';
import type { SandboxAccount } from '../sandbox-context';
import type { AccountState } from '../sandbox-state';
import type { UserRecordState } from './user-records';

const DAY_MS = 86_400_000;

/** Spec 000 §3 new_user_fee_waiver: Choice: the first 30 days of an account. */
export const NEW_USER_FEE_WAIVER_DAYS = 30;

/**
 * Internal testers get early access to PayPal deposit, deposit pull and deposit request
 * (spec 001 §6). Choice of the network keys: the deposit method ids where there is one.
 */
export const TESTER_PAYMENT_NETWORKS = ['paypal', 'us_ach_pull', 'deposit_request'] as const;

/** Choice: cash accounts the sandbox offers, and which of them can take deposits. */
const VIBAN_CURRENCIES = [
  { id: 'USD', can_deposit: true },
  { id: 'GBP', can_deposit: true },
  { id: 'SGD', can_deposit: true },
  { id: 'EUR', can_deposit: false },
] as const;

/**
 * Currencies a customer's entity may not pay in (spec 000 §5). Choice: SGD pays only for the
 * Singapore entity.
 */
export const blockedPayCurrencies = (countryCode: string): string[] => (countryCode === 'SG' ? [] : ['SGD']);

/** The testers' uuids (spec 001 §1: internal testers are identified by a list of user uuids). */
export const internalTesterUuids = (accounts: Readonly<Record<string, AccountState>>): string[] =>
  PERSONAS.filter((p) => p.internalTester).flatMap((p) => accounts[p.phone]?.uuid ?? []);

/**
 * The app config a customer gets: UK cooling-off period from the account, the new-user fee
 * waiver from the account's age, tester-only flags. Choice: the server-error notice (spec 000 §8:
 * "only when enabled") is enabled for internal testers only.
 */
export function appConfigFor(account: SandboxAccount, user: UserRecordState, testerUuids: readonly string[], now: number): AppConfigWire {
  const ageDays = Math.floor((now - user.createdAt) / DAY_MS);
  const waiverDaysLeft = Math.max(NEW_USER_FEE_WAIVER_DAYS - ageDays, 0);
  const endsAt = account.state.coolingOffEndsAt;
  return {
    viban: { currencies: VIBAN_CURRENCIES.map((c) => ({ ...c })) },
    cooling_off: {
      cooling_off_period: endsAt === undefined ? null : { cooling_off_firebase_id: UK_COOLING_OFF_ID, end_datetime: new Date(endsAt).toISOString() },
    },
    prime: { enabled: true },
    crypto_purchase: {
      percentage: DEFAULT_FEE_PERCENTAGES.credit_card.toFixed(2),
      raw_percentage: DEFAULT_FEE_PERCENTAGES.credit_card.toFixed(2),
      credit_card_waived_fee_percentage: '0.00',
      new_user_fee_waiver: waiverDaysLeft > 0,
      waive_fee_total_days: NEW_USER_FEE_WAIVER_DAYS,
      waive_fee_left_days: waiverDaysLeft,
      apple_pay_enabled: true,
      google_pay_enabled: true,
      credit_card_enabled: true,
      blocked_currencies: blockedPayCurrencies(account.persona.countryCode),
    },
    features: {
      internal_tester_uuids: [...testerUuids],
      tester_payment_networks: [...TESTER_PAYMENT_NETWORKS],
      us_proof_of_address: { enabled: true, tester_only: true },
      server_error_notice: { enabled: account.persona.internalTester },
      languages: [...OFFERED_LANGUAGES],
    },
  };
}

/** The Apple Pay merchant of top-ups (product config fiat_wallet_top_up.apple_pay), validated like a purchase's. */
export const TOP_UP_APPLE_PAY_MERCHANT_ID = 'merchant.test.sandbox.crypto';

/** Choice: Google Pay is off for Singapore customers (their cards are refused for crypto, spec 001 §8). */
export function productConfigFor(account: SandboxAccount): ProductConfigWire {
  const fee = DEFAULT_TOP_UP_FEE_PERCENT;
  return {
    fiat_wallet_top_up: {
      apple_pay_enabled: true,
      google_pay_enabled: account.persona.countryCode !== 'SG',
      apple_pay: { merchant_identifier: TOP_UP_APPLE_PAY_MERCHANT_ID, supported_networks: [...APPLE_PAY_NETWORKS] },
      google_pay: {
        environment: googlePayEnvironment(false),
        gateway: 'sandbox',
        gateway_merchant_id: 'sandbox-merchant',
        allowed_card_networks: [...GOOGLE_PAY_NETWORKS],
        allowed_auth_methods: [...GOOGLE_PAY_AUTH_METHODS],
      },
      fee_percentages: {
        apple_pay: fee.apple_pay.toFixed(2),
        google_pay: fee.google_pay.toFixed(2),
        credit_card: fee.credit_card.toFixed(2),
        debit_card: fee.debit_card.toFixed(2),
        paypal: fee.paypal.toFixed(2),
      },
      supported_currencies: ['USD', 'GBP', 'SGD'],
    },
    crypto_basket: {
      enabled: true,
      minimum_trading_amount_usd: BASKET_MINIMUMS.trading.plain,
      minimum_trading_amount_usd_with_buffer: BASKET_MINIMUMS.trading.withBuffer,
      minimum_selling_amount_usd: BASKET_MINIMUMS.selling.plain,
      minimum_selling_amount_usd_with_buffer: BASKET_MINIMUMS.selling.withBuffer,
    },
  };
}
