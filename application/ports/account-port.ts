import { type CurrencyCode } from '../../domain/money/currency';
import { type Dec } from '../../domain/money/decimal';
import { type FiatWallet } from '../../domain/trade/fiat-wallet';
import { type ApiResult } from './api-error';

export interface TotalBalance {
  readonly amount: Dec;
  readonly currency: CurrencyCode;
}

export interface CoinWallet {
  readonly currency: CurrencyCode;
  readonly available: Dec;
  readonly nativeAvailable: Dec;
  readonly nativeCurrency: CurrencyCode;
}

export interface Wallets {
  readonly fiat: readonly FiatWallet[];
  readonly coins: readonly CoinWallet[];
}

/** Balances and wallets of the signed-in customer. */
export interface AccountPort {
  getTotalBalance(): Promise<ApiResult<TotalBalance>>;
  getWallets(): Promise<ApiResult<Wallets>>;
}
