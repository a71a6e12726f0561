import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { BillingPeriod, EffectiveStatus } from '../../domain/rewards/level-up-subscription';
import type { WelcomeBonus } from '../../domain/rewards/welcome-bonus';
import type { TmsText } from '../../domain/trade/level-up-banner';
import type { ApiResult } from './api-error';

export interface RewardAmount {
  readonly amount: Dec;
  readonly currency: CurrencyCode;
}

/** Reward programme terms (spec 001 §4: PENDING means not accepted). */
export interface RewardTerms {
  readonly accepted: boolean;
  readonly status: string;
  readonly url: string;
}

/** Spec 001 §3 level-up: version, membership group (the plan held, if any), text, gradient colours. */
export interface LevelUpInfo {
  readonly version: number;
  readonly membershipGroupCode: string | undefined;
  readonly text: string;
  readonly gradientColors: readonly string[];
}

/** Spec 001 §3 upsell response: trade_drawer_upsell_eligible and its banner text. */
export interface LevelUpUpsell {
  readonly eligible: boolean;
  readonly text: TmsText | undefined;
}

/** A Level Up subscription as the management call shows it. */
export interface LevelUpSubscription {
  readonly id: string;
  readonly planId: string;
  readonly planCode: string;
  readonly status: EffectiveStatus;
  readonly billingPeriod: BillingPeriod;
  readonly nextBillingPeriod: BillingPeriod;
  /** Epoch ms; undefined until paid. */
  readonly renewsAt: number | undefined;
}

export interface SubscriptionPlan {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly prices: readonly { readonly billingPeriod: BillingPeriod; readonly amount: Dec; readonly currency: CurrencyCode }[];
  /** Text keys of the benefits. */
  readonly benefits: readonly string[];
  /** The plan card's gradient colours (spec 001 §3 level-up). */
  readonly gradientColors: readonly string[];
}

/** Welcome bonus and level-up reads (spec 001 §7 "Rewards and level-up"). */
export interface RewardsPort {
  /** The welcome bonus, undefined when the customer has none (derive the widget with domain/rewards/welcome-bonus.ts). */
  getWelcomeBonus(): Promise<ApiResult<WelcomeBonus | undefined>>;
  claimMission(missionId: string): Promise<ApiResult<RewardAmount>>;
  getRewardTerms(entityId: string): Promise<ApiResult<RewardTerms>>;
  getLevelUpInfo(): Promise<ApiResult<LevelUpInfo>>;
  /** The trade-drawer upsell lookup (entry_point trade_drawer_upsell). */
  getLevelUpUpsell(): Promise<ApiResult<LevelUpUpsell>>;
  /** The customer's subscription, undefined when they never subscribed. */
  getLevelUpSubscription(): Promise<ApiResult<LevelUpSubscription | undefined>>;
  getSubscriptionPlan(planId: string): Promise<ApiResult<SubscriptionPlan>>;
}
