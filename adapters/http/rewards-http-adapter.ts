import type * as z from 'zod/mini';
import type { ApiResult } from '../../application/ports/api-error';
import type {
  LevelUpInfo,
  LevelUpSubscription,
  LevelUpUpsell,
  RewardAmount,
  RewardsPort,
  RewardTerms,
  SubscriptionPlan,
} from '../../application/ports/rewards-port';
import { type Dec, isDecimalString, Money } from '../../domain/money/decimal';
import type { WelcomeBonus } from '../../domain/rewards/welcome-bonus';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { rewardsRoutes as routes } from './routes/rewards';
import type { subscription, welcomeBonusResponse } from './schemas/rewards';

/** The trade drawer's upsell entry point (spec 001 §7). */
export const TRADE_DRAWER_UPSELL = 'trade_drawer_upsell';
/** Spec 001 §4: terms status PENDING means not accepted. */
const TERMS_PENDING = 'PENDING';

/** Lenient reads the domain expects: a missing or malformed amount is undefined, an empty or unreadable end_time too. */
const amountOf = (wire: { amount?: string | undefined } | undefined): Dec | undefined =>
  wire?.amount !== undefined && isDecimalString(wire.amount) ? new Money(wire.amount) : undefined;
const instantOf = (wire: string | null): number | undefined => {
  const at = wire === null || wire.trim() === '' ? Number.NaN : Date.parse(wire);
  return Number.isNaN(at) ? undefined : at;
};

const toWelcomeBonus = (wire: z.output<typeof welcomeBonusResponse>['welcome_bonus']): WelcomeBonus | undefined =>
  wire === null
    ? undefined
    : {
        unit: wire.unit,
        endTime: instantOf(wire.end_time),
        missions: wire.missions.map((m) => ({
          missionId: m.mission_id,
          targetAmount: amountOf(m.target_amount),
          currentAmount: amountOf(m.current_amount),
          isCompleted: m.is_completed,
          isClaimed: m.is_claimed,
        })),
      };

export const toSubscription = (wire: z.output<typeof subscription>): LevelUpSubscription => ({
  id: wire.id,
  planId: wire.plan_id,
  planCode: wire.plan_code,
  status: wire.status,
  billingPeriod: wire.billing_period,
  nextBillingPeriod: wire.next_billing_period,
  renewsAt: wire.renews_at === null ? undefined : Date.parse(wire.renews_at),
});

/** Welcome bonus and level-up reads over HTTP. */
export class HttpRewardsAdapter implements RewardsPort {
  constructor(private readonly http: HttpClient) {}

  async getWelcomeBonus(): Promise<ApiResult<WelcomeBonus | undefined>> {
    return mapResult(await this.http.call(routes.welcomeBonusProgress), (r) => toWelcomeBonus(r.welcome_bonus));
  }

  async claimMission(missionId: string): Promise<ApiResult<RewardAmount>> {
    return mapResult(await this.http.call(routes.claimMission, { body: { mission_id: missionId } }), (r) => r.reward);
  }

  async getRewardTerms(entityId: string): Promise<ApiResult<RewardTerms>> {
    return mapResult(await this.http.call(routes.rewardTermsCheck, { query: { entity_id: entityId } }), ({ terms }) => ({
      accepted: terms.status !== TERMS_PENDING,
      status: terms.status,
      url: terms.url,
    }));
  }

  async getLevelUpInfo(): Promise<ApiResult<LevelUpInfo>> {
    return mapResult(await this.http.call(routes.levelUpInfo), ({ level_up: l }) => ({
      version: l.level_up_version,
      membershipGroupCode: l.membership_group_code ?? undefined,
      text: l.text,
      gradientColors: l.gradient_colors,
    }));
  }

  async getLevelUpUpsell(): Promise<ApiResult<LevelUpUpsell>> {
    return mapResult(await this.http.call(routes.levelUpUpsell, { query: { entry_point: TRADE_DRAWER_UPSELL } }), (r) => {
      const text = r.trade_drawer_upsell_banner_desc_tms_key;
      return { eligible: r.trade_drawer_upsell_eligible, text: text === null ? undefined : { tmsKey: text.tms_key, values: text.values } };
    });
  }

  async getLevelUpSubscription(): Promise<ApiResult<LevelUpSubscription | undefined>> {
    return mapResult(await this.http.call(routes.levelUpManagement), ({ management }) =>
      management.subscription === null ? undefined : toSubscription(management.subscription),
    );
  }

  async getSubscriptionPlan(planId: string): Promise<ApiResult<SubscriptionPlan>> {
    return mapResult(await this.http.call(routes.subscriptionPlan, { params: { id: planId } }), ({ subscription_plan: p }) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      prices: p.prices.map((price) => ({ billingPeriod: price.billing_period, amount: price.amount, currency: price.currency })),
      benefits: p.benefits,
      gradientColors: p.gradient_colors,
    }));
  }
}
