import type { DepositMethodsService } from './deposit-methods-service';
import type { CardTopUpService } from './card-top-up-service';
import type { DepositLauncher } from './deposit-launcher';
import type { PullDepositService } from './pull-deposit-service';
import type { ManualDepositService } from './manual-deposit-service';
import type { DepositFlowService } from './deposit-flow-service';

/** What the deposit area offers driving adapters. Its wiring: adapters/wiring/areas. */
export interface DepositServices {
  /** Opens the deposit modal for a currency, from any screen. */
  readonly depositLauncher: DepositLauncher;
  /** The deposit modal's navigation: loading, picker, a method's flow, the alerts that stop it. */
  readonly depositFlow: DepositFlowService;
  /** The deposit method picker and flow of a currency. */
  readonly depositMethods: DepositMethodsService;
  /** A card top-up: order, confirm checks, passcode, 3-D Secure, settlement. */
  readonly cardTopUp: CardTopUpService;
  /** A deposit pulled from a linked bank account. */
  readonly pullDeposit: PullDepositService;
  /** Manual bank transfer details, vendors, bank info email and reference numbers. */
  readonly manualDeposit: ManualDepositService;
}
