import type { AdditionalInfo } from '../../domain/kyc/cash-setup-state';
import type { KycStatus } from '../../domain/kyc/kyc-status';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { ApiResult } from './api-error';

/** additional_info of the create-wallet result (spec 001 §3): the trigger, restricted features and whether EDD is asked. */
export interface WalletAdditionalInfo extends AdditionalInfo {
  readonly restrictedFeatures: readonly string[];
  readonly edd: boolean;
}

/** Create wallet's answer: the wallet's state and, when more is needed, additional_info (spec 001 §4). */
export interface CreatedWallet {
  readonly currency: CurrencyCode;
  /** created, not_created or pending (domain/kyc/cash-account-state.ts decides what counts as set up). */
  readonly state: string;
  readonly additionalInfo: WalletAdditionalInfo | undefined;
}

/** A currency's cash account (design: the overview per currency). */
export interface CashAccountOverview {
  readonly currency: CurrencyCode;
  readonly state: string;
  readonly kycStatus: KycStatus;
}

/** Money the customer owes on a currency, e.g. a returned bank pull (design). */
export interface OutstandingBalance {
  readonly currency: CurrencyCode;
  readonly amount: Dec;
  /** The networks deposits are refused on until it is paid. */
  readonly paymentNetworks: readonly string[];
}

/**
 * The fiat cash account (spec 001 §7: create_wallet, and the fiat-wallet calls with paths not
 * shown: overview per currency, outstanding-balance status, the open-banking app id).
 */
export interface CashAccountPort {
  /** POST create_wallet, 35 s timeout. */
  createWallet(currency: CurrencyCode): Promise<ApiResult<CreatedWallet>>;
  getCashAccount(currency: CurrencyCode): Promise<ApiResult<CashAccountOverview>>;
  getOutstandingBalance(currency: CurrencyCode): Promise<ApiResult<OutstandingBalance>>;
  getOpenBankingAppId(): Promise<ApiResult<string>>;
}
