import type { CashAccountSetupLauncher } from './cash-account-setup-launcher';

/** What the KYC area offers driving adapters. Its wiring: adapters/wiring/areas/kyc.ts. */
export interface KycServices {
  /** Opens the cash account setup modal for a currency. */
  readonly cashAccountSetupLauncher: CashAccountSetupLauncher;
}
