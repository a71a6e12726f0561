import type { SignupError } from '../../application/onboarding/signup-service';
import type { useT } from '../base/i18n/use-t';
import { signInErrorMessage } from '../login/sign-in-error';

type Translate = ReturnType<typeof useT>;

const PASSCODE_KEYS = { incomplete: 'signup.passcode.incomplete', too_simple: 'signup.passcode.tooSimple', mismatch: 'signup.passcode.mismatch' } as const;

/** The message for a sign-up step's failure: the step's own checks, else the sign-in messages (attempts left, lock). */
export function signupErrorMessage(error: SignupError, translate: Translate): string {
  if (error.kind === 'passcode') return translate.t(PASSCODE_KEYS[error.code]);
  if (error.kind === 'signup') return translate.t(error.code === 'invalid_email' ? 'signup.email.invalid' : 'signup.referral.invalid');
  return signInErrorMessage(error, translate);
}
