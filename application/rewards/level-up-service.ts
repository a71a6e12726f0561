import { resolveLevelUpError } from '../../domain/errors/flow-error';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import type { BillingPeriod } from '../../domain/rewards/level-up-subscription';
import { isCompletePasscode } from '../../domain/session/passcode';
import type { LEVEL_UP_PLANS } from '../../domain/user/membership';
import { transportErrorCode } from '../errors/failure-notice';
import type { ApiError } from '../ports/api-error';
import type { LevelUpPort } from '../ports/level-up-port';
import type { LevelUpInfo, LevelUpSubscription, RewardsPort, SubscriptionPlan } from '../ports/rewards-port';
import { StateStore, type ReadableStore } from '../shared/store';
import type { LevelUpCheckout } from './level-up-checkout';

/** A management change: turning renewal off (no passcode), back on, or the next billing period (both with the passcode). */
export interface ManageState {
  readonly action: 'cancel' | 'resume' | 'billing';
  readonly period: BillingPeriod;
  readonly passcode: string;
  readonly busy: boolean;
  readonly error: ErrorNotice | undefined;
}

export interface LevelUpPageState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Spec 001 §3 level-up: version, the membership held, its text and gradient. */
  readonly info: LevelUpInfo | undefined;
  /** The management call's subscription; undefined when the customer never subscribed. */
  readonly subscription: LevelUpSubscription | undefined;
  /** Plus, pro and private, as the plan calls describe them. */
  readonly plans: readonly SubscriptionPlan[];
  readonly manage: ManageState | undefined;
}

const IDLE: LevelUpPageState = { status: 'idle', info: undefined, subscription: undefined, plans: [], manage: undefined };
/** Choice: the plans are shown from the lightest to the fullest. */
const PLAN_ORDER = ['plus', 'pro', 'private'] as const satisfies readonly (typeof LEVEL_UP_PLANS)[number][];

const noticeOf = (error: ApiError): ErrorNotice =>
  resolveLevelUpError(
    error.kind === 'business' ? error.code : transportErrorCode(error.kind),
    error.kind === 'business' ? { serverMessage: error.message } : {},
  );

/** What a LevelUpService is made from (named as the composition root names them). */
export interface LevelUpServiceDependencies {
  readonly rewards: RewardsPort;
  readonly levelUp: LevelUpPort;
  readonly levelUpCheckout: LevelUpCheckout;
}

/**
 * /hub/level-up/subscription (spec 001 §3, §7): the level-up info, the management call's
 * subscription and the three plans (GET .../subscription-plan/{code}); the subscription's
 * management: cancel (renewal off), resume and the next billing period (both with the passcode,
 * encrypted and signed by the adapter). A subscription that ends (the checkout's 'done') reads
 * the page again.
 */
export class LevelUpService {
  private readonly store = new StateStore<LevelUpPageState>(IDLE);
  readonly state: ReadableStore<LevelUpPageState> = this.store;

  constructor(private readonly deps: LevelUpServiceDependencies) {
    let step = deps.levelUpCheckout.state.getSnapshot().step;
    deps.levelUpCheckout.state.state$.subscribe((checkout) => {
      if (checkout.step === 'done' && step !== 'done') void this.load();
      step = checkout.step;
    });
  }

  async load(): Promise<void> {
    this.store.update((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading' }));
    const [info, subscription, ...plans] = await Promise.all([
      this.deps.rewards.getLevelUpInfo(),
      this.deps.rewards.getLevelUpSubscription(),
      ...PLAN_ORDER.map((code) => this.deps.rewards.getSubscriptionPlan(code)),
    ]);
    if (!info.ok || !subscription.ok) return this.store.update((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'failed' }));
    this.store.update((s) => ({
      ...s,
      status: 'ready',
      info: info.value,
      subscription: subscription.value,
      plans: plans.flatMap((p) => (p.ok ? [p.value] : [])),
    }));
  }

  startManage(action: ManageState['action'], period?: BillingPeriod): void {
    const subscription = this.store.getSnapshot().subscription;
    if (subscription === undefined) return;
    const chosen = period ?? (subscription.nextBillingPeriod === 'monthly' ? 'annual' : 'monthly');
    this.store.update((s) => ({ ...s, manage: { action, period: chosen, passcode: '', busy: false, error: undefined } }));
  }

  typeManagePasscode(passcode: string): void {
    this.store.update((s) => (s.manage === undefined || s.manage.busy ? s : { ...s, manage: { ...s.manage, passcode, error: undefined } }));
  }

  cancelManage(): void {
    this.store.update((s) => (s.manage?.busy === true ? s : { ...s, manage: undefined }));
  }

  async confirmManage(): Promise<void> {
    const manage = this.store.getSnapshot().manage;
    if (manage === undefined || manage.busy || (manage.action !== 'cancel' && !isCompletePasscode(manage.passcode))) return;
    this.store.update((s) => ({ ...s, manage: { ...manage, busy: true } }));
    const result =
      manage.action === 'cancel'
        ? await this.deps.levelUp.cancelSubscription()
        : manage.action === 'resume'
          ? await this.deps.levelUp.resumeSubscription(manage.passcode)
          : await this.deps.levelUp.changeBillingPeriod(manage.period, manage.passcode);
    if (!result.ok) {
      this.store.update((s) => ({ ...s, manage: { ...manage, busy: false, passcode: '', error: noticeOf(result.error) } }));
      return;
    }
    this.store.update((s) => ({ ...s, subscription: result.value, manage: undefined }));
    void this.load();
  }
}
