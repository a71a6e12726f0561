import { describe, expect, it } from 'vitest';
import {
  BILLING_PERIOD_MS,
  cancelSubscription,
  changeBillingPeriod,
  effectiveStatus,
  hasBenefits,
  paymentFailed,
  paymentSucceeded,
  renewIfDue,
  resumeSubscription,
  startSubscription,
  type Subscription,
} from '../../../domain/rewards/level-up-subscription';

const T0 = Date.UTC(2026, 5, 1);
const MONTH = BILLING_PERIOD_MS.monthly;

const value = <T>(result: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!result.ok) throw new Error(result.error);
  return result.value;
};
const active = (): Subscription => value(startSubscription(undefined, 'pro', 'monthly', true, T0));

describe('Level Up subscriptions', () => {
  it('paid at once, are active for one billing period (30 days a month, 365 a year)', () => {
    expect(active()).toEqual({ plan: 'pro', status: 'active', billingPeriod: 'monthly', nextBillingPeriod: 'monthly', renewsAt: T0 + 30 * 86_400_000 });
    expect(value(startSubscription(undefined, 'plus', 'annual', true, T0)).renewsAt).toBe(T0 + 365 * 86_400_000);
  });

  it('paid by a device wallet, wait for the payment, then become active or payment_failed', () => {
    const pending = value(startSubscription(undefined, 'pro', 'monthly', false, T0));
    expect(pending).toMatchObject({ status: 'pending_payment', renewsAt: undefined });
    expect(hasBenefits(pending, T0)).toBe(false);
    expect(paymentSucceeded(pending, T0 + 5)).toMatchObject({ status: 'active', renewsAt: T0 + 5 + MONTH });
    expect(paymentFailed(pending).status).toBe('payment_failed');
    expect(paymentFailed(active())).toEqual(active());
    expect(paymentSucceeded(active(), T0 + 9)).toEqual(active());
  });

  it('refuse a second subscription while the benefits last; allow one after a failed payment, an abandoned one or the end', () => {
    expect(startSubscription(active(), 'plus', 'monthly', true, T0)).toEqual({ ok: false, error: 'level_up_already_subscribed' });
    const cancelled = value(cancelSubscription(active(), T0));
    expect(startSubscription(cancelled, 'plus', 'monthly', true, T0 + MONTH - 1).ok).toBe(false);
    expect(startSubscription(cancelled, 'plus', 'monthly', true, T0 + MONTH).ok).toBe(true);
    const pending = value(startSubscription(undefined, 'pro', 'monthly', false, T0));
    expect(startSubscription(pending, 'pro', 'annual', false, T0).ok).toBe(true);
    expect(startSubscription(paymentFailed(pending), 'pro', 'annual', true, T0).ok).toBe(true);
  });

  it('cancelled, keep the benefits until renewsAt, then have ended (expired)', () => {
    const cancelled = value(cancelSubscription(active(), T0 + 1));
    expect(effectiveStatus(cancelled, T0 + MONTH - 1)).toBe('cancelled');
    expect(hasBenefits(cancelled, T0 + MONTH - 1)).toBe(true);
    expect(effectiveStatus(cancelled, T0 + MONTH)).toBe('expired');
    expect(hasBenefits(cancelled, T0 + MONTH)).toBe(false);
    expect(cancelSubscription(cancelled, T0)).toEqual({ ok: false, error: 'level_up_subscription_not_active' });
  });

  it('resume only while cancelled and inside the paid period', () => {
    const cancelled = value(cancelSubscription(active(), T0));
    expect(value(resumeSubscription(cancelled, T0 + 1)).status).toBe('active');
    expect(resumeSubscription(cancelled, T0 + MONTH)).toEqual({ ok: false, error: 'level_up_subscription_not_cancelled' });
    expect(resumeSubscription(active(), T0)).toEqual({ ok: false, error: 'level_up_subscription_not_cancelled' });
  });

  it('change the billing period of the next renewal only while active', () => {
    const changed = value(changeBillingPeriod(active(), 'annual', T0));
    expect(changed).toMatchObject({ billingPeriod: 'monthly', nextBillingPeriod: 'annual', renewsAt: T0 + MONTH });
    expect(changeBillingPeriod(value(cancelSubscription(active(), T0)), 'annual', T0)).toEqual({ ok: false, error: 'level_up_subscription_not_active' });
  });

  it('renew when due with the next billing period, as many periods as needed', () => {
    const changed = value(changeBillingPeriod(active(), 'annual', T0));
    expect(renewIfDue(changed, T0 + MONTH - 1)).toEqual(changed);
    const renewed = renewIfDue(changed, T0 + MONTH);
    expect(renewed).toMatchObject({ billingPeriod: 'annual', renewsAt: T0 + MONTH + BILLING_PERIOD_MS.annual });
    expect(renewIfDue(active(), T0 + 3 * MONTH + 5).renewsAt).toBe(T0 + 4 * MONTH);
    const cancelled = value(cancelSubscription(active(), T0));
    expect(renewIfDue(cancelled, T0 + 2 * MONTH)).toEqual(cancelled);
  });
});
