import type { BillingPeriod, SubscriptionStatus } from '../../../../domain/rewards/level-up-subscription';
import type { LevelUpPlan } from '../../../../domain/user/membership';
import type { SandboxContext } from '../sandbox-context';

/** One customer's welcome bonus: the trades counted (USD-equivalent at trade time) and the claims. */
export interface WelcomeState {
  trades: { readonly transactionId: string; readonly usd: string }[];
  claims: Record<string, { readonly current: string; readonly at: number }>;
}

export interface SubscriptionState {
  readonly id: string;
  planId: string;
  plan: LevelUpPlan;
  status: SubscriptionStatus;
  billingPeriod: BillingPeriod;
  nextBillingPeriod: BillingPeriod;
  renewsAt: number | undefined;
}

export type RewardPaymentMethod = 'fiat_wallet' | 'crypto_wallet' | 'apple_pay' | 'google_pay';

/** A priced offer (a subscription preview or a lockup order), usable once before it expires. */
export interface OfferState {
  readonly id: string;
  readonly kind: 'subscription' | 'lockup';
  readonly userUuid: string;
  readonly amount: string;
  readonly currency: string;
  readonly paymentMethod: RewardPaymentMethod;
  readonly expiresAt: number;
  readonly details: Readonly<Record<string, string>>;
  used: boolean;
}

/** A payment for a subscription or a lockup; device wallets stay pending until their token comes. */
export interface PaymentState {
  readonly id: string;
  readonly userUuid: string;
  readonly purpose: 'subscription' | 'lockup';
  /** The subscription's id, or the lock's id. */
  readonly target: string;
  readonly amount: string;
  readonly currency: string;
  readonly method: RewardPaymentMethod;
  /** The history entry's kind and details once money moves. */
  readonly kind: string;
  readonly details: Readonly<Record<string, string>>;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface LockState {
  readonly id: string;
  readonly userUuid: string;
  readonly orderId: string;
  readonly amount: string;
  readonly currency: string;
  readonly unlockAt: number;
  status: 'pending_payment' | 'locked' | 'payment_failed';
}

export interface RewardsSlice {
  welcome: Record<string, WelcomeState>;
  subscriptions: Record<string, SubscriptionState>;
  offers: Record<string, OfferState>;
  payments: Record<string, PaymentState>;
  locks: Record<string, LockState>;
  reservations: Record<string, { readonly id: string; readonly cardTier: string; readonly createdAt: number }>;
}

/** The rewards area's JSON state; looked up on every use. */
export const rewardsSlice = (context: SandboxContext): RewardsSlice =>
  context.slice<RewardsSlice>('rewards', () => ({ welcome: {}, subscriptions: {}, offers: {}, payments: {}, locks: {}, reservations: {} }));
