import type { SandboxContext } from '../sandbox-context';
import type { AccountState } from '../sandbox-state';
import { COMPLETE_ONBOARDING, type OnboardingSeed } from './user-profiles';

/**
 * Sign-up demo accounts: customers part-way through onboarding, so every branch of the
 * post-login rule (spec 001 §2) can be walked through in the sandbox without changing the
 * personas, whose journeys start at /hub/home. They are empty US accounts modelled on persona
 * zoe (their AccountState names her as the persona) and exist once their phone starts a session.
 */
export interface SignupAccount {
  readonly key: string;
  readonly name: string;
  readonly phone: string;
  readonly uuid: string;
  readonly onboarding: OnboardingSeed;
  readonly demonstrates: string;
}

export const SIGNUP_TEMPLATE_PERSONA = 'zoe';

export const SIGNUP_ACCOUNTS: readonly SignupAccount[] = [
  {
    key: 'nina',
    name: 'Nina New',
    phone: '+15550100101',
    uuid: '00000000-0000-4000-8000-000000000101',
    onboarding: { ...COMPLETE_ONBOARDING, phoneConfirmed: false, termsAccepted: false, hasPasscode: false, identity: 'not_started' },
    demonstrates:
      'a sign-up: /signup/phone-enter (verify_with_terms signs her in), /signup/passcode (devices/create, passcode/update), /signup/identity (the identity provider page: approved, or a manual review approved ten minutes later), then /hub/home',
  },
  {
    key: 'evan',
    name: 'Evan Unconfirmed',
    phone: '+15550100102',
    uuid: '00000000-0000-4000-8000-000000000102',
    onboarding: { ...COMPLETE_ONBOARDING, emailConfirmed: false },
    demonstrates: 'an email not confirmed yet: /signup',
  },
  {
    key: 'carla',
    name: 'Carla Elsewhere',
    phone: '+15550100103',
    uuid: '00000000-0000-4000-8000-000000000103',
    onboarding: { ...COMPLETE_ONBOARDING, mainAppWebEnabled: false },
    demonstrates: 'the web app not enabled for her: /login/unsupported-country',
  },
];

export const signupAccountByPhone = (phone: string): SignupAccount | undefined => SIGNUP_ACCOUNTS.find((a) => a.phone === phone);

/** Creates the sign-up account of a demo phone on first use; false when the phone is no sign-up demo. */
export function ensureSignupAccount(context: SandboxContext, phone: string): boolean {
  const signup = signupAccountByPhone(phone);
  if (signup === undefined) return false;
  if (context.state.accounts[phone] !== undefined) return true;
  const account: AccountState = {
    uuid: signup.uuid,
    phone,
    personaKey: SIGNUP_TEMPLATE_PERSONA,
    fiatWallets: { USD: 'not_created' },
    passcodeFailures: 0,
    lockedUntil: undefined,
    purchases: 0,
    coolingOffEndsAt: undefined,
  };
  context.state.accounts[phone] = account;
  return true;
}
