import type * as z from 'zod/mini';
import type {
  AccountPort,
  AccountSummary,
  FiatAccount,
  PayId,
  PayIdAvailability,
  PaymentCurrencies,
  TotalBalance,
  Wallets,
} from '../../application/ports/account-port';
import type { ApiResult } from '../../application/ports/api-error';
import type { CurrencyCode } from '../../domain/money/currency';
import type { FiatWallet } from '../../domain/payment/fiat-wallet';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { accountRoutes as routes } from './routes/account';
import type { fiatWallet, payIdResponse, paymentCurrenciesResponse } from './schemas/account';

const toFiatWallet = (w: z.output<typeof fiatWallet>): FiatWallet => ({ currency: w.currency, amount: w.amount, state: w.state });
const toPayId = (r: z.output<typeof payIdResponse>): PayId => ({
  accountPart: r.pay_id.acct_part,
  payString: r.pay_id.pay_string,
  currencies: r.pay_id.currencies,
});
const toPaymentCurrencies = (r: z.output<typeof paymentCurrenciesResponse>): PaymentCurrencies => r.payment_currencies;

/** Balances, wallets, the cash account, payment currency and Pay IDs over HTTP. */
export class HttpAccountAdapter implements AccountPort {
  constructor(private readonly http: HttpClient) {}

  async getTotalBalance(): Promise<ApiResult<TotalBalance>> {
    return mapResult(await this.http.call(routes.totalBalance), (body) => body.total_balance);
  }

  async getWallets(): Promise<ApiResult<Wallets>> {
    const [account, coins] = await Promise.all([this.http.call(routes.showAccount), this.http.call(routes.coinWallets)]);
    if (!account.ok) return account;
    if (!coins.ok) return coins;
    return {
      ok: true,
      value: {
        fiat: account.value.account.viban_types.map(toFiatWallet),
        coins: coins.value.crypto_wallets.map((w) => ({
          currency: w.currency,
          available: w.available.amount,
          nativeAvailable: w.native_available.amount,
          nativeCurrency: w.native_available.currency,
        })),
      },
    };
  }

  async getAccountSummary(): Promise<ApiResult<AccountSummary>> {
    return mapResult(await this.http.call(routes.accountSummary), ({ account_summary: s }) => ({
      total: s.total,
      cashAccounts: s.viban_accounts.map(toFiatWallet),
    }));
  }

  async getFiatAccount(): Promise<ApiResult<FiatAccount>> {
    return mapResult(await this.http.call(routes.fiatAccount), ({ fiat_account: a }) => ({
      currency: a.currency,
      state: a.state,
      balance: a.balance,
      accountHolderName: a.account_holder_name,
    }));
  }

  async getPaymentCurrencies(): Promise<ApiResult<PaymentCurrencies>> {
    return mapResult(await this.http.call(routes.paymentCurrencies), toPaymentCurrencies);
  }

  async updatePaymentCurrency(currency: CurrencyCode): Promise<ApiResult<PaymentCurrencies>> {
    return mapResult(await this.http.call(routes.updatePaymentCurrency, { body: { payment_currency: currency } }), toPaymentCurrencies);
  }

  async isPayIdEligible(): Promise<ApiResult<boolean>> {
    return mapResult(await this.http.call(routes.payIdEligibility), (r) => r.eligible);
  }

  async getPayId(): Promise<ApiResult<PayId>> {
    return mapResult(await this.http.call(routes.payIdShow), toPayId);
  }

  async checkPayId(accountPart: string): Promise<ApiResult<PayIdAvailability>> {
    return mapResult(await this.http.call(routes.payIdVerify, { query: { acct_part: accountPart } }), (r) => ({
      available: r.available,
      payString: r.pay_string,
    }));
  }

  async createPayId(accountPart: string): Promise<ApiResult<PayId>> {
    return mapResult(await this.http.call(routes.payIdCreate, { body: { acct_part: accountPart } }), toPayId);
  }

  async updatePayIdCurrencies(currencies: readonly CurrencyCode[]): Promise<ApiResult<PayId>> {
    return mapResult(await this.http.call(routes.payIdCurrenciesUpdate, { body: { currencies: [...currencies] } }), toPayId);
  }
}
