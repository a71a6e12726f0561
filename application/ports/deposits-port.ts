import type { DepositRequestBank } from '../../domain/deposit/bank-search';
import type { VibanCurrency } from '../../domain/deposit/deposit-method-flow';
import type { DepositMethodEntry } from '../../domain/deposit/deposit-method-picker';
import type { DepositRequestAuthorisation, DepositRequestOrder } from '../../domain/deposit/deposit-request-steps';
import type { FiatLimits } from '../../domain/deposit/top-up-limits';
import type { FiatLimitsType } from '../../domain/deposit/top-up-method';
import type { VendorPolling } from '../../domain/deposit/manual-deposit-vendor';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { ApiResult } from './api-error';

/** A translation key with its payload (fee labels, spec 001 §3). */
export interface TranslatedLabel {
  readonly key: string;
  readonly payload: Readonly<Record<string, string>>;
}

/** One line of a manual deposit vendor's bank details (spec 001 §3, "Manual deposit method"). */
export interface BankDetail {
  readonly key: string;
  readonly translationKey: string;
  readonly value: string;
  readonly description: string | undefined;
}

export interface ManualVendor {
  readonly vendorId: string;
  readonly nameKey: string;
  /** created, uncreated or pending (domain/deposit/vendor-state.ts); kept as sent. */
  readonly state: string;
  readonly bankDetails: readonly BankDetail[];
  readonly warnings: readonly string[];
  readonly confirmation: string | undefined;
}

/** Manual bank info for one method and currency (spec 001 §2, §3). */
export interface ManualDepositMethod {
  readonly depositMethod: string;
  readonly currency: CurrencyCode;
  readonly vendors: readonly ManualVendor[];
  readonly bulletPoints: readonly string[];
  readonly multiVendorExplainer: string | undefined;
  readonly instructions: readonly string[];
}

/** create_vendor's answer: the vendor's state and how to poll it (spec 001 §7). */
export interface CreatedVendor extends VendorPolling {
  readonly state: string;
}

/** Reference-match overview (spec 001 §3): attempts used today, the daily quota and the FAQ link. */
export interface ReferenceOverview {
  readonly currentDepositQuota: number;
  readonly dailyQuota: number;
  readonly faqUrl: string;
}

/** A deposit started by the server (pull confirm, reference match): it settles later. */
export interface DepositReceipt {
  readonly orderId: string;
  readonly status: string;
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  /** (design) The cash account history entry that settles it, to follow with PaymentsPort.getFiatTransaction; a server may leave it out. */
  readonly transactionId: string | undefined;
}

/** Fiat limits of one type; PayPal's also carry a fee label (spec 001 §3). */
export interface TypedFiatLimits extends FiatLimits {
  readonly feeLabel: TranslatedLabel | undefined;
}

/** Pull deposit overview (spec 001 §3). */
export interface PullDepositOverview {
  readonly transactionsPerDay: number;
  readonly transactionsPerMonth: number;
  readonly remainingDailyCount: number;
  readonly remainingMonthlyCount: number;
  readonly dailyQuota: Dec;
  readonly usedDailyQuota: Dec;
  readonly remainingDailyQuota: Dec;
  readonly monthlyQuota: Dec;
  readonly usedMonthlyQuota: Dec;
  readonly remainingMonthlyQuota: Dec;
  readonly minimumDepositAmount: Dec;
  readonly maximumTransactionAmount: Dec;
  readonly feeLabel: TranslatedLabel | undefined;
  readonly canAddBankAccount: boolean;
  readonly maxBankAccountReached: boolean;
}

/** Deposit network entry (spec 001 §3): the networks this user may deposit through. */
export interface DepositNetworks {
  readonly currency: CurrencyCode;
  readonly deposits: readonly { readonly id: string; readonly type: string }[];
}

/** Fiat wallet overview (spec 001 §3). */
export interface FiatWalletOverview {
  readonly title: string;
  readonly description: string;
  readonly bulletPoints: readonly string[];
  readonly terms: string;
  readonly footer: string;
  readonly footerDisclaimer: string;
  readonly faq: string;
  readonly disclosure: string;
}

/** What a fiat wallet allows (design): deposits, withdrawals and the networks with an outstanding balance. */
export interface WalletFeatures {
  readonly currency: CurrencyCode;
  readonly canDeposit: boolean;
  readonly canWithdraw: boolean;
  /** Methods shown deactivated (spec 001 §4, "Deposit method flow"). */
  readonly outstandingBalanceMethods: readonly string[];
}

