import type { DepositMethodsService } from './deposit-methods-service';
import type { CardTopUpService } from './card-top-up-service';
import type { DepositLauncher } from './deposit-launcher';
import type { PullDepositService } from './pull-deposit-service';
import type { ManualDepositService } from './manual-deposit-service';
import type { DepositFlowService } from './deposit-flow-service';
import type { DepositRequestService } from './deposit-request-service';
import type { PaypalDepositService } from './paypal-deposit-service';
import type { BankLinkService } from './bank-link-service';
import type { BankAccountEditor } from './bank-account-editor';
import type { TopUpCardRemoval } from './top-up-card-removal';

/** What the deposit area offers driving adapters. Its wiring: adapters/wiring/areas. */
export interface DepositServices {
  /** Opens the deposit modal for a currency, from any screen. */
  readonly depositLauncher: DepositLauncher;
  /** The deposit modal's navigation: loading, picker, a method's flow, the alerts that stop it. */
  readonly depositFlow: DepositFlowService;
  /** The deposit method picker and flow of a currency. */
  readonly depositMethods: DepositMethodsService;
  /** A card, Apple Pay or Google Pay top-up: order, confirm checks, passcode, 3-D Secure or the sheet, settlement. */
  readonly cardTopUp: CardTopUpService;
  /** The top-up options' edit mode: deleting a saved credit card. */
  readonly topUpCardRemoval: TopUpCardRemoval;
  /** A deposit pulled from a linked bank account. */
  readonly pullDeposit: PullDepositService;
  /** Linking and relinking bank accounts for pulls (the bank-link page, the relink modal). */
  readonly bankLink: BankLinkService;
  /** Editing and removing a linked bank account. */
  readonly bankAccountEditor: BankAccountEditor;
  /** Manual bank transfer details, vendors, bank info email and reference numbers. */
  readonly manualDeposit: ManualDepositService;
  /** A deposit request authorised at the customer's bank (ca_interac_request). */
  readonly depositRequest: DepositRequestService;
  /** Linking PayPal and topping up from it. */
  readonly paypalDeposit: PaypalDepositService;
}
