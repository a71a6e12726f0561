import { type SandboxContext } from './sandbox-context';

/** Onboarding and account settings beyond sign-in: terms, referrals, configs, devices, pay ids. */
export class SandboxOnboarding {
  constructor(readonly context: SandboxContext) {}
}
