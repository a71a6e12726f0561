import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../application/ports/api-error';
import type { RewardsPort } from '../../application/ports/rewards-port';
import { HttpRewardsAdapter } from '../../adapters/http/rewards-http-adapter';
import { routes } from '../../adapters/http/routes';
import { REWARD_KIND } from '../../adapters/sandbox/exchange/rewards/welcome-pack';
import { deriveWelcomeBonus } from '../../domain/rewards/welcome-bonus';
import { errorCode, expectOk } from '../support/api-result';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { buyWithCash } from '../support/sandbox-trades';
import { signInAs } from '../support/sign-in';
import { switchPersona } from '../support/switch-persona';

const DAY = 86_400_000;

describe('rewards contract: HttpRewardsAdapter against the sandbox exchange (spec 001 §3-§4, §7 rewards and level-up)', () => {
  let h: SandboxHarness;
  let rewards: HttpRewardsAdapter;

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    rewards = new HttpRewardsAdapter(h.get('http'));
  });

  afterEach(() => h.stop());

  it('refuses every call without a signed-in session (unauthorized)', async () => {
    const calls: ((port: RewardsPort) => Promise<ApiResult<unknown>>)[] = [
      (p) => p.getWelcomeBonus(),
      (p) => p.claimMission('welcome_tier_100'),
      (p) => p.getRewardTerms('usa'),
      (p) => p.getLevelUpInfo(),
      (p) => p.getLevelUpUpsell(),
      (p) => p.getLevelUpSubscription(),
      (p) => p.getSubscriptionPlan('plan_pro'),
    ];
    for (const call of calls) expect(errorCode(await call(rewards))).toBe('unauthorized');
  });

  describe('getWelcomeBonus', () => {
    it('gives a new customer the 100 and 500 USD missions, ending 30 days after the account was created', async () => {
      await signInAs(h, 'zoe');
      const bonus = expectOk(await rewards.getWelcomeBonus());
      expect(bonus?.unit).toBe('USD');
      expect((bonus?.endTime ?? 0) - h.time.now()).toBe(28 * DAY);
      expect(bonus?.missions.map((m) => [m.missionId, m.targetAmount?.toFixed(), m.currentAmount?.toFixed(), m.isCompleted, m.isClaimed])).toEqual([
        ['welcome_tier_100', '100', '0', false, false],
        ['welcome_tier_500', '500', '0', false, false],
      ]);
      expect(deriveWelcomeBonus(bonus, h.time.now())).toMatchObject({ isShowWelcomeBonusWidget: true, isShowClaimButton: false });
    });

    it('has expired for an old account (the widget hides)', async () => {
      await signInAs(h, 'alex');
      expect(deriveWelcomeBonus(expectOk(await rewards.getWelcomeBonus()), h.time.now())).toMatchObject({ isExpired: true, isShowWelcomeBonusWidget: false });
    });

    it('progresses with buys (USD value of the coins bought), not with sells or buys after the end', async () => {
      const wendy = await signInAs(h, 'wendy');
      buyWithCash(h.exchange, wendy, 'BTC', '60');
      const after = deriveWelcomeBonus(expectOk(await rewards.getWelcomeBonus()), h.time.now());
      expect(after.currentAmount.greaterThan('59')).toBe(true);
      expect(after.currentAmount.lessThanOrEqualTo('60')).toBe(true);
      expect(after.progressPercentage.toFixed(0)).toBe(after.currentAmount.toFixed(0));
      await h.time.advance(5 * DAY);
      buyWithCash(h.exchange, wendy, 'BTC', '50');
      expect(deriveWelcomeBonus(expectOk(await rewards.getWelcomeBonus()), h.time.now()).currentAmount.equals(after.currentAmount)).toBe(true);
    });
  });

  describe('claimMission', () => {
    it('claims a completed mission once, pays its reward in CRO with a history entry, and moves on to the next tier', async () => {
      const wendy = await signInAs(h, 'wendy');
      expect(errorCode(await rewards.claimMission('welcome_tier_100'))).toBe('mission_not_completed');
      buyWithCash(h.exchange, wendy, 'ETH', '120');
      expect(deriveWelcomeBonus(expectOk(await rewards.getWelcomeBonus()), h.time.now()).isShowClaimButton).toBe(true);
      const reward = expectOk(await rewards.claimMission('welcome_tier_100'));
      expect(reward.currency).toBe('CRO');
      expect(h.exchange.context.ledger.balance(wendy.uuid, 'CRO').equals(reward.amount)).toBe(true);
      expect(h.exchange.context.transactionsOf(wendy).filter((t) => t.kind === REWARD_KIND)).toHaveLength(1);
      expect(errorCode(await rewards.claimMission('welcome_tier_100'))).toBe('mission_already_claimed');
      const next = expectOk(await rewards.getWelcomeBonus());
      expect(next?.missions.map((m) => [m.missionId, m.isClaimed])).toEqual([
        ['welcome_tier_500', false],
        ['welcome_tier_100', true],
      ]);
      expect(errorCode(await rewards.claimMission('welcome_tier_500'))).toBe('mission_not_completed');
    });

    it('refuses a completed mission once the bonus has ended, and an unknown mission', async () => {
      const wendy = await signInAs(h, 'wendy');
      buyWithCash(h.exchange, wendy, 'BTC', '150');
      await h.time.advance(5 * DAY);
      expect(errorCode(await rewards.claimMission('welcome_tier_100'))).toBe('welcome_bonus_expired');
      expect(errorCode(await rewards.claimMission('welcome_tier_9'))).toBe('mission_not_found');
    });
  });

  describe('getRewardTerms', () => {
    it("reads zoe's terms as PENDING (not accepted) and alex's as accepted", async () => {
      await signInAs(h, 'zoe');
      expect(expectOk(await rewards.getRewardTerms('usa'))).toEqual({ accepted: false, status: 'PENDING', url: 'https://crypto.com/rewards/terms' });
      await switchPersona(h, 'alex');
      expect(expectOk(await rewards.getRewardTerms('usa')).accepted).toBe(true);
    });

    it("refuses another entity than the customer's (invalid_parameter)", async () => {
      await signInAs(h, 'oliver');
      expect(errorCode(await rewards.getRewardTerms('usa'))).toBe('invalid_parameter');
      expect(expectOk(await rewards.getRewardTerms('gbr')).accepted).toBe(true);
    });
  });

  describe('level-up reads', () => {
    it('shows lena as a pro member with an active monthly subscription, and not upsold', async () => {
      await signInAs(h, 'lena');
      expect(expectOk(await rewards.getLevelUpInfo())).toMatchObject({ version: 3, membershipGroupCode: 'pro', text: 'level_up_pro_member_title' });
      expect(expectOk(await rewards.getLevelUpSubscription())).toMatchObject({
        planId: 'plan_pro',
        planCode: 'pro',
        status: 'active',
        billingPeriod: 'monthly',
      });
      expect(expectOk(await rewards.getLevelUpUpsell())).toEqual({ eligible: false, text: undefined });
    });

    it('upsells alex (no plan) but not priya (a regular Prime user)', async () => {
      await signInAs(h, 'alex');
      expect(expectOk(await rewards.getLevelUpInfo()).membershipGroupCode).toBeUndefined();
      expect(expectOk(await rewards.getLevelUpSubscription())).toBeUndefined();
      expect(expectOk(await rewards.getLevelUpUpsell())).toEqual({
        eligible: true,
        text: { tmsKey: 'level_up_trade_drawer_upsell_desc', values: { plan: 'Pro', fee_rate: '0%' } },
      });
      await switchPersona(h, 'priya');
      expect(expectOk(await rewards.getLevelUpUpsell()).eligible).toBe(false);
    });

    it('refuses an upsell lookup for another entry point (invalid_parameter)', async () => {
      await signInAs(h, 'alex');
      expect(errorCode(await h.get('http').call(routes.levelUpUpsell, { query: { entry_point: 'home' } }))).toBe('invalid_parameter');
    });

    it('gives a plan with its monthly and annual prices, and refuses an unknown plan', async () => {
      await signInAs(h, 'alex');
      const plan = expectOk(await rewards.getSubscriptionPlan('plan_plus'));
      expect(plan).toMatchObject({ id: 'plan_plus', code: 'plus', name: 'Level Up Plus' });
      expect(plan.prices.map((p) => [p.billingPeriod, p.amount.toFixed(2), p.currency])).toEqual([
        ['monthly', '4.99', 'USD'],
        ['annual', '49.99', 'USD'],
      ]);
      expect(errorCode(await rewards.getSubscriptionPlan('plan_gold'))).toBe('level_up_plan_not_found');
    });
  });
});
