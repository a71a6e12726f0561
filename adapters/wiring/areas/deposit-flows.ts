import { CardTopUpService } from '../../../application/deposit/card-top-up-service';
import { DepositFlowService } from '../../../application/deposit/deposit-flow-service';
import { DepositMethodsService } from '../../../application/deposit/deposit-methods-service';
import { ManualDepositService } from '../../../application/deposit/manual-deposit-service';
import { PullDepositService } from '../../../application/deposit/pull-deposit-service';
import { BankAccountEditor } from '../../../application/deposit/bank-account-editor';
import { BankLinkService } from '../../../application/deposit/bank-link-service';
import { DepositRequestService } from '../../../application/deposit/deposit-request-service';
import { PaypalDepositService } from '../../../application/deposit/paypal-deposit-service';
import { TopUpCardRemoval } from '../../../application/deposit/top-up-card-removal';
import { needs } from '../registry';

/** The deposit modal's services (areas/deposit.ts loads them later): the browser downloads their code with the modal. */
export const DEPOSIT_FLOWS = {
  depositFlow: needs(['depositMethods', 'customer'], (d) => new DepositFlowService(d)),
  depositMethods: needs(['deposits', 'config', 'analytics'], (d) => new DepositMethodsService(d)),
  cardTopUp: needs(
    ['payments', 'deposits', 'config', 'paymentFrames', 'balances', 'scheduler', 'trading', 'paymentSurfaces', 'customer', 'toasts'],
    (d) => new CardTopUpService(d),
  ),
  topUpCardRemoval: needs(['payments', 'toasts'], (d) => new TopUpCardRemoval(d)),
  pullDeposit: needs(['deposits', 'bankLinking', 'payments', 'scheduler'], (d) => new PullDepositService(d)),
  bankLink: needs(['bankLinking', 'paymentSurfaces', 'toasts', 'scheduler'], (d) => new BankLinkService(d)),
  bankAccountEditor: needs(['bankLinking', 'bankLink', 'toasts'], (d) => new BankAccountEditor(d)),
  manualDeposit: needs(['deposits', 'payments', 'scheduler', 'balances'], (d) => new ManualDepositService(d)),
  depositRequest: needs(['deposits', 'payments', 'balances', 'paymentSurfaces', 'location', 'scheduler'], (d) => new DepositRequestService(d)),
  paypalDeposit: needs(
    ['payments', 'paymentSurfaces', 'paymentFrames', 'customer', 'toasts', 'deposits', 'config', 'balances', 'scheduler'],
    (d) => new PaypalDepositService(d),
  ),
};
