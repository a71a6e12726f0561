import { ErrorCode } from '../../../../domain/errors/error-codes';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  cancelSubscription,
  changeBillingPeriod,
  paymentFailed,
  paymentSucceeded,
  renewIfDue,
  resumeSubscription,
  startSubscription,
  type Subscription,
  type SubscriptionRefusal,
} from '../../../../domain/rewards/level-up-subscription';
import { err, ok, type Result } from '../../../../domain/shared/result';
import type { PasscodeGuard } from '../onboarding/passcode-guard';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { PLAN_CURRENCY, planById, planOf, SEEDED_RENEWAL_DAYS } from './level-up-plans';
import { openOffer, takeOffer } from './offers';
import type { RewardPayments } from './reward-payments';
import { type OfferState, type PaymentState, rewardsSlice, type SubscriptionState } from './rewards-slice';

export const SUBSCRIPTION_KIND = 'level_up_subscription';
const DAY_MS = 86_400_000;
const SUBSCRIPTION_METHODS = ['fiat_wallet', 'apple_pay', 'google_pay'] as const;

const refused = <T>(result: Result<T, SubscriptionRefusal>): SandboxResult<T> => (result.ok ? result : err({ code: result.error }));

export interface SubscribeOutcome {
  readonly subscription: SubscriptionState;
  readonly payment: PaymentState;
}

/**
 * Level Up purchases (spec 001 §7): preview with the price, subscribe with the encrypted passcode
 * and the device signature (checked by the handler), pay by fiat wallet at once or by Apple Pay /
 * Google Pay token, payment status, billing-plan change, cancel and resume. The subscription's
 * rules are the domain's (domain/rewards/level-up-subscription.ts). A persona with levelUp 'pro'
 * (lena) starts subscribed, renewing SEEDED_RENEWAL_DAYS after the sandbox started.
 */
export class LevelUpSubscriptions {
  constructor(
    private readonly context: SandboxContext,
    private readonly passcodes: PasscodeGuard,
    private readonly payments: RewardPayments,
  ) {
    payments.onSettled('subscription', (payment, account) => {
      const current = this.current(account);
      if (current?.id !== payment.target) return;
      this.save(account, current.id, payment.status === 'succeeded' ? paymentSucceeded(current, this.context.now()) : paymentFailed(current));
    });
  }

  /** The customer's subscription, renewed up to now; undefined when they never subscribed. */
  current(account: SandboxAccount): SubscriptionState | undefined {
    const state = rewardsSlice(this.context).subscriptions[account.uuid] ?? this.seed(account);
    if (state === undefined) return undefined;
    return this.save(account, state.id, renewIfDue(state, this.context.now()));
  }

  preview(account: SandboxAccount, planId: string, period: string, method: string): SandboxResult<OfferState> {
    const plan = planById(planId);
    if (plan === undefined) return err({ code: ErrorCode.levelUpPlanNotFound });
    const billing = BILLING_PERIODS.find((p) => p === period);
    const paymentMethod = SUBSCRIPTION_METHODS.find((m) => m === method);
    if (billing === undefined || paymentMethod === undefined)
      return err({ code: ErrorCode.invalidParameter, message: 'billing_period or payment_method not offered' });
    const allowed = startSubscription(this.current(account), plan.plan, billing, false, this.context.now());
    if (!allowed.ok) return refused(allowed);
    return ok(
      openOffer(this.context, account, {
        kind: 'subscription',
        amount: plan.prices[billing],
        currency: PLAN_CURRENCY,
        paymentMethod,
        details: { plan_id: plan.id, billing_period: billing },
      }),
    );
  }

  /** Subscribes with a preview once: the preview is taken, the passcode (opened from its envelope) checked and the payment started in one step. */
  subscribe(account: SandboxAccount, previewId: string, passcode: string | undefined): SandboxResult<SubscribeOutcome> {
    const offer = takeOffer(this.context, account, previewId, 'subscription');
    if (!offer.ok) return offer;
    const checked = this.passcodes.check(account, passcode);
    if (!checked.ok) return checked;
    const plan = planById(offer.value.details.plan_id ?? '');
    const billing = BILLING_PERIODS.find((p) => p === offer.value.details.billing_period);
    if (plan === undefined || billing === undefined) return err({ code: ErrorCode.levelUpPlanNotFound });
    const started = startSubscription(this.current(account), plan.plan, billing, false, this.context.now());
    if (!started.ok) return refused(started);
    const id = this.context.nextId('lvs');
    const payment = this.payments.start(account, {
      purpose: 'subscription',
      target: id,
      amount: offer.value.amount,
      currency: offer.value.currency,
      method: offer.value.paymentMethod,
      kind: SUBSCRIPTION_KIND,
      details: { plan_id: plan.id, billing_period: billing, subscription_id: id },
    });
    if (!payment.ok) return payment;
    offer.value.used = true;
    const subscription = payment.value.status === 'succeeded' ? paymentSucceeded(started.value, this.context.now()) : started.value;
    return ok({ subscription: this.save(account, id, subscription, plan.id), payment: payment.value });
  }

  changeBillingPeriod(account: SandboxAccount, period: string, passcode: string | undefined): SandboxResult<SubscriptionState> {
    const billing = BILLING_PERIODS.find((p) => p === period);
    if (billing === undefined) return err({ code: ErrorCode.invalidParameter, message: 'billing_period not offered' });
    return this.change(account, passcode, (s) => changeBillingPeriod(s, billing, this.context.now()));
  }

  resume(account: SandboxAccount, passcode: string | undefined): SandboxResult<SubscriptionState> {
    return this.change(account, passcode, (s) => resumeSubscription(s, this.context.now()));
  }

  /** Choice: cancelling needs no passcode (it only stops the next renewal). */
  cancel(account: SandboxAccount): SandboxResult<SubscriptionState> {
    const current = this.current(account);
    if (current === undefined) return err({ code: ErrorCode.levelUpSubscriptionNotFound });
    const cancelled = refused(cancelSubscription(current, this.context.now()));
    return cancelled.ok ? ok(this.save(account, current.id, cancelled.value)) : cancelled;
  }

  private change(
    account: SandboxAccount,
    passcode: string | undefined,
    rule: (subscription: Subscription) => Result<Subscription, SubscriptionRefusal>,
  ): SandboxResult<SubscriptionState> {
    const current = this.current(account);
    if (current === undefined) return err({ code: ErrorCode.levelUpSubscriptionNotFound });
    const changed = refused(rule(current));
    if (!changed.ok) return changed;
    const checked = this.passcodes.check(account, passcode);
    return checked.ok ? ok(this.save(account, current.id, changed.value)) : checked;
  }

  private save(account: SandboxAccount, id: string, subscription: Subscription, planId?: string): SubscriptionState {
    const state: SubscriptionState = { id, planId: planId ?? planOf(subscription.plan)?.id ?? '', ...subscription };
    rewardsSlice(this.context).subscriptions[account.uuid] = state;
    return state;
  }

  private seed(account: SandboxAccount): SubscriptionState | undefined {
    if (account.persona.levelUp === 'none') return undefined;
    const plan = planOf(account.persona.levelUp);
    if (plan === undefined) return undefined;
    const period: BillingPeriod = 'monthly';
    const renewsAt = this.context.state.createdAt + SEEDED_RENEWAL_DAYS * DAY_MS;
    return {
      id: `lvs_seed_${account.persona.key}`,
      planId: plan.id,
      plan: plan.plan,
      status: 'active',
      billingPeriod: period,
      nextBillingPeriod: period,
      renewsAt,
    };
  }
}
