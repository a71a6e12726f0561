/** The user's Prime record (spec 001 §3: prime{prime_benefit, prime_invited}). */
export interface PrimeRecord {
  readonly benefit: boolean;
  readonly invited: boolean;
}

/** A Prime user: user.prime.prime_benefit and appConfig.prime.enabled both true (spec 001 §1). */
export const isPrimeUser = (prime: PrimeRecord | undefined, primeEnabled: boolean): boolean => primeEnabled && prime?.benefit === true;

/**
 * Invited with benefit: a regular Prime user (spec 001 §1). Regular Prime users get the
 * transaction-type rate lookup and see no recurring buy and no level-up banner (spec 000 §6).
 * Choice: as the spec states it, the app config flag is not part of this rule.
 */
export const isPrimeRegularUser = (prime: PrimeRecord | undefined): boolean => prime?.invited === true && prime.benefit;

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

/**
 * Internal testers are identified by a list of user uuids (spec 000 §1, 001 §1, §6).
 * Choice: uuids are compared trimmed and case-insensitively (UUID hex is case-insensitive);
 * an empty uuid is never a tester.
 */
export function isInternalTester(uuid: string | undefined, testerUuids: readonly string[]): boolean {
  const wanted = (uuid ?? '').trim().toLowerCase();
  if (wanted === '') return false;
  return testerUuids.some((tester) => tester.trim().toLowerCase() === wanted);
}
