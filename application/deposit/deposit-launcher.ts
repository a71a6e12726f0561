import type { CurrencyCode } from '../../domain/money/currency';
import { Launcher } from '../shared/launcher';

/** What the deposit modal is opened for (spec 001 §2): a cash account's currency, and a method to go straight to if it is supported. */
export interface DepositRequest {
  readonly currency: CurrencyCode;
  /** A deposit method id (spec 001 §2 methods: us_ach, fiat_wallet_top_up, ...), preselected when supported. */
  readonly preferredMethod?: string;
  /** A deposit request the customer's bank sent them back to: its method opens on the request's result. */
  readonly requestOrderId?: string;
}

/** Opens the deposit modal from anywhere: the home's fund-account modal, Buy's deposit prompt, the accounts page, a deep link. */
export class DepositLauncher extends Launcher<DepositRequest> {}
