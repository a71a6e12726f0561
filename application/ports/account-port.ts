import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { FiatWallet } from '../../domain/payment/fiat-wallet';
import type { ApiResult } from './api-error';

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

/** The cash accounts in the native currency (spec 001 §7 viban/account/summary). */
export interface AccountSummary {
  readonly total: TotalBalance;
  readonly cashAccounts: readonly FiatWallet[];
}

/** The native-currency cash account (spec 001 §7 fiat/account/show). */
export interface FiatAccount {
  readonly currency: CurrencyCode;
  /** 'created' means set up (spec 001 §4). */
  readonly state: string;
  readonly balance: Dec;
  readonly accountHolderName: string;
}

export interface PaymentCurrencies {
  readonly current: CurrencyCode;
  readonly available: readonly CurrencyCode[];
}

/** A Pay ID: the PayString acct_part$domain and the currencies it receives (domain/user/pay-id.ts). */
export interface PayId {
  readonly accountPart: string;
  readonly payString: string;
  readonly currencies: readonly CurrencyCode[];
}

export interface PayIdAvailability {
  readonly available: boolean;
  readonly payString: string;
}

/** Balances, wallets, the cash account, payment currency and Pay IDs of the signed-in customer (spec 000 §7, 001 §7). */
export interface AccountPort {
  getTotalBalance(): Promise<ApiResult<TotalBalance>>;
  getWallets(): Promise<ApiResult<Wallets>>;
  getAccountSummary(): Promise<ApiResult<AccountSummary>>;
  getFiatAccount(): Promise<ApiResult<FiatAccount>>;
  getPaymentCurrencies(): Promise<ApiResult<PaymentCurrencies>>;
  updatePaymentCurrency(currency: CurrencyCode): Promise<ApiResult<PaymentCurrencies>>;
  isPayIdEligible(): Promise<ApiResult<boolean>>;
  getPayId(): Promise<ApiResult<PayId>>;
  /** Whether an account part is free (acct_part); a malformed one is refused with pay_id_invalid. */
  checkPayId(accountPart: string): Promise<ApiResult<PayIdAvailability>>;
  createPayId(accountPart: string): Promise<ApiResult<PayId>>;
  updatePayIdCurrencies(currencies: readonly CurrencyCode[]): Promise<ApiResult<PayId>>;
}
