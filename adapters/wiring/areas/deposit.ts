import { DepositLauncher } from '../../../application/deposit/deposit-launcher';
import type { DepositServices } from '../../../application/deposit/deposit-services';
import type { BankLinkingPort } from '../../../application/ports/bank-linking-port';
import type { DepositsPort } from '../../../application/ports/deposits-port';
import { later } from '../later';
import { area, needs } from '../registry';
import { lazyHttpPort } from './lazy-http-port';

declare module '../registry' {
  interface Registry extends DepositServices {
    deposits: DepositsPort;
    bankLinking: BankLinkingPort;
  }
}

/**
 * Funding cash accounts: the method picker, card and wallet top-ups, bank pull and bank linking,
 * manual bank transfer, deposit request, PayPal. Any screen opens the modal through the launcher;
 * the modal's services load later (deposit-flows.ts), with the modal.
 */
export const depositArea = area<DepositServices>()({
  name: 'deposit',
  ports: {
    deposits: lazyHttpPort(async (d) => new (await import('../../http/deposits-http-adapter')).HttpDepositsAdapter(d.http, d.passcodeEncryptor)),
    bankLinking: lazyHttpPort(async (d) => new (await import('../../http/bank-linking-http-adapter')).HttpBankLinkingAdapter(d.http)),
  },
  services: {
    depositLauncher: needs([], () => new DepositLauncher()),
    ...later(
      [
        'depositFlow',
        'depositMethods',
        'cardTopUp',
        'topUpCardRemoval',
        'pullDeposit',
        'bankLink',
        'bankAccountEditor',
        'manualDeposit',
        'depositRequest',
        'paypalDeposit',
      ],
      async () => (await import('./deferred-code')).DEPOSIT_FLOWS,
    ),
  },
  internal: {},
});
