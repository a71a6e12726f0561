import { type OnboardingBanner, onboardingBanner } from '../../domain/user/identity-verification';
import type { KycPort } from '../ports/kyc-port';
import { StateStore, type ReadableStore } from '../shared/store';
import type { CashAccountSetupLauncher } from './cash-account-setup-launcher';

export interface KycBannerDependencies {
  readonly kyc: Pick<KycPort, 'getIdentity'>;
  readonly cashAccountSetupLauncher: CashAccountSetupLauncher;
}

/**
 * The home's KYC banner (spec 001 §8: copy for pending review and for rejected, with contact
 * support): the customer's KYC status, read when the home opens and again whenever the cash
 * account setup modal closes, so a review started or decided there shows without a reload.
 * Choice: a failed read keeps what was shown.
 */
export class KycBannerService {
  private readonly store = new StateStore<OnboardingBanner | undefined>(undefined);
  readonly state: ReadableStore<OnboardingBanner | undefined> = this.store;
  private reads = 0;

  constructor(private readonly deps: KycBannerDependencies) {
    let open = false;
    deps.cashAccountSetupLauncher.request.state$.subscribe((request) => {
      if (open && request === undefined) void this.refresh();
      open = request !== undefined;
    });
  }

  async refresh(): Promise<void> {
    const read = ++this.reads;
    const result = await this.deps.kyc.getIdentity();
    if (read === this.reads && result.ok) this.store.update(() => onboardingBanner(result.value.status));
  }
}
