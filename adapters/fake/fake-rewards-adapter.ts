import { type ApiResult, businessError } from '../../application/ports/api-error';
import type {
  LevelUpInfo,
  LevelUpSubscription,
  LevelUpUpsell,
  RewardAmount,
  RewardsPort,
  RewardTerms,
  SubscriptionPlan,
} from '../../application/ports/rewards-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode } from '../../domain/money/currency';
import { dec, type Dec, ZERO } from '../../domain/money/decimal';
import { MISSION_TIERS_USD, claimMission, isMissionComplete, missionsForDisplay, welcomeBonusEndTime } from '../../domain/rewards/welcome-mission';
import type { WelcomeBonus } from '../../domain/rewards/welcome-bonus';
import { FakeCalls } from './fake-calls';

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const fail = (code: string): ApiResult<never> => ({ ok: false, error: businessError(code) });

export const FAKE_PLAN: SubscriptionPlan = {
  id: 'plan_pro',
  code: 'pro',
  name: 'Level Up Pro',
  prices: [
    { billingPeriod: 'monthly', amount: dec('29.99'), currency: currencyCode('USD') },
    { billingPeriod: 'annual', amount: dec('299.99'), currency: currencyCode('USD') },
  ],
  benefits: ['level_up_benefit_zero_trading_fees'],
  gradientColors: ['#0B1426', '#C9A227'],
};

const fakePlan = (code: string, monthly: string, annual: string): SubscriptionPlan => ({
  ...FAKE_PLAN,
  id: `plan_${code}`,
  code,
  name: `Level Up ${code[0]?.toUpperCase() ?? ''}${code.slice(1)}`,
  prices: [
    { billingPeriod: 'monthly', amount: dec(monthly), currency: currencyCode('USD') },
    { billingPeriod: 'annual', amount: dec(annual), currency: currencyCode('USD') },
  ],
});

/** The fake's plans: plus, pro (FAKE_PLAN) and private. */
export const FAKE_PLANS: readonly SubscriptionPlan[] = [fakePlan('plus', '4.99', '49.99'), FAKE_PLAN, fakePlan('private', '199.99', '1999.99')];

/**
 * In-memory welcome bonus and level-up reads for tests. The bonus has the 100 and 500 USD
 * missions, ends 30 days after `accountCreatedAt`, and claims follow the domain's rule; `trade(usd)`
 * counts a buy. `subscription` is shared with FakeLevelUpAdapter.
 */
export class FakeRewardsAdapter implements RewardsPort {
  readonly calls = new FakeCalls<keyof RewardsPort>();
  hasWelcomeBonus = true;
  termsStatus = 'ACCEPTED';
  subscription: LevelUpSubscription | undefined;
  primeRegular = false;
  private volume: Dec = ZERO;
  private readonly claims = new Map<string, Dec>();

  private readonly createdAt: number;

  constructor(private readonly options: { readonly clock: () => number; readonly accountCreatedAt?: number }) {
    this.createdAt = options.accountCreatedAt ?? options.clock();
  }

  trade(usd: Dec | string): this {
    this.volume = this.volume.plus(dec(usd));
    return this;
  }

  getWelcomeBonus(): Promise<ApiResult<WelcomeBonus | undefined>> {
    return this.calls.run('getWelcomeBonus', [], () => ok(this.hasWelcomeBonus ? this.bonus() : undefined));
  }

  claimMission(missionId: string): Promise<ApiResult<RewardAmount>> {
    return this.calls.run('claimMission', [missionId], () => {
      const mission = this.bonus().missions.find((m) => m.missionId === missionId);
      if (mission?.targetAmount === undefined) return fail(ErrorCode.missionNotFound);
      const claimed = claimMission(
        { target: mission.targetAmount, current: mission.currentAmount ?? ZERO, claimed: mission.isClaimed },
        this.endTime(),
        this.options.clock(),
      );
      if (!claimed.ok) return fail(claimed.error);
      this.claims.set(missionId, this.volume);
      return ok({ amount: mission.targetAmount.dividedBy(10), currency: currencyCode('USD') });
    });
  }

  getRewardTerms(entityId: string): Promise<ApiResult<RewardTerms>> {
    return this.calls.run('getRewardTerms', [entityId], () =>
      ok({ accepted: this.termsStatus !== 'PENDING', status: this.termsStatus, url: 'https://example.test/terms' }),
    );
  }

  getLevelUpInfo(): Promise<ApiResult<LevelUpInfo>> {
    return this.calls.run('getLevelUpInfo', [], () =>
      ok({ version: 3, membershipGroupCode: this.held(), text: 'level_up_join_title', gradientColors: ['#000000'] }),
    );
  }

  getLevelUpUpsell(): Promise<ApiResult<LevelUpUpsell>> {
    return this.calls.run('getLevelUpUpsell', [], () => {
      const eligible = this.held() === undefined && !this.primeRegular;
      return ok({ eligible, text: eligible ? { tmsKey: 'level_up_trade_drawer_upsell_desc', values: {} } : undefined });
    });
  }

  getLevelUpSubscription(): Promise<ApiResult<LevelUpSubscription | undefined>> {
    return this.calls.run('getLevelUpSubscription', [], () => ok(this.subscription));
  }

  getSubscriptionPlan(planId: string): Promise<ApiResult<SubscriptionPlan>> {
    return this.calls.run('getSubscriptionPlan', [planId], () => {
      const plan = FAKE_PLANS.find((p) => p.id === planId || p.code === planId);
      return plan === undefined ? fail(ErrorCode.levelUpPlanNotFound) : ok(plan);
    });
  }

  private held(): string | undefined {
    const status = this.subscription?.status;
    return status === 'active' || status === 'cancelled' ? this.subscription?.planCode : undefined;
  }

  private endTime(): number {
    return welcomeBonusEndTime(this.createdAt);
  }

  private bonus(): WelcomeBonus {
    const missions = MISSION_TIERS_USD.map((target) => {
      const id = `tier_${target.toFixed(0)}`;
      const claimed = this.claims.get(id);
      return { id, target, current: claimed ?? this.volume, claimed: claimed !== undefined };
    });
    return {
      unit: 'USD',
      endTime: this.endTime(),
      missions: missionsForDisplay(missions).map((m) => ({
        missionId: m.id,
        targetAmount: m.target,
        currentAmount: m.current,
        isCompleted: isMissionComplete(m),
        isClaimed: m.claimed,
      })),
    };
  }
}
