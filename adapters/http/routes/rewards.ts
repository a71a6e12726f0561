import {
  cardReservationResponse,
  levelUpInfoResponse,
  levelUpManagementResponse,
  levelUpUpsellResponse,
  lockOrderResponse,
  lockResponse,
  lockStatusResponse,
  missionClaimResponse,
  rewardPaymentResponse,
  rewardTermsResponse,
  subscriptionPlanResponse,
  subscriptionPreviewResponse,
  subscriptionResponse,
  welcomeBonusResponse,
} from '../schemas/rewards';
import * as z from 'zod/mini';
import { route } from './route';

const REWARD = '/api/proxy/private/reward';
const SUBSCRIPTIONS = '/api/proxy/private/app/v1/level-up/subscriptions';
const LOCKUP = '/api/v3/mco_lockup';

const billingPeriod = z.enum(['monthly', 'annual']);
/** The passcode fields carry the encrypted envelope (adapters/crypto/passcode-encryption.ts). */
const encrypted = z.string();
const paymentToken = z.object({ payment_id: z.string(), token: z.string() });
const googlePayToken = z.object({ payment_id: z.string(), google_pay_token: z.string() });

/** Rewards, welcome bonus and level-up (spec 001 §7 "Rewards and level-up"). */
export const rewardsRoutes = {
  welcomeBonusProgress: route('GET', `${REWARD}/v3/welcome-pack/progress`, welcomeBonusResponse),
  claimMission: route('POST', `${REWARD}/v2/welcome-pack/mission/claim`, missionClaimResponse, { body: z.object({ mission_id: z.string() }) }),
  /** Query entity_id. */
  rewardTermsCheck: route('GET', `${REWARD}/terms/check`, rewardTermsResponse),
  levelUpManagement: route('GET', `${REWARD}/v1/level-up/management`, levelUpManagementResponse),
  subscriptionPlan: route('GET', `${REWARD}/v2/level-up/subscription-plan/{id}`, subscriptionPlanResponse),
  levelUpInfo: route('GET', `${REWARD}/v3/level-up/info`, levelUpInfoResponse),
  /** (design: path not shown) the upsell lookup; query entry_point=trade_drawer_upsell. */
  levelUpUpsell: route('GET', `${REWARD}/v1/level-up/upsell`, levelUpUpsellResponse),
  /** (design: payload not shown) prices a plan for a billing period and payment method. */
  subscriptionPreview: route('POST', `${SUBSCRIPTIONS}/preview`, subscriptionPreviewResponse, {
    body: z.object({ plan_id: z.string(), billing_period: billingPeriod, payment_method: z.enum(['fiat_wallet', 'apple_pay', 'google_pay']) }),
  }),
  subscribe: route('POST', SUBSCRIPTIONS, subscriptionResponse, { body: z.object({ preview_id: z.string(), passcode: encrypted }), signed: true }),
  /** (design: payload not shown) pays a pending subscription with Google Pay. */
  subscriptionGooglePayToken: route('POST', `${SUBSCRIPTIONS}/payments/google-pay-token`, rewardPaymentResponse, { body: googlePayToken }),
  /** (design: payload not shown) pays a pending subscription with Apple Pay. */
  subscriptionApplePayToken: route('POST', `${SUBSCRIPTIONS}/payments/apple-pay-token`, rewardPaymentResponse, { body: paymentToken }),
  /** Chooses the billing period of the next renewal. */
  changeBillingPlan: route('POST', `${SUBSCRIPTIONS}/billing-plans`, subscriptionResponse, {
    body: z.object({ billing_period: billingPeriod, passcode: encrypted }),
    signed: true,
  }),
  resumeSubscription: route('POST', `${SUBSCRIPTIONS}/billing-plans/resume`, subscriptionResponse, { body: z.object({ passcode: encrypted }), signed: true }),
  /** (design: not in the spec's table; resume needs a way to turn renewal off) */
  cancelSubscription: route('POST', `${SUBSCRIPTIONS}/cancel`, subscriptionResponse, { body: z.object({}) }),
  /** Query id. */
  subscriptionPaymentStatus: route('GET', `${SUBSCRIPTIONS}/payments/status`, rewardPaymentResponse),
  /** (design: prefix and payload not shown) reserves a card of a tier. */
  cardReservation: route('POST', '/api/proxy/private/app/v1/crypto-card/card-reservations', cardReservationResponse, {
    body: z.object({ card_tier: z.string() }),
  }),
  /** (design: payload not shown) prices a CRO lockup. */
  lockupPreview: route('POST', `${LOCKUP}/lock_orders/preview`, lockOrderResponse, {
    body: z.object({ amount: z.string(), payment_method: z.enum(['crypto_wallet', 'apple_pay', 'google_pay']) }),
  }),
  createLock: route('POST', `${LOCKUP}/locks/create`, lockResponse, { body: z.object({ order_id: z.string(), passcode: encrypted }) }),
  /** (design: payload not shown) */
  lockGooglePayToken: route('POST', `${LOCKUP}/locks/google_pay_token`, rewardPaymentResponse, { body: googlePayToken }),
  /** (design: payload not shown) */
  lockApplePayToken: route('POST', `${LOCKUP}/locks/apple_pay_token`, rewardPaymentResponse, { body: paymentToken }),
  lockStatus: route('GET', `${LOCKUP}/locks/{id}/status`, lockStatusResponse),
} as const;
