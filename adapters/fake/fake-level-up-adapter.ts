import { type ApiResult, businessError } from '../../application/ports/api-error';
import type {
  DeviceWallet,
  LevelUpPort,
  RewardPayment,
  SubscriptionOutcome,
  SubscriptionPaymentMethod,
  SubscriptionPreview,
} from '../../application/ports/level-up-port';
import type { LevelUpSubscription } from '../../application/ports/rewards-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import {
  type BillingPeriod,
  cancelSubscription,
  changeBillingPeriod,
  effectiveStatus,
  paymentFailed,
  paymentSucceeded,
  resumeSubscription,
  startSubscription,
  type Subscription,
  type SubscriptionRefusal,
} from '../../domain/rewards/level-up-subscription';
import type { Result } from '../../domain/shared/result';
import { FakeCalls } from './fake-calls';
import { FAKE_PLANS, type FakeRewardsAdapter } from './fake-rewards-adapter';

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const fail = (code: string): ApiResult<never> => ({ ok: false, error: businessError(code) });
const PREVIEW_TTL_MS = 60_000;

/**
 * In-memory Level Up purchases for tests, on the domain's subscription rules: the fiat wallet pays
 * at once, a device wallet waits for its token (`declined` fails it); a wrong passcode is refused.
 * The subscription is the one the FakeRewardsAdapter reports.
 */
export class FakeLevelUpAdapter implements LevelUpPort {
  readonly calls = new FakeCalls<keyof LevelUpPort>();
  private readonly previews = new Map<string, SubscriptionPreview & { used: boolean }>();
  private readonly payments = new Map<string, RewardPayment>();
  private state: Subscription | undefined;
  private issued = 0;

  constructor(private readonly options: { readonly clock: () => number; readonly rewards: FakeRewardsAdapter; readonly passcode?: string }) {}

  previewSubscription(planId: string, billingPeriod: BillingPeriod, paymentMethod: SubscriptionPaymentMethod): Promise<ApiResult<SubscriptionPreview>> {
    return this.calls.run('previewSubscription', [planId, billingPeriod, paymentMethod], () => {
      const plan = FAKE_PLANS.find((p) => p.id === planId);
      const price = plan?.prices.find((p) => p.billingPeriod === billingPeriod);
      if (plan === undefined || price === undefined) return fail(ErrorCode.levelUpPlanNotFound);
      const preview = {
        id: this.nextId('lvp'),
        planId,
        planCode: plan.code,
        billingPeriod,
        paymentMethod,
        amount: price.amount,
        currency: price.currency,
        expiresAt: this.options.clock() + PREVIEW_TTL_MS,
      };
      this.previews.set(preview.id, { ...preview, used: false });
      return ok(preview);
    });
  }

  subscribe(previewId: string, passcode: string): Promise<ApiResult<SubscriptionOutcome>> {
    return this.calls.run('subscribe', [previewId, passcode], () => {
      const preview = this.previews.get(previewId);
      if (preview === undefined) return fail(ErrorCode.rewardPreviewNotFound);
      if (preview.used) return fail(ErrorCode.rewardPreviewAlreadyUsed);
      if (this.options.clock() >= preview.expiresAt) return fail(ErrorCode.rewardPreviewExpired);
      if (passcode !== (this.options.passcode ?? '147258')) return fail(ErrorCode.invalidPasscode);
      const paidNow = preview.paymentMethod === 'fiat_wallet';
      const code = preview.planCode === 'plus' || preview.planCode === 'private' ? preview.planCode : 'pro';
      const started = startSubscription(this.state, code, preview.billingPeriod, paidNow, this.options.clock());
      if (!started.ok) return fail(started.error);
      preview.used = true;
      const payment: RewardPayment = {
        id: this.nextId('pay'),
        status: paidNow ? 'succeeded' : 'pending',
        amount: preview.amount,
        currency: preview.currency,
        paymentMethod: preview.paymentMethod,
        ...(paidNow
          ? {}
          : { walletParams: { gateway: 'fake', gatewayMerchantId: 'fake-merchant', realGatewayMerchantId: 'fake-real-merchant', countryCode: 'US' } }),
      };
      this.payments.set(payment.id, payment);
      return ok({ subscription: this.save(started.value), payment });
    });
  }

  submitWalletToken(wallet: DeviceWallet, paymentId: string, token: string): Promise<ApiResult<RewardPayment>> {
    return this.calls.run('submitWalletToken', [wallet, paymentId, token], () => {
      const payment = this.payments.get(paymentId);
      if (payment?.paymentMethod !== wallet || this.state === undefined) return fail(ErrorCode.rewardPaymentNotFound);
      if (payment.status !== 'pending') return fail(ErrorCode.rewardPaymentNotPending);
      const { walletParams: _sheet, ...paid } = payment;
      const settled: RewardPayment = { ...paid, status: token === 'declined' ? 'failed' : 'succeeded' };
      this.payments.set(paymentId, settled);
      this.save(settled.status === 'succeeded' ? paymentSucceeded(this.state, this.options.clock()) : paymentFailed(this.state));
      return ok(settled);
    });
  }

  getPaymentStatus(paymentId: string): Promise<ApiResult<RewardPayment>> {
    return this.calls.run('getPaymentStatus', [paymentId], () => {
      const payment = this.payments.get(paymentId);
      return payment === undefined ? fail(ErrorCode.rewardPaymentNotFound) : ok(payment);
    });
  }

  changeBillingPeriod(billingPeriod: BillingPeriod, passcode: string): Promise<ApiResult<LevelUpSubscription>> {
    return this.calls.run('changeBillingPeriod', [billingPeriod, passcode], () =>
      this.change(passcode, (s) => changeBillingPeriod(s, billingPeriod, this.options.clock())),
    );
  }

  cancelSubscription(): Promise<ApiResult<LevelUpSubscription>> {
    return this.calls.run('cancelSubscription', [], () => this.change(undefined, (s) => cancelSubscription(s, this.options.clock())));
  }

  resumeSubscription(passcode: string): Promise<ApiResult<LevelUpSubscription>> {
    return this.calls.run('resumeSubscription', [passcode], () => this.change(passcode, (s) => resumeSubscription(s, this.options.clock())));
  }

  private change(passcode: string | undefined, rule: (s: Subscription) => Result<Subscription, SubscriptionRefusal>): ApiResult<LevelUpSubscription> {
    if (this.state === undefined) return fail(ErrorCode.levelUpSubscriptionNotFound);
    const changed = rule(this.state);
    if (!changed.ok) return fail(changed.error);
    if (passcode !== undefined && passcode !== (this.options.passcode ?? '147258')) return fail(ErrorCode.invalidPasscode);
    return ok(this.save(changed.value));
  }

  private save(subscription: Subscription): LevelUpSubscription {
    this.state = subscription;
    const view: LevelUpSubscription = {
      id: 'lvs-1',
      planId: `plan_${subscription.plan}`,
      planCode: subscription.plan,
      status: effectiveStatus(subscription, this.options.clock()),
      billingPeriod: subscription.billingPeriod,
      nextBillingPeriod: subscription.nextBillingPeriod,
      renewsAt: subscription.renewsAt,
    };
    this.options.rewards.subscription = view;
    return view;
  }

  private nextId(prefix: string): string {
    this.issued += 1;
    return `${prefix}-${this.issued}`;
  }
}
