import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import { signupAccountByPhone } from './signup-accounts';
import { termsFor } from './terms';
import { COMPLETE_ONBOARDING, type IdentityStatus, profileSeedOf, seedPasscode } from './user-profiles';

const DAY_MS = 86_400_000;

/** The mutable part of a customer's user record (spec 001 §3 User), JSON in the onboarding slice. */
export interface UserRecordState {
  name: string;
  entityId: string;
  /** The confirmed phone number (the account keeps signing in with its demo number). */
  phone: string;
  /** Epoch ms; null when not done. */
  emailConfirmedAt: number | null;
  phoneConfirmedAt: number | null;
  /** The terms version accepted (terms_id), or null. */
  termsAcceptedId: string | null;
  newsletter: boolean;
  mainAppWebEnabled: boolean;
  /** The current passcode (demo data, kept as is), or null before it is set. */
  passcode: string | null;
  identity: IdentityStatus;
  /** When the account was created: the welcome bonus counts from here. */
  createdAt: number;
  paymentCurrency: string;
  preferredLocale: string;
  /** A new number waiting for its one-time code (phone update). */
  pendingPhone: string | null;
  phoneOtpFailures: number;
  referralCode: string | null;
  payId: { accountPart: string; currencies: string[] } | null;
  /** The email on file (design: the email step confirms it); absent in states saved before it existed. */
  email?: string | null;
  /** The email the step's code was sent to, waiting for the code. */
  pendingEmail?: string | null;
  /** Wrong email codes since the last code was asked for. */
  emailCodeFailures?: number;
  /** Device signing keys registered with the passcode (DeviceKeys), the latest first. */
  deviceKeys?: string[];
}

interface OnboardingSlice {
  users: Record<string, UserRecordState>;
}

/**
 * The user records, created from the persona (or sign-up demo) seed on first use. Every area reads
 * a record through here; it lives in the sandbox state so a reset or restore carries it.
 */
export class UserRecords {
  constructor(private readonly context: SandboxContext) {}

  of(account: SandboxAccount): UserRecordState {
    const users = this.users();
    const existing = users[account.uuid];
    if (existing !== undefined) return existing;
    const created = this.seed(account);
    users[account.uuid] = created;
    return created;
  }

  /** Every record made so far (a Pay ID or phone must be unique across them). */
  all(): readonly UserRecordState[] {
    return Object.values(this.users());
  }

  private users(): Record<string, UserRecordState> {
    return this.context.slice<OnboardingSlice>('onboarding', () => ({ users: {} })).users;
  }

  private seed(account: SandboxAccount): UserRecordState {
    const signup = signupAccountByPhone(account.state.phone);
    const profile = profileSeedOf(account.persona);
    const onboarding = signup?.onboarding ?? { ...COMPLETE_ONBOARDING, ...profile.onboarding };
    const createdAt = signup === undefined ? this.context.state.createdAt - profile.accountAgeDays * DAY_MS : this.context.now();
    return {
      name: signup?.name ?? account.persona.name,
      entityId: profile.entityId,
      phone: account.state.phone,
      emailConfirmedAt: onboarding.emailConfirmed ? createdAt : null,
      phoneConfirmedAt: onboarding.phoneConfirmed ? createdAt : null,
      termsAcceptedId: onboarding.termsAccepted ? termsFor(account.persona.countryCode).id : null,
      newsletter: false,
      mainAppWebEnabled: onboarding.mainAppWebEnabled,
      passcode: seedPasscode(onboarding),
      identity: onboarding.identity,
      createdAt,
      paymentCurrency: account.persona.nativeCurrency,
      preferredLocale: profile.preferredLocale,
      pendingPhone: null,
      phoneOtpFailures: 0,
      referralCode: null,
      payId: null,
      email: `${signup?.key ?? account.persona.key}@example.com`,
      pendingEmail: null,
      emailCodeFailures: 0,
      deviceKeys: [],
    };
  }
}
