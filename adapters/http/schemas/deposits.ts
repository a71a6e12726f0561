import * as z from 'zod/mini';
import { currency } from './common';
import { moneyString } from './money';

/** Wire shapes of the deposit calls (spec 001 §3, §7): money as decimal strings, Decimal once parsed. */

const strings = z.array(z.string());
const count = z.number().check(z.int(), z.nonnegative());
const seconds = z.number().check(z.nonnegative());

export const translatedLabel = z.object({ translation_key: z.string(), payload: z.record(z.string(), z.string()) });

export const depositMethod = z.object({
  id: z.string(),
  type: z.string(),
  subtitle: z.optional(z.string()),
  description: z.optional(z.string()),
  tags: strings,
  is_deactivated: z.boolean(),
});
export const depositMethodsResponse = z.object({ ok: z.literal(true), deposit_methods: z.array(depositMethod) });

export const paymentNetworksResponse = z.object({
  ok: z.literal(true),
  payment_networks: z.object({ currency, deposits: z.array(z.object({ id: z.string(), type: z.string() })) }),
});

export const vibanCurrenciesResponse = z.object({
  ok: z.literal(true),
  viban_currencies: z.array(z.object({ id: z.string(), can_deposit: z.boolean() })),
});

export const walletFeaturesResponse = z.object({
  ok: z.literal(true),
  wallet_features: z.object({ currency, can_deposit: z.boolean(), can_withdraw: z.boolean(), outstanding_balance_payment_networks: strings }),
});

export const applicationOverviewResponse = z.object({
  ok: z.literal(true),
  application_overview: z.object({
    title: z.string(),
    description: z.string(),
    bullet_points: strings,
    terms: z.string(),
    footer: z.string(),
    footer_disclaimer: z.string(),
    faq: z.string(),
    disclosure: z.string(),
  }),
});

export const limitsResponse = z.object({
  ok: z.literal(true),
  limits: z.object({
    min_transaction_amount: z.optional(moneyString),
    max_transaction_amount: z.optional(moneyString),
    monthly_max_amount: z.optional(moneyString),
    monthly_used_amount: z.optional(moneyString),
    fee_label: z.optional(translatedLabel),
  }),
});

export const bankDetail = z.object({ key: z.string(), translation_key: z.string(), value: z.string(), description: z.optional(z.string()) });
export const vendor = z.object({
  vendor_id: z.string(),
  vendor_name_translation_key: z.string(),
  state: z.string(),
  bank_details: z.array(bankDetail),
  warnings: strings,
  confirmation: z.optional(z.string()),
});
export const manualDepositMethodResponse = z.object({
  ok: z.literal(true),
  deposit_method: z.object({
    deposit_method: z.string(),
    currency,
    vendor_list: z.array(vendor),
    bullet_points: strings,
    multi_vendor_explainer: z.optional(z.string()),
    instructions: strings,
  }),
});

export const vendorStateResponse = z.object({ ok: z.literal(true), state: z.string() });
export const createVendorResponse = z.object({ ok: z.literal(true), polling_frequency: seconds, polling_timeout: seconds, state: z.string() });
export const bankInfoEmailResponse = z.object({
  ok: z.literal(true),
  bank_info_email: z.object({ cooldown_in_seconds: count, verification_code: z.string() }),
});

export const referenceOverviewResponse = z.object({
  ok: z.literal(true),
  reference_match_overview: z.object({ current_deposit_quota: count, daily_quota: count, faq_url: z.string() }),
});

/** (design) transaction_id: the cash account history entry that settles the deposit. */
export const depositReceipt = z.object({ order_id: z.string(), status: z.string(), amount: moneyString, currency, transaction_id: z.optional(z.string()) });
export const depositReceiptResponse = z.object({ ok: z.literal(true), deposit: depositReceipt });

export const pullOverviewResponse = z.object({
  ok: z.literal(true),
  deposit_pull_overview: z.object({
    transactions_per_day: count,
    transactions_per_month: count,
    remaining_daily_transactions: count,
    remaining_monthly_transactions: count,
    daily_quota: moneyString,
    used_daily_quota: moneyString,
    remaining_daily_quota: moneyString,
    monthly_quota: moneyString,
    used_monthly_quota: moneyString,
    remaining_monthly_quota: moneyString,
    minimum_deposit_amount: moneyString,
    maximum_transaction_amount: moneyString,
    fee_label: z.optional(translatedLabel),
    can_add_bank_account: z.boolean(),
    max_bank_account_reached: z.boolean(),
  }),
});

export const pageContent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('key_value_pairs'), key_value_pairs: z.array(z.object({ key: z.string(), value: z.string() })) }),
  z.object({ type: z.literal('simple_text'), text: z.string() }),
  z.object({ type: z.literal('simple_text_with_title'), title: z.string(), text: z.string() }),
]);
export const pullOrderResponse = z.object({
  ok: z.literal(true),
  order_id: z.string(),
  page_title: z.string(),
  page_content: z.array(pageContent),
  page_footer: z.string(),
});

export const depositRequestBanksResponse = z.object({
  ok: z.literal(true),
  banks: z.array(z.object({ id: z.string(), bank_name: z.string(), logo: z.optional(z.string()) })),
});
export const depositRequestOverviewResponse = z.object({
  ok: z.literal(true),
  deposit_request_overview: z.object({
    currency,
    payment_network: z.string(),
    fee_percentage: moneyString,
    authorise_description_translation_key: z.string(),
  }),
});
export const depositRequestOrderResponse = z.object({
  ok: z.literal(true),
  deposit_request_order: z.object({ id: z.string(), amount: moneyString, fee_amount: moneyString, receivable_amount: moneyString }),
});
/** (design) Created, authorising at the bank, pending (authorised, settling), completed (settled) or failed (declined, cancelled). */
export const depositRequestOrderStatusResponse = z.object({
  ok: z.literal(true),
  deposit_request_order: z.object({
    id: z.string(),
    amount: moneyString,
    fee_amount: moneyString,
    receivable_amount: moneyString,
    currency,
    status: z.string(),
    transaction_id: z.optional(z.string()),
  }),
});
export const depositRequestConfirmResponse = z.object({
  ok: z.literal(true),
  authorise_description_translation_key: z.string(),
  support_auth_redirection: z.boolean(),
  redirect_url: z.optional(z.string()),
});

export type DepositMethodWire = z.input<typeof depositMethod>;
export type ManualDepositMethodWire = z.input<typeof manualDepositMethodResponse>['deposit_method'];
export type PullOverviewWire = z.input<typeof pullOverviewResponse>['deposit_pull_overview'];
export type PageContentWire = z.input<typeof pageContent>;
export type DepositReceiptWire = z.input<typeof depositReceipt>;
export type TranslatedLabelWire = z.input<typeof translatedLabel>;
