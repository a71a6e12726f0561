import {
  bankAccountResponse,
  bankAccountsResponse,
  checkingAccountResponse,
  linkTokenResponse,
  openBankingCredentialResponse,
  reviewDetailsResponse,
} from '../schemas/bank-linking';
import { emptyOk } from '../schemas/common';
import {
  applicationOverviewResponse,
  bankInfoEmailResponse,
  createVendorResponse,
  depositMethodsResponse,
  depositReceiptResponse,
  depositRequestBanksResponse,
  depositRequestConfirmResponse,
  depositRequestOrderResponse,
  depositRequestOverviewResponse,
  limitsResponse,
  manualDepositMethodResponse,
  paymentNetworksResponse,
  pullOrderResponse,
  pullOverviewResponse,
  referenceOverviewResponse,
  vendorStateResponse,
  vibanCurrenciesResponse,
  walletFeaturesResponse,
} from '../schemas/deposits';
import { route } from './route';

/** Deposit pull confirm timeout (spec 001 §9). */
export const DEPOSIT_PULL_CONFIRM_TIMEOUT_MS = 50_000;

const FIATS = '/api/v1/crypto_fiats';
const FIAT = '/api/v1/crypto_fiat';

/** Bank accounts and bank linking (spec 001 §7). Query parameters are noted where the spec gives them. */
const bankLinkingRoutes = {
  /** query currency, deposit_pull_payment_network, withdrawal_payment_network. */
  bankAccounts: route()('GET', `${FIATS}/bank_accounts`, bankAccountsResponse),
  /** query currency, payment_network. */
  bankAccountReviewDetails: route()('GET', `${FIATS}/bank_accounts/{id}/review_details`, reviewDetailsResponse),
  updateBankAccount: route<{ review_details: { account_holder_name: string; account_type: string }; currency: string; payment_network: string }>()(
    'PUT',
    `${FIATS}/bank_accounts/{id}`,
    bankAccountResponse,
  ),
  deleteBankAccount: route()('DELETE', `${FIATS}/bank_accounts/{id}`, emptyOk),
  plaidLinkToken: route<{ bank_account_id?: string }>()('POST', '/api/plaid/link_tokens/create', linkTokenResponse),
  plaidBankAccount: route<{ plaid_account_id: string; plaid_public_token: string; bank_account_id?: string }>()(
    'POST',
    `${FIATS}/bank_accounts/plaid`,
    bankAccountResponse,
  ),
  /** (design) the bank-link opening duration (spec 001 §4). */
  bankLinkOpeningDuration: route<{ duration_ms: number }>()('POST', `${FIATS}/bank_link/opening_duration`, emptyOk),
  /** query triggered_by. */
  leantechCredential: route()('GET', '/api/v1/crypto-fiats/leantech/credential', openBankingCredentialResponse),
  leantechBankConnectSuccess: route<{ triggered_by: string }>()('POST', '/api/v1/crypto-fiats/leantech/bank_connect_success', emptyOk),
  /** query currency. */
  checkingAccount: route()('GET', '/api/v1/crypto-fiats/checking-account', checkingAccountResponse),
} as const;

/** Limits and overviews (spec 001 §7). */
const depositOverviewRoutes = {
  /** (design) the deposit methods of a currency; query currency. */
  depositMethods: route()('GET', `${FIAT}/deposit_methods`, depositMethodsResponse),
  /** query type (credit_card, apple_pay, google_pay, paypal). */
  fiatLimits: route()('GET', `${FIATS}/limits`, limitsResponse),
  /** query currency, payment_network. */
  depositPullOverview: route()('GET', `${FIATS}/deposit_pulls/overview`, pullOverviewResponse),
  /** query currency. */
  availablePaymentNetworks: route()('GET', `${FIATS}/available_payment_networks`, paymentNetworksResponse),
  /** query currency. */
  fiatApplicationOverview: route()('GET', `${FIAT}/application_overview`, applicationOverviewResponse),
  /** query currency, deposit_method. */
  depositMethodShow: route()('GET', `${FIAT}/deposit_methods/show`, manualDepositMethodResponse),
  referenceMatchOverview: route()('GET', '/api/{deposit_method}/overview', referenceOverviewResponse),
  /** query currency, payment_network, vendor_id. */
  vendorState: route()('GET', `${FIAT}/deposit_methods/vendor_state`, vendorStateResponse),
  depositRequestBankList: route()('GET', `${FIATS}/deposit_requests/bank_list`, depositRequestBanksResponse),
  depositRequestOverview: route()('GET', `${FIATS}/deposit_requests/overview`, depositRequestOverviewResponse),
  /** query currency. */
  walletFeatures: route()('GET', '/api/wallets/features/show', walletFeaturesResponse),
  vibanCurrencies: route()('GET', '/viban/account/viban_currencies', vibanCurrenciesResponse),
} as const;

/** Deposit orders (spec 001 §7; create_wallet is the cash account setup's). */
const depositOrderRoutes = {
  createPullOrder: route<{ amount: string; bank_account_id: string; currency: string; payment_network: string }>()(
    'POST',
    `${FIATS}/deposit_pulls/create_order`,
    pullOrderResponse,
  ),
  /** passcode: the encrypted envelope (adapters/crypto/passcode-encryption.ts). */
  confirmPullOrder: route<{ order_id: string; passcode: string }>()('POST', `${FIATS}/deposit_pulls/confirm`, depositReceiptResponse, {
    signed: true,
    timeoutMs: DEPOSIT_PULL_CONFIRM_TIMEOUT_MS,
  }),
  createDepositRequestOrder: route<{ amount: string; currency: string; payment_network: string; bank_id: string }>()(
    'POST',
    `${FIATS}/deposit_requests/create_order`,
    depositRequestOrderResponse,
  ),
  confirmDepositRequest: route<{ order_id: string }>()('POST', `${FIATS}/deposit_requests/confirm`, depositRequestConfirmResponse),
  createVendor: route<{ currency: string; payment_network: string; vendor_id: string }>()(
    'POST',
    `${FIAT}/deposit_methods/create_vendor`,
    createVendorResponse,
  ),
  bankInfoMail: route<{ currency: string; vendor_id: string; viban_type: string }>()('POST', '/api/viban/bank_info/mail', bankInfoEmailResponse),
  submitReferenceNumber: route<{ reference_number: string }>()('POST', '/api/{deposit_method}/deposit', depositReceiptResponse),
} as const;

/** Fiat wallets, deposit methods and orders, bank accounts and bank linking, limits (spec 001 §7). */
export const depositsRoutes = { ...bankLinkingRoutes, ...depositOverviewRoutes, ...depositOrderRoutes } as const;
