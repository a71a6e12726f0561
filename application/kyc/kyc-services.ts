import type { AddressSearch } from './address-search';
import type { CashAccountSetupLauncher } from './cash-account-setup-launcher';
import type { CashAccountSetupService } from './cash-account-setup-service';
import type { KycBannerService } from './kyc-banner-service';

/** What the KYC area offers driving adapters. Its wiring: adapters/wiring/areas/kyc.ts. */
export interface KycServices {
  /** Opens the cash account setup modal for a currency. */
  readonly cashAccountSetupLauncher: CashAccountSetupLauncher;
  /** The setup modal's flow: steps, answers, submits and polling (spec 001 §4). */
  readonly cashAccountSetup: CashAccountSetupService;
  /** The setup form's address search (spec 001 §5). */
  readonly addressSearch: AddressSearch;
  /** The home's banner for a KYC review pending or rejected (spec 001 §8). */
  readonly kycBanner: KycBannerService;
}
