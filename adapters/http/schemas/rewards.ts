import * as z from 'zod/mini';
import { currency } from './common';
import { moneyString } from './money';

const iso = z.iso.datetime();

/**
 * Spec 001 §3 welcome bonus: welcome_bonus{unit, end_time, missions[]}. Amounts and end_time are
 * read leniently (the domain treats a missing or malformed amount as not computable, an empty
 * end_time as expired), so they are plain optional strings here.
 */
export const welcomeMission = z.object({
  mission_id: z.string(),
  target_amount: z.optional(z.object({ amount: z.optional(z.string()) })),
  current_amount: z.optional(z.object({ amount: z.optional(z.string()) })),
  is_completed: z.boolean(),
  is_claimed: z.boolean(),
  /** (design) what claiming pays. */
  reward: z.optional(z.object({ amount: moneyString, currency })),
});
export const welcomeBonusResponse = z.object({
  ok: z.literal(true),
  welcome_bonus: z.nullable(z.object({ unit: z.string(), end_time: z.nullable(z.string()), missions: z.array(welcomeMission) })),
});
export type WelcomeMissionWire = z.input<typeof welcomeMission>;

export const rewardPaid = z.object({ amount: moneyString, currency });
export const missionClaimResponse = z.object({ ok: z.literal(true), reward: rewardPaid });

/** Reward programme terms (spec 001 §4: PENDING means not accepted). */
export const rewardTermsResponse = z.object({ ok: z.literal(true), terms: z.object({ status: z.string(), url: z.string() }) });

/** Spec 001 §3 level-up: level_up_version, membership_group_code, text, gradient colours. */
export const levelUpInfoResponse = z.object({
  ok: z.literal(true),
  level_up: z.object({
    level_up_version: z.int(),
    membership_group_code: z.nullable(z.string()),
    text: z.string(),
    gradient_colors: z.array(z.string()),
  }),
});

/** Spec 001 §3 upsell response (design path: the lookup with entry_point trade_drawer_upsell). */
export const levelUpUpsellResponse = z.object({
  ok: z.literal(true),
  trade_drawer_upsell_eligible: z.boolean(),
  trade_drawer_upsell_banner_desc_tms_key: z.nullable(z.object({ tms_key: z.string(), values: z.record(z.string(), z.string()) })),
});

const billingPeriod = z.enum(['monthly', 'annual']);

export const subscription = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_code: z.string(),
  status: z.enum(['pending_payment', 'active', 'cancelled', 'payment_failed', 'expired']),
  billing_period: billingPeriod,
  next_billing_period: billingPeriod,
  renews_at: z.nullable(iso),
});
export type SubscriptionWire = z.input<typeof subscription>;

export const levelUpManagementResponse = z.object({ ok: z.literal(true), management: z.object({ subscription: z.nullable(subscription) }) });

export const subscriptionPlanResponse = z.object({
  ok: z.literal(true),
  subscription_plan: z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    prices: z.array(z.object({ billing_period: billingPeriod, amount: moneyString, currency })),
    benefits: z.array(z.string()),
    /** (design) the plan card's colours, as the level-up info's. */
    gradient_colors: z.array(z.string()),
  }),
});

const paymentMethod = z.enum(['fiat_wallet', 'crypto_wallet', 'apple_pay', 'google_pay']);
const subscriptionPaymentMethod = z.enum(['fiat_wallet', 'apple_pay', 'google_pay']);
const lockupPaymentMethod = z.enum(['crypto_wallet', 'apple_pay', 'google_pay']);

/** (design) a payment by fiat wallet, crypto wallet or device wallet (Apple Pay, Google Pay token). */
export const rewardPayment = z.object({
  id: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  amount: moneyString,
  currency,
  payment_method: paymentMethod,
  /** (design) what a device wallet's sheet needs for a payment waiting for its token; null otherwise. */
  wallet_params: z.optional(
    z.nullable(z.object({ gateway: z.string(), gateway_merchant_id: z.string(), real_gateway_merchant_id: z.string(), country_code: z.string() })),
  ),
});
export type RewardPaymentWire = z.input<typeof rewardPayment>;

export const subscriptionPreviewResponse = z.object({
  ok: z.literal(true),
  preview: z.object({
    id: z.string(),
    plan_id: z.string(),
    plan_code: z.string(),
    billing_period: billingPeriod,
    payment_method: subscriptionPaymentMethod,
    amount: moneyString,
    currency,
    expires_at: iso,
  }),
});
export const subscriptionResponse = z.object({ ok: z.literal(true), subscription, payment: z.nullable(rewardPayment) });
export const rewardPaymentResponse = z.object({ ok: z.literal(true), payment: rewardPayment });

export const cardReservationResponse = z.object({
  ok: z.literal(true),
  card_reservation: z.object({ id: z.string(), card_tier: z.string(), status: z.literal('reserved'), created_at: iso }),
});

export const lockOrderResponse = z.object({
  ok: z.literal(true),
  lock_order: z.object({
    order_id: z.string(),
    amount: moneyString,
    currency,
    native_amount: moneyString,
    native_currency: currency,
    term_days: z.int(),
    unlock_at: iso,
    payment_method: lockupPaymentMethod,
    expires_at: iso,
  }),
});

export const lock = z.object({
  id: z.string(),
  order_id: z.string(),
  amount: moneyString,
  currency,
  status: z.enum(['pending_payment', 'locked', 'payment_failed']),
  unlock_at: iso,
});
export type LockWire = z.input<typeof lock>;
export const lockResponse = z.object({ ok: z.literal(true), lock, payment: z.nullable(rewardPayment) });
export const lockStatusResponse = z.object({ ok: z.literal(true), lock });
