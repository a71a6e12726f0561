import { type AccountPort, type TotalBalance, type Wallets } from '../../application/ports/account-port';
import { type ApiResult } from '../../application/ports/api-error';
import { type HttpClient } from './http-client';
import { mapResult } from './map-result';
import { routes } from './routes';

/** Balances and wallets over HTTP. */
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
        fiat: account.value.account.viban_types.map((w) => ({ currency: w.currency, amount: w.amount, state: w.state })),
        coins: coins.value.crypto_wallets.map((w) => ({
          currency: w.currency,
          available: w.available.amount,
          nativeAvailable: w.native_available.amount,
          nativeCurrency: w.native_available.currency,
        })),
      },
    };
  }
}
