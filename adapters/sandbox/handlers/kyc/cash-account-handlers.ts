import { currencyCode, fiatFractionDigits } from '../../../../domain/money/currency';
import { Rounding } from '../../../../domain/money/decimal';
import { routes } from '../../../http/routes';
import type { SandboxExchange } from '../../exchange/sandbox-exchange';
import { failure, handleSignedIn } from '../respond';
import { stringOf } from './kyc-wire';

/** Choice: the sandbox's open-banking SDK app id. */
export const OPEN_BANKING_APP_ID = 'sbx-open-banking-app-001';

/** The fiat cash account: create wallet and the fiat-wallet calls with designed paths (spec 001 §7). */
export const cashAccountHandlers = (exchange: SandboxExchange) => {
  const { kyc } = exchange;
  return [
    handleSignedIn(exchange, routes.createWallet, ({ body }, account) => {
      const currency = stringOf(body, 'currency');
      const wallet = kyc.createWallet(account, currency);
      if (!wallet.ok) return failure(wallet.error);
      const info = wallet.value.additionalInfo;
      return { ok: true, wallet: { currency, state: wallet.value.state }, ...(info === undefined ? {} : { additional_info: info }) };
    }),
    handleSignedIn(exchange, routes.cashAccountOverview, ({ query }, account) => {
      const currency = query.get('currency') ?? '';
      const overview = kyc.cashAccount(account, currency);
      return overview.ok
        ? { ok: true, cash_account: { currency, state: overview.value.state, kyc_status: overview.value.kycStatus } }
        : failure(overview.error);
    }),
    handleSignedIn(exchange, routes.outstandingBalance, ({ query }, account) => {
      const currency = query.get('currency') ?? '';
      const outstanding = kyc.outstanding(account, currency);
      if (!outstanding.ok) return failure(outstanding.error);
      const amount = outstanding.value.amount.toFixed(fiatFractionDigits(currencyCode(currency)), Rounding.up);
      return { ok: true, outstanding_balance: { currency, amount, payment_networks: [...outstanding.value.paymentNetworks] } };
    }),
    handleSignedIn(exchange, routes.openBankingAppId, () => ({ ok: true, app_id: OPEN_BANKING_APP_ID })),
  ];
};
