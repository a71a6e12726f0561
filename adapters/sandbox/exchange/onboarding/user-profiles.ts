import { DEMO_PASSCODE, type Persona } from '../personas';

/** How far onboarding is (spec 001 §2 post-login rule); a persona without an entry finished it. */
export interface OnboardingSeed {
  readonly emailConfirmed: boolean;
  readonly phoneConfirmed: boolean;
  readonly termsAccepted: boolean;
  readonly mainAppWebEnabled: boolean;
  readonly hasPasscode: boolean;
  readonly identity: IdentityStatus;
}

export type IdentityStatus = 'approved' | 'pending' | 'not_started' | 'rejected';

/** The user record's seed, per persona key (the personas file stays as it is). */
export interface ProfileSeed {
  /** Spec 001 §1: US users have entity usa or usa_fs. Choice: other entities are gbr and sgp. */
  readonly entityId: string;
  /** How long before the sandbox started the account was created (the welcome bonus runs 30 days from it). */
  readonly accountAgeDays: number;
  readonly preferredLocale: string;
  /** Reward programme terms (spec 001 §4: PENDING means not accepted). */
  readonly rewardTerms: 'ACCEPTED' | 'PENDING';
  /** Spec 001 §3 required personal information: what a fiat deposit still needs. */
  readonly fiatDepositInformation: readonly string[];
  readonly payIdEligible: boolean;
  readonly onboarding?: Partial<OnboardingSeed>;
}

export const COMPLETE_ONBOARDING: OnboardingSeed = {
  emailConfirmed: true,
  phoneConfirmed: true,
  termsAccepted: true,
  mainAppWebEnabled: true,
  hasPasscode: true,
  identity: 'approved',
};

const US: ProfileSeed = {
  entityId: 'usa',
  accountAgeDays: 400,
  preferredLocale: 'en',
  rewardTerms: 'ACCEPTED',
  fiatDepositInformation: [],
  payIdEligible: true,
};
const UK: ProfileSeed = { ...US, entityId: 'gbr', preferredLocale: 'en-GB', payIdEligible: false };

/**
 * Every persona signs in and lands on /hub/home (their money journeys start there); the
 * onboarding branches of the post-login rule are shown by the sign-up demo accounts
 * (signup-accounts.ts). New customers (zoe, harriet, sam) are days old, so the welcome bonus runs.
 */
export const PROFILE_SEEDS: Readonly<Record<string, ProfileSeed>> = {
  alex: US,
  zoe: { ...US, accountAgeDays: 2, rewardTerms: 'PENDING' },
  harriet: { ...UK, accountAgeDays: 1 },
  oliver: { ...UK, accountAgeDays: 90 },
  priya: US,
  eli: US,
  lena: US,
  tess: { ...US, entityId: 'usa_fs' },
  sam: { ...US, accountAgeDays: 5, fiatDepositInformation: ['date_of_birth', 'residential_address', 'ssn'], payIdEligible: false },
  wei: { ...US, entityId: 'sgp', preferredLocale: 'en', payIdEligible: false },
  ed: US,
  wendy: { ...US, accountAgeDays: 25 },
};

export const profileSeedOf = (persona: Persona): ProfileSeed => PROFILE_SEEDS[persona.key] ?? US;

/** Prime flags from the persona (spec 001 §1: invited with benefit is regular, invited without is eligible). */
export const primeOf = (persona: Persona): { readonly prime_benefit: boolean; readonly prime_invited: boolean } => ({
  prime_benefit: persona.prime === 'regular',
  prime_invited: persona.prime !== 'none',
});

/** The passcode every seeded account starts with (none for a sign-up account that has not set one). */
export const seedPasscode = (onboarding: OnboardingSeed): string | null => (onboarding.hasPasscode ? DEMO_PASSCODE : null);
