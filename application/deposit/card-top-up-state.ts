import type { SchedulerLike } from 'rxjs';
import { TOP_UP_START, type TopUpState } from '../../domain/deposit/top-up-steps';
import type { BalanceService } from '../account/balance-service';
import type { ToastService } from '../notifications/toast-service';
import type { PaymentFrameService } from '../payments/payment-frame-service';
import type { ConfigPort } from '../ports/config-port';
import type { DepositsPort } from '../ports/deposits-port';
import type { TopUpOrder } from '../ports/payments-port';
import type { DepositFailure } from './deposit-failure';
import type { WalletPayDependencies } from './top-up-wallet-pay';

/** The card top-up as the deposit modal shows it: the domain's steps and what each step needs. */
export interface CardTopUpState {
  readonly step: TopUpState;
  readonly order: TopUpOrder | undefined;
  /** The issuer's 3-D Secure page while it is shown in the app's payment frame (PaymentFrameService): a card's, or Google Pay's. */
  readonly authentication: { readonly url: string; readonly html: string } | undefined;
  /** Once SUCCESS: the cash account entry the top-up made. */
  readonly transactionId: string | undefined;
  /** Why the flow is in ERROR. */
  readonly failure: DepositFailure | undefined;
}

export const CARD_TOP_UP_START: CardTopUpState = {
  step: TOP_UP_START,
  order: undefined,
  authentication: undefined,
  transactionId: undefined,
  failure: undefined,
};

/** What a CardTopUpService is made from (named as the composition root names them). */
export interface CardTopUpDependencies extends WalletPayDependencies {
  readonly deposits: DepositsPort;
  readonly config: ConfigPort;
  readonly paymentFrames: PaymentFrameService;
  readonly balances: BalanceService;
  readonly scheduler: SchedulerLike;
  readonly toasts: ToastService;
}
