import type { LockCountdownService } from './lock-countdown-service';
import type { SignupService } from './signup-service';

/** What the onboarding area offers driving adapters. Its wiring: adapters/wiring/areas/onboarding.ts. */
export interface OnboardingServices {
  /** The sign-up steps (/signup, /signup/phone-enter, /signup/passcode, /signup/identity). */
  readonly signup: SignupService;
  /** The lock screen's countdown (/locked?t=). */
  readonly lockCountdown: LockCountdownService;
}
