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
  depositRequestOrderStatusResponse,
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
import * as z from 'zod/mini';
import { route } from './route';

/** Deposit pull confirm timeout (spec 001 §9). */
export const DEPOSIT_PULL_CONFIRM_TIMEOUT_MS = 50_000;

const FIATS = '/api/v1/crypto_fiats';
const FIAT = '/api/v1/crypto_fiat';

/** Bank accounts and bank linking (spec 001 §7). Query parameters are noted where the spec gives them. */
const bankLinkingRoutes = {
  /** query currency, deposit_pull_payment_network, withdrawal_payment_network. */
  bankAccounts: route('GET', `${FIATS}/bank_accounts`, bankAccountsResponse),
  /** query currency, payment_network. */
  bankAccountReviewDetails: route('GET', `${FIATS}/bank_accounts/{id}/review_details`, reviewDetailsResponse),
  updateBankAccount: route('PUT', `${FIATS}/bank_accounts/{id}`, bankAccountResponse, {
    body: z.object({
      review_details: z.object({ account_holder_name: z.string(), account_type: z.string() }),
      currency: z.string(),
      payment_network: z.string(),
    }),
  }),
  deleteBankAccount: route('DELETE', `${FIATS}/bank_accounts/{id}`, emptyOk),
  plaidLinkToken: route('POST', '/api/plaid/link_tokens/create', linkTokenResponse, { body: z.object({ bank_account_id: z.optional(z.string()) }) }),
  plaidBankAccount: route('POST', `${FIATS}/bank_accounts/plaid`, bankAccountResponse, {
    body: z.object({ plaid_account_id: z.string(), plaid_public_token: z.string(), bank_account_id: z.optional(z.string()) }),
  }),
  /** (design) the bank-link opening duration (spec 001 §4). */
  bankLinkOpeningDuration: route('POST', `${FIATS}/bank_link/opening_duration`, emptyOk, { body: z.object({ duration_ms: z.number() }) }),
  /** query triggered_by. */
  leantechCredential: route('GET', '/api/v1/crypto-fiats/leantech/credential', openBankingCredentialResponse),
  leantechBankConnectSuccess: route('POST', '/api/v1/crypto-fiats/leantech/bank_connect_success', emptyOk, { body: z.object({ triggered_by: z.string() }) }),
  /** query currency. */
  checkingAccount: route('GET', '/api/v1/crypto-fiats/checking-account', checkingAccountResponse),
} as const;

/** Limits and overviews (spec 001 §7). */
const depositOverviewRoutes = {
  /** (design) the deposit methods of a currency; query currency. */
  depositMethods: route('GET', `${FIAT}/deposit_methods`, depositMethodsResponse),
  /** query type (credit_card, apple_pay, google_pay, paypal). */
  fiatLimits: route('GET', `${FIATS}/limits`, limitsResponse),
  /** query currency, payment_network. */
  depositPullOverview: route('GET', `${FIATS}/deposit_pulls/overview`, pullOverviewResponse),
  /** query currency. */
  availablePaymentNetworks: route('GET', `${FIATS}/available_payment_networks`, paymentNetworksResponse),
  /** query currency. */
  fiatApplicationOverview: route('GET', `${FIAT}/application_overview`, applicationOverviewResponse),
  /** query currency, deposit_method. */
  depositMethodShow: route('GET', `${FIAT}/deposit_methods/show`, manualDepositMethodResponse),
  referenceMatchOverview: route('GET', '/api/{deposit_method}/overview', referenceOverviewResponse),
  /** query currency, payment_network, vendor_id. */
  vendorState: route('GET', `${FIAT}/deposit_methods/vendor_state`, vendorStateResponse),
  depositRequestBankList: route('GET', `${FIATS}/deposit_requests/bank_list`, depositRequestBanksResponse),
  depositRequestOverview: route('GET', `${FIATS}/deposit_requests/overview`, depositRequestOverviewResponse),
  /** query currency. */
  walletFeatures: route('GET', '/api/wallets/features/show', walletFeaturesResponse),
  vibanCurrencies: route('GET', '/viban/account/viban_currencies', vibanCurrenciesResponse),
} as const;

/** Deposit orders (spec 001 §7; create_wallet is the cash account setup's). */
const depositOrderRoutes = {
  createPullOrder: route('POST', `${FIATS}/deposit_pulls/create_order`, pullOrderResponse, {
    body: z.object({ amount: z.string(), bank_account_id: z.string(), currency: z.string(), payment_network: z.string() }),
  }),
  /** passcode: the encrypted envelope (adapters/crypto/passcode-encryption.ts). */
  confirmPullOrder: route('POST', `${FIATS}/deposit_pulls/confirm`, depositReceiptResponse, {
    body: z.object({ order_id: z.string(), passcode: z.string() }),
    signed: true,
    timeoutMs: DEPOSIT_PULL_CONFIRM_TIMEOUT_MS,
  }),
  createDepositRequestOrder: route('POST', `${FIATS}/deposit_requests/create_order`, depositRequestOrderResponse, {
    body: z.object({ amount: z.string(), currency: z.string(), payment_network: z.string(), bank_id: z.string() }),
  }),
  /** return_path (design): the in-app /hub/ path the bank's authorisation page sends the customer back to. */
  confirmDepositRequest: route('POST', `${FIATS}/deposit_requests/confirm`, depositRequestConfirmResponse, {
    body: z.object({ order_id: z.string(), return_path: z.optional(z.string()) }),
  }),
  /** (design) A deposit request order's status once the customer is back from the bank: the app never takes the page's word for it. */
  depositRequestOrder: route('GET', `${FIATS}/deposit_requests/orders/{id}`, depositRequestOrderStatusResponse),
  createVendor: route('POST', `${FIAT}/deposit_methods/create_vendor`, createVendorResponse, {
    body: z.object({ currency: z.string(), payment_network: z.string(), vendor_id: z.string() }),
  }),
  bankInfoMail: route('POST', '/api/viban/bank_info/mail', bankInfoEmailResponse, {
    body: z.object({ currency: z.string(), vendor_id: z.string(), viban_type: z.string() }),
  }),
  submitReferenceNumber: route('POST', '/api/{deposit_method}/deposit', depositReceiptResponse, { body: z.object({ reference_number: z.string() }) }),
} as const;

/** Fiat wallets, deposit methods and orders, bank accounts and bank linking, limits (spec 001 §7). */
export const depositsRoutes = { ...bankLinkingRoutes, ...depositOverviewRoutes, ...depositOrderRoutes } as const;
