import type { ApiResult } from '../../application/ports/api-error';
import type { CashAccountOverview, CashAccountPort, CreatedWallet, OutstandingBalance } from '../../application/ports/cash-account-port';
import type { CurrencyCode } from '../../domain/money/currency';
import type { HttpClient } from './http-client';
import { toAdditionalInfo } from './kyc-mappers';
import { mapResult } from './map-result';
import { kycRoutes as routes } from './routes/kyc';

/** The fiat cash account over HTTP (spec 001 §7: create_wallet with its 35 s timeout, and the designed fiat-wallet calls). */
export class HttpCashAccountAdapter implements CashAccountPort {
  constructor(private readonly http: HttpClient) {}

  async createWallet(currency: CurrencyCode): Promise<ApiResult<CreatedWallet>> {
    return mapResult(await this.http.call(routes.createWallet, { body: { currency } }), (b) => ({
      currency: b.wallet.currency,
      state: b.wallet.state,
      additionalInfo: toAdditionalInfo(b.additional_info),
    }));
  }

  async getCashAccount(currency: CurrencyCode): Promise<ApiResult<CashAccountOverview>> {
    return mapResult(await this.http.call(routes.cashAccountOverview, { query: { currency } }), ({ cash_account: a }) => ({
      currency: a.currency,
      state: a.state,
      kycStatus: a.kyc_status,
    }));
  }

  async getOutstandingBalance(currency: CurrencyCode): Promise<ApiResult<OutstandingBalance>> {
    return mapResult(await this.http.call(routes.outstandingBalance, { query: { currency } }), ({ outstanding_balance: o }) => ({
      currency: o.currency,
      amount: o.amount,
      paymentNetworks: o.payment_networks,
    }));
  }

  async getOpenBankingAppId(): Promise<ApiResult<string>> {
    return mapResult(await this.http.call(routes.openBankingAppId), (b) => b.app_id);
  }
}
