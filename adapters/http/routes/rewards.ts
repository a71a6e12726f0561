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
import { route } from './route';

const REWARD = '/api/proxy/private/reward';
const SUBSCRIPTIONS = '/api/proxy/private/app/v1/level-up/subscriptions';
const LOCKUP = '/api/v3/mco_lockup';

type PaymentMethod = 'fiat_wallet' | 'apple_pay' | 'google_pay';
/** The passcode fields carry the encrypted envelope (adapters/crypto/passcode-encryption.ts). */
type Encrypted = string;

/** Rewards, welcome bonus and level-up (spec 001 §7 "Rewards and level-up"). */
export const rewardsRoutes = {
  welcomeBonusProgress: route()('GET', `${REWARD}/v3/welcome-pack/progress`, welcomeBonusResponse),
  claimMission: route<{ mission_id: string }>()('POST', `${REWARD}/v2/welcome-pack/mission/claim`, missionClaimResponse),
  /** Query entity_id. */
  rewardTermsCheck: route()('GET', `${REWARD}/terms/check`, rewardTermsResponse),
  levelUpManagement: route()('GET', `${REWARD}/v1/level-up/management`, levelUpManagementResponse),
  subscriptionPlan: route()('GET', `${REWARD}/v2/level-up/subscription-plan/{id}`, subscriptionPlanResponse),
  levelUpInfo: route()('GET', `${REWARD}/v3/level-up/info`, levelUpInfoResponse),
  /** (design: path not shown) the upsell lookup; query entry_point=trade_drawer_upsell. */
  levelUpUpsell: route()('GET', `${REWARD}/v1/level-up/upsell`, levelUpUpsellResponse),
  /** (design: payload not shown) prices a plan for a billing period and payment method. */
  subscriptionPreview: route<{ plan_id: string; billing_period: 'monthly' | 'annual'; payment_method: PaymentMethod }>()(
    'POST',
    `${SUBSCRIPTIONS}/preview`,
    subscriptionPreviewResponse,
  ),
  subscribe: route<{ preview_id: string; passcode: Encrypted }>()('POST', SUBSCRIPTIONS, subscriptionResponse, { signed: true }),
  /** (design: payload not shown) pays a pending subscription with Google Pay. */
  subscriptionGooglePayToken: route<{ payment_id: string; google_pay_token: string }>()(
    'POST',
    `${SUBSCRIPTIONS}/payments/google-pay-token`,
    rewardPaymentResponse,
  ),
  /** (design: payload not shown) pays a pending subscription with Apple Pay. */
  subscriptionApplePayToken: route<{ payment_id: string; token: string }>()('POST', `${SUBSCRIPTIONS}/payments/apple-pay-token`, rewardPaymentResponse),
  /** Chooses the billing period of the next renewal. */
  changeBillingPlan: route<{ billing_period: 'monthly' | 'annual'; passcode: Encrypted }>()('POST', `${SUBSCRIPTIONS}/billing-plans`, subscriptionResponse, {
    signed: true,
  }),
  resumeSubscription: route<{ passcode: Encrypted }>()('POST', `${SUBSCRIPTIONS}/billing-plans/resume`, subscriptionResponse, { signed: true }),
  /** (design: not in the spec's table; resume needs a way to turn renewal off) */
  cancelSubscription: route<Record<string, never>>()('POST', `${SUBSCRIPTIONS}/cancel`, subscriptionResponse),
  /** Query id. */
  subscriptionPaymentStatus: route()('GET', `${SUBSCRIPTIONS}/payments/status`, rewardPaymentResponse),
  /** (design: prefix and payload not shown) reserves a card of a tier. */
  cardReservation: route<{ card_tier: string }>()('POST', '/api/proxy/private/app/v1/crypto-card/card-reservations', cardReservationResponse),
  /** (design: payload not shown) prices a CRO lockup. */
  lockupPreview: route<{ amount: string; payment_method: 'crypto_wallet' | 'apple_pay' | 'google_pay' }>()(
    'POST',
    `${LOCKUP}/lock_orders/preview`,
    lockOrderResponse,
  ),
  createLock: route<{ order_id: string; passcode: Encrypted }>()('POST', `${LOCKUP}/locks/create`, lockResponse),
  /** (design: payload not shown) */
  lockGooglePayToken: route<{ payment_id: string; google_pay_token: string }>()('POST', `${LOCKUP}/locks/google_pay_token`, rewardPaymentResponse),
  /** (design: payload not shown) */
  lockApplePayToken: route<{ payment_id: string; token: string }>()('POST', `${LOCKUP}/locks/apple_pay_token`, rewardPaymentResponse),
  lockStatus: route()('GET', `${LOCKUP}/locks/{id}/status`, lockStatusResponse),
} as const;
