import { ErrorCode } from '../errors/error-codes';
import type { LevelUpPlan } from '../user/membership';
import { err, ok, type Result } from '../shared/result';

/** How a Level Up plan is billed. Choice: the spec names billing plans but not their periods. */
export type BillingPeriod = 'monthly' | 'annual';
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'annual'];

const DAY_MS = 86_400_000;
/** Choice: a month is 30 days and a year 365 for renewals. */
export const BILLING_PERIOD_MS: Readonly<Record<BillingPeriod, number>> = { monthly: 30 * DAY_MS, annual: 365 * DAY_MS };

/**
 * A Level Up subscription (spec 001 §7: subscribe, billing plans, resume, payment status).
 * - pending_payment: subscribed with Apple Pay or Google Pay, waiting for the token;
 * - active: paid, renews at renewsAt; cancelled: renewal turned off, benefits until renewsAt;
 * - payment_failed: the wallet payment was declined.
 * A cancelled subscription whose renewsAt has passed has ended (effective status 'expired').
 */
export type SubscriptionStatus = 'pending_payment' | 'active' | 'cancelled' | 'payment_failed';
export type EffectiveStatus = SubscriptionStatus | 'expired';

export interface Subscription {
  readonly plan: LevelUpPlan;
  readonly status: SubscriptionStatus;
  readonly billingPeriod: BillingPeriod;
  /** The period the next renewal uses (a billing-plan change waits for the renewal). */
  readonly nextBillingPeriod: BillingPeriod;
  /** Epoch ms; undefined until paid. */
  readonly renewsAt: number | undefined;
}

export type SubscriptionRefusal =
  typeof ErrorCode.levelUpAlreadySubscribed | typeof ErrorCode.levelUpSubscriptionNotActive | typeof ErrorCode.levelUpSubscriptionNotCancelled;

export function effectiveStatus(subscription: Subscription, now: number): EffectiveStatus {
  const ended = subscription.status === 'cancelled' && subscription.renewsAt !== undefined && now >= subscription.renewsAt;
  return ended ? 'expired' : subscription.status;
}

/** The customer holds the plan's benefits: active, or cancelled but still inside the paid period. */
export const hasBenefits = (subscription: Subscription | undefined, now: number): boolean =>
  subscription !== undefined && ['active', 'cancelled'].includes(effectiveStatus(subscription, now));

/**
 * A new subscription is allowed without one, or when the last one ended or its payment failed.
 * Choice: a subscription still waiting for its wallet payment is replaced (the sheet was abandoned).
 */
export function startSubscription(
  existing: Subscription | undefined,
  plan: LevelUpPlan,
  billingPeriod: BillingPeriod,
  paidNow: boolean,
  now: number,
): Result<Subscription, SubscriptionRefusal> {
  if (existing !== undefined && hasBenefits(existing, now)) return err(ErrorCode.levelUpAlreadySubscribed);
  const pending: Subscription = { plan, status: 'pending_payment', billingPeriod, nextBillingPeriod: billingPeriod, renewsAt: undefined };
  return ok(paidNow ? paymentSucceeded(pending, now) : pending);
}

/** The wallet payment went through: active for one billing period from now. Other states are kept. */
export function paymentSucceeded(subscription: Subscription, now: number): Subscription {
  if (subscription.status !== 'pending_payment') return subscription;
  return { ...subscription, status: 'active', renewsAt: now + BILLING_PERIOD_MS[subscription.billingPeriod] };
}

export function paymentFailed(subscription: Subscription): Subscription {
  return subscription.status === 'pending_payment' ? { ...subscription, status: 'payment_failed' } : subscription;
}

/** Turns renewal off; the benefits last until renewsAt. Only an active subscription can be cancelled. */
export function cancelSubscription(subscription: Subscription, now: number): Result<Subscription, SubscriptionRefusal> {
  if (effectiveStatus(subscription, now) !== 'active') return err(ErrorCode.levelUpSubscriptionNotActive);
  return ok({ ...subscription, status: 'cancelled' });
}

/** Turns renewal back on: only for a cancelled subscription still inside its paid period. */
export function resumeSubscription(subscription: Subscription, now: number): Result<Subscription, SubscriptionRefusal> {
  if (effectiveStatus(subscription, now) !== 'cancelled') return err(ErrorCode.levelUpSubscriptionNotCancelled);
  return ok({ ...subscription, status: 'active' });
}

/**
 * Chooses the billing period of the next renewal (active subscriptions only). Choice: the current
 * period is paid already, so the change waits for the renewal; choosing the current one is a no-op.
 */
export function changeBillingPeriod(subscription: Subscription, period: BillingPeriod, now: number): Result<Subscription, SubscriptionRefusal> {
  if (effectiveStatus(subscription, now) !== 'active') return err(ErrorCode.levelUpSubscriptionNotActive);
  return ok({ ...subscription, nextBillingPeriod: period });
}

/**
 * An active subscription past renewsAt renews with its next billing period, as often as needed to
 * reach the present. Choice: the renewal charge itself is the billing system's business, not this rule's.
 */
export function renewIfDue(subscription: Subscription, now: number): Subscription {
  if (subscription.status !== 'active' || subscription.renewsAt === undefined || now < subscription.renewsAt) return subscription;
  const period = BILLING_PERIOD_MS[subscription.nextBillingPeriod];
  const periods = Math.floor((now - subscription.renewsAt) / period) + 1;
  return { ...subscription, billingPeriod: subscription.nextBillingPeriod, renewsAt: subscription.renewsAt + periods * period };
}
