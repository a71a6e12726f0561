import type { CurrencyCode } from '../../domain/money/currency';
import type { ApiResult } from './api-error';

/** A linked bank account (spec 001 §3, "Bank account"); status is a link status (domain/deposit/bank-link-status.ts), kept as sent. */
export interface BankAccount {
  readonly id: string;
  readonly bankName: string;
  readonly maskedAccountIdentifier: string;
  readonly currency: CurrencyCode;
  readonly status: string;
}

/** The details a customer reviews (and may correct) before a linked account is used (design). */
export interface BankAccountReview {
  readonly accountHolderName: string;
  readonly accountType: string;
  readonly bankName: string;
  readonly maskedAccountIdentifier: string;
  readonly routingNumber: string;
}

export interface BankAccountReviewUpdate {
  readonly accountHolderName: string;
  readonly accountType: string;
}

export interface BankAccountQuery {
  readonly currency: CurrencyCode;
  readonly depositPullPaymentNetwork?: string;
  readonly withdrawalPaymentNetwork?: string;
}

/** A bank-link (Plaid) session: the token the link opens with, and the hosted page to open (design). */
export interface LinkToken {
  readonly linkToken: string;
  readonly expiresAt: number;
  readonly hostedLinkUrl: string;
}

/** What the bank link hands back on success, exchanged for a linked account. */
export interface LinkedBank {
  readonly plaidAccountId: string;
  readonly plaidPublicToken: string;
  /** Given when relinking an existing account. */
  readonly bankAccountId?: string;
}

/** Open-banking credential (spec 001 §3). */
export interface OpenBankingCredential {
  readonly token: string;
  readonly customerId: string;
  readonly paymentDestinationId: string;
  /** (design) The SDK's hosted connection page for this token, where the provider serves one. */
  readonly connectUrl?: string;
}

/** The customer's checking account in a currency (design). */
export interface CheckingAccount {
  readonly currency: CurrencyCode;
  readonly bankName: string;
  readonly maskedAccountNumber: string;
  readonly routingNumber: string;
  readonly accountHolderName: string;
}

/** Bank accounts and bank linking (spec 001 §7, "Bank accounts and bank linking"). */
export interface BankLinkingPort {
  listBankAccounts(query: BankAccountQuery): Promise<ApiResult<readonly BankAccount[]>>;
  getReviewDetails(bankAccountId: string, currency: CurrencyCode, paymentNetwork: string): Promise<ApiResult<BankAccountReview>>;
  updateBankAccount(bankAccountId: string, review: BankAccountReviewUpdate, currency: CurrencyCode, paymentNetwork: string): Promise<ApiResult<BankAccount>>;
  /** Refused for pending accounts and accounts with an unsettled deposit or withdrawal (spec 001 §5, §8). */
  deleteBankAccount(bankAccountId: string): Promise<ApiResult<void>>;
  /** A link token; with an account id it relinks that account. */
  createLinkToken(bankAccountId?: string): Promise<ApiResult<LinkToken>>;
  exchangeLinkedBank(linked: LinkedBank): Promise<ApiResult<BankAccount>>;
  /** The bank-link opening duration, logged to the server (spec 001 §4; path design). */
  logLinkOpening(durationMs: number): Promise<ApiResult<void>>;
  getOpenBankingCredential(triggeredBy: string): Promise<ApiResult<OpenBankingCredential>>;
  confirmOpenBankingConnection(triggeredBy: string): Promise<ApiResult<void>>;
  /** undefined when the customer has none in that currency. */
  getCheckingAccount(currency: CurrencyCode): Promise<ApiResult<CheckingAccount | undefined>>;
}