/** The deposit request network's terms (design). */
export interface DepositRequestOverview {
  readonly currency: CurrencyCode;
  readonly paymentNetwork: string;
  readonly feePercentage: Dec;
  readonly authoriseDescriptionKey: string;
}

/** One block of the pull order's confirm page (spec 001 §3, "Pull deposit create response"). */
export type PageContent =
  | { readonly type: 'key_value_pairs'; readonly pairs: readonly { readonly key: string; readonly value: string }[] }
  | { readonly type: 'simple_text'; readonly text: string }
  | { readonly type: 'simple_text_with_title'; readonly title: string; readonly text: string };

export interface PullOrder {
  readonly orderId: string;
  readonly pageTitle: string;
  readonly pageContent: readonly PageContent[];
  readonly pageFooter: string;
}

export interface PullOrderRequest {
  readonly amount: Dec;
  readonly bankAccountId: string;
  readonly currency: CurrencyCode;
  readonly paymentNetwork: string;
}

export interface DepositRequestOrderRequest {
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  readonly paymentNetwork: string;
  readonly bankId: string;
}

/**
 * (design) A deposit request order as the server keeps it, read when the customer is back from the
 * bank: created, authorising (at the bank), pending (authorised, the money on its way), completed
 * (settled) or failed (declined or cancelled: nothing moves).
 */
export interface DepositRequestOrderStatus {
  readonly order: DepositRequestOrder;
  readonly currency: CurrencyCode;
  readonly status: string;
  /** The cash account entry once authorised, to follow as it settles. */
  readonly transactionId: string | undefined;
}

/** Identifies a manual deposit vendor of a currency's network. */
export interface VendorKey {
  readonly currency: CurrencyCode;
  readonly paymentNetwork: string;
  readonly vendorId: string;
}

/**
 * Fiat deposits (spec 001 §7 "Limits and overviews" and "Deposit orders", create_wallet aside):
 * methods per currency, manual bank info and vendors, reference numbers, pull deposits, deposit
 * requests, limits and overviews.
 */
export interface DepositsPort {
  /** The deposit methods of a currency for the picker (design). */
  getDepositMethods(currency: CurrencyCode): Promise<ApiResult<readonly DepositMethodEntry[]>>;
  getAvailablePaymentNetworks(currency: CurrencyCode): Promise<ApiResult<DepositNetworks>>;
  getVibanCurrencies(): Promise<ApiResult<readonly VibanCurrency[]>>;
  getWalletFeatures(currency: CurrencyCode): Promise<ApiResult<WalletFeatures>>;
  getApplicationOverview(currency: CurrencyCode): Promise<ApiResult<FiatWalletOverview>>;
  getLimits(type: FiatLimitsType): Promise<ApiResult<TypedFiatLimits>>;

  getManualDepositMethod(currency: CurrencyCode, depositMethod: string): Promise<ApiResult<ManualDepositMethod>>;
  getVendorState(vendor: VendorKey): Promise<ApiResult<string>>;
  createVendor(vendor: VendorKey): Promise<ApiResult<CreatedVendor>>;
  /** Emails the bank details; viban_type is the deposit method (spec 001 §7). */
  emailBankInfo(
    currency: CurrencyCode,
    vendorId: string,
    vibanType: string,
  ): Promise<ApiResult<{ readonly cooldownInSeconds: number; readonly verificationCode: string }>>;
  getReferenceOverview(depositMethod: string): Promise<ApiResult<ReferenceOverview>>;
  submitReferenceNumber(depositMethod: string, referenceNumber: string): Promise<ApiResult<DepositReceipt>>;

  getPullOverview(currency: CurrencyCode, paymentNetwork: string): Promise<ApiResult<PullDepositOverview>>;
  createPullOrder(request: PullOrderRequest): Promise<ApiResult<PullOrder>>;
  /** Confirms with the customer's passcode (sent encrypted where the client can encrypt it); signed, 50 s timeout. */
  confirmPullOrder(orderId: string, passcode: string): Promise<ApiResult<DepositReceipt>>;

  getDepositRequestBanks(): Promise<ApiResult<readonly DepositRequestBank[]>>;
  getDepositRequestOverview(): Promise<ApiResult<DepositRequestOverview>>;
  createDepositRequestOrder(request: DepositRequestOrderRequest): Promise<ApiResult<DepositRequestOrder>>;
  /** Opens the bank's authorisation; `returnPath` (design) is the in-app /hub/ path the bank sends the customer back to. */
  confirmDepositRequest(orderId: string, returnPath?: string): Promise<ApiResult<DepositRequestAuthorisation>>;
  getDepositRequestOrder(orderId: string): Promise<ApiResult<DepositRequestOrderStatus>>;
}
