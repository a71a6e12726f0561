import { LockCountdownService } from '../../../application/onboarding/lock-countdown-service';
import type { OnboardingServices } from '../../../application/onboarding/onboarding-services';
import { SignupService } from '../../../application/onboarding/signup-service';
import type { OnboardingPort } from '../../../application/ports/onboarding-port';
import { area, needs } from '../registry';
import { lazyHttpPort } from './lazy-http-port';

declare module '../registry' {
  interface Registry extends OnboardingServices {
    onboarding: OnboardingPort;
  }
}

/** Sign-up and onboarding (terms, referral codes, the sign-up steps, the lock screen). */
export const onboardingArea = area<OnboardingServices>()({
  name: 'onboarding',
  ports: {
    onboarding: lazyHttpPort(async (d) => new (await import('../../http/onboarding-http-adapter')).HttpOnboardingAdapter(d.http)),
  },
  services: {
    signup: needs(['session', 'onboarding', 'signIn'], (d) => new SignupService(d)),
    lockCountdown: needs(['scheduler'], (d) => new LockCountdownService(d)),
  },
  internal: {},
});
