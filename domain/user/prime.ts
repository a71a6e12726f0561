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
