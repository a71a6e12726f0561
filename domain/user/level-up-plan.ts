/** Level Up v3 subscriber plans (spec 000 §1, 001 §1). */
export const LEVEL_UP_PLANS = ['pro', 'plus', 'private'] as const;
export type LevelUpPlan = (typeof LEVEL_UP_PLANS)[number];

/** The plan named by a membership code, or undefined. Choice: matched trimmed and case-insensitively. */
export function parseLevelUpPlan(code: string | undefined): LevelUpPlan | undefined {
  const wanted = (code ?? '').trim().toLowerCase();
  return LEVEL_UP_PLANS.find((plan) => plan === wanted);
}

/** A Level Up subscriber holds one of the plans pro, plus or private. */
export const isLevelUpSubscriber = (code: string | undefined): boolean => parseLevelUpPlan(code) !== undefined;
