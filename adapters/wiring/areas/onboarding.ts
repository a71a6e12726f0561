import type { OnboardingPort } from '../../../application/ports/onboarding-port';
import { area } from '../registry';
import { lazyHttpPort } from './lazy-http-port';

declare module '../registry' {
  interface Registry {
    onboarding: OnboardingPort;
  }
}

/** Sign-up and onboarding (terms, referral codes, popular coins). */
export const onboardingArea = area<object>()({
  name: 'onboarding',
  ports: {
    onboarding: lazyHttpPort(async (d) => new (await import('../../http/onboarding-http-adapter')).HttpOnboardingAdapter(d.http)),
  },
  services: {},
  internal: {},
});
