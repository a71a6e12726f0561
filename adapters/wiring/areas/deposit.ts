import { CardTopUpService } from '../../../application/deposit/card-top-up-service';
import { DepositLauncher } from '../../../application/deposit/deposit-launcher';
import { DepositFlowService } from '../../../application/deposit/deposit-flow-service';
import { DepositMethodsService } from '../../../application/deposit/deposit-methods-service';
import type { DepositServices } from '../../../application/deposit/deposit-services';
import { ManualDepositService } from '../../../application/deposit/manual-deposit-service';
import { PullDepositService } from '../../../application/deposit/pull-deposit-service';
import type { BankLinkingPort } from '../../../application/ports/bank-linking-port';
import type { DepositsPort } from '../../../application/ports/deposits-port';
import { area, needs } from '../registry';
import { lazyHttpPort } from './lazy-http-port';

declare module '../registry' {
  interface Registry extends DepositServices {
    deposits: DepositsPort;
    bankLinking: BankLinkingPort;
  }
}

/** Funding cash accounts: the method picker, card top-up, bank pull and manual bank transfer. */
export const depositArea = area<DepositServices>()({
  name: 'deposit',
  ports: {
    deposits: lazyHttpPort(async (d) => new (await import('../../http/deposits-http-adapter')).HttpDepositsAdapter(d.http, d.passcodeEncryptor)),
    bankLinking: lazyHttpPort(async (d) => new (await import('../../http/bank-linking-http-adapter')).HttpBankLinkingAdapter(d.http)),
  },
  services: {
    depositLauncher: needs([], () => new DepositLauncher()),
    depositFlow: needs(['depositMethods', 'customer'], (d) => new DepositFlowService(d)),
    depositMethods: needs(['deposits', 'config', 'analytics'], (d) => new DepositMethodsService(d)),
    cardTopUp: needs(['payments', 'deposits', 'config', 'paymentFrames', 'balances', 'scheduler'], (d) => new CardTopUpService(d)),
    pullDeposit: needs(['deposits', 'bankLinking', 'payments', 'scheduler'], (d) => new PullDepositService(d)),
    manualDeposit: needs(['deposits', 'payments', 'scheduler', 'balances'], (d) => new ManualDepositService(d)),
  },
  internal: {},
});
