import type { CurrencyCode } from '../../domain/money/currency';
import { Launcher } from '../shared/launcher';

/** What the cash account setup modal is opened for (spec 001 §2, §4): the cash account's currency. */
export interface CashAccountSetupRequest {
  readonly currency: CurrencyCode;
}

/** Opens the cash account setup modal from anywhere: Buy's and Sell's cash options, the accounts page, the deposit modal, a restricted feature. */
export class CashAccountSetupLauncher extends Launcher<CashAccountSetupRequest> {}
