import type { BillingPeriod } from '../../../../domain/rewards/level-up-subscription';
import type { LevelUpPlan } from '../../../../domain/user/membership';

/** A Level Up plan (spec 000 §1: pro, plus, private) with its USD prices per billing period. */
export interface PlanOffer {
  readonly id: string;
  readonly plan: LevelUpPlan;
  readonly name: string;
  readonly prices: Readonly<Record<BillingPeriod, string>>;
  /** Text keys of the benefits the plan page lists. */
  readonly benefits: readonly string[];
  /** The plan's card colours (spec 001 §3 level-up gradient colours). */
  readonly gradient: readonly string[];
}

/** Choice: the sandbox's plans and prices (annual about two months free). */
export const LEVEL_UP_PLANS_OFFERED: readonly PlanOffer[] = [
  {
    id: 'plan_plus',
    plan: 'plus',
    name: 'Level Up Plus',
    prices: { monthly: '4.99', annual: '49.99' },
    benefits: ['level_up_benefit_reduced_trading_fees', 'level_up_benefit_staking_boost'],
    gradient: ['#1B2B6B', '#3D5AFE'],
  },
  {
    id: 'plan_pro',
    plan: 'pro',
    name: 'Level Up Pro',
    prices: { monthly: '29.99', annual: '299.99' },
    benefits: ['level_up_benefit_zero_trading_fees', 'level_up_benefit_staking_boost', 'level_up_benefit_card_cashback'],
    gradient: ['#0B1426', '#C9A227'],
  },
  {
    id: 'plan_private',
    plan: 'private',
    name: 'Level Up Private',
    prices: { monthly: '199.99', annual: '1999.99' },
    benefits: ['level_up_benefit_zero_trading_fees', 'level_up_benefit_private_desk', 'level_up_benefit_card_cashback'],
    gradient: ['#000000', '#8E8E93'],
  },
];

export const PLAN_CURRENCY = 'USD';

export const planById = (id: string): PlanOffer | undefined => LEVEL_UP_PLANS_OFFERED.find((p) => p.id === id);
/** The plan path's {id} (spec 001 §7 subscription-plan/{id}): a plan's id, or its code (pro, plus, private) for a client that knows only the codes. */
export const planByIdOrCode = (id: string): PlanOffer | undefined => planById(id) ?? LEVEL_UP_PLANS_OFFERED.find((p) => p.plan === id);
export const planOf = (plan: LevelUpPlan): PlanOffer | undefined => LEVEL_UP_PLANS_OFFERED.find((p) => p.plan === plan);

/** The level-up version the info call reports (spec 000 §1: Level Up v3 plans). */
export const LEVEL_UP_VERSION = 3;
/** Choice: a subscribed persona's renewal comes this long after the sandbox starts. */
export const SEEDED_RENEWAL_DAYS = 12;
