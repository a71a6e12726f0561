import type {
  CreatedVendor,
  DepositNetworks,
  DepositReceipt,
  DepositRequestOrderRequest,
  DepositRequestOrderStatus,
  DepositRequestOverview,
  DepositsPort,
  FiatWalletOverview,
  ManualDepositMethod,
  PullDepositOverview,
  PullOrder,
  PullOrderRequest,
  ReferenceOverview,
  TypedFiatLimits,
  VendorKey,
  WalletFeatures,
} from '../../application/ports/deposits-port';
import type { ApiResult } from '../../application/ports/api-error';
import type { PasscodeEncryptor } from '../crypto/passcode-encryption';
import type { DepositRequestBank } from '../../domain/deposit/bank-search';
import type { VibanCurrency } from '../../domain/deposit/deposit-method-flow';
import type { DepositMethodEntry } from '../../domain/deposit/deposit-method-picker';
import type { DepositRequestAuthorisation, DepositRequestOrder } from '../../domain/deposit/deposit-request-steps';
import type { FiatLimitsType } from '../../domain/deposit/top-up-method';
import type { CurrencyCode } from '../../domain/money/currency';
import { toLabel, toManualMethod, toMethodEntry, toPageContent, toPullOverview, toReceipt } from './deposits-mappers';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { depositsRoutes as routes } from './routes/deposits';

const vendorQuery = (v: VendorKey) => ({ currency: v.currency, payment_network: v.paymentNetwork, vendor_id: v.vendorId });

/** Fiat deposits over HTTP (spec 001 §7, "Limits and overviews" and "Deposit orders"). */
export class HttpDepositsAdapter implements DepositsPort {
  constructor(
    private readonly http: HttpClient,
    /** Seals the passcode into the envelope the confirm carries (spec 001 §7, §9). */
    private readonly passcodes: Pick<PasscodeEncryptor, 'encrypt'>,
  ) {}

  async getDepositMethods(currency: CurrencyCode): Promise<ApiResult<readonly DepositMethodEntry[]>> {
    return mapResult(await this.http.call(routes.depositMethods, { query: { currency } }), (b) => b.deposit_methods.map(toMethodEntry));
  }

  async getAvailablePaymentNetworks(currency: CurrencyCode): Promise<ApiResult<DepositNetworks>> {
    return mapResult(await this.http.call(routes.availablePaymentNetworks, { query: { currency } }), (b) => b.payment_networks);
  }

  async getVibanCurrencies(): Promise<ApiResult<readonly VibanCurrency[]>> {
    return mapResult(await this.http.call(routes.vibanCurrencies), (b) => b.viban_currencies);
  }

  async getWalletFeatures(currency: CurrencyCode): Promise<ApiResult<WalletFeatures>> {
    return mapResult(await this.http.call(routes.walletFeatures, { query: { currency } }), ({ wallet_features: f }) => ({
      currency: f.currency,
      canDeposit: f.can_deposit,
      canWithdraw: f.can_withdraw,
      outstandingBalanceMethods: f.outstanding_balance_payment_networks,
    }));
  }

  async getApplicationOverview(currency: CurrencyCode): Promise<ApiResult<FiatWalletOverview>> {
    return mapResult(await this.http.call(routes.fiatApplicationOverview, { query: { currency } }), ({ application_overview: o }) => ({
      title: o.title,
      description: o.description,
      bulletPoints: o.bullet_points,
      terms: o.terms,
      footer: o.footer,
      footerDisclaimer: o.footer_disclaimer,
      faq: o.faq,
      disclosure: o.disclosure,
    }));
  }

  async getLimits(type: FiatLimitsType): Promise<ApiResult<TypedFiatLimits>> {
    return mapResult(await this.http.call(routes.fiatLimits, { query: { type } }), ({ limits: l }) => ({
      minTransactionAmount: l.min_transaction_amount,
      maxTransactionAmount: l.max_transaction_amount,
      monthlyMaxAmount: l.monthly_max_amount,
      monthlyUsedAmount: l.monthly_used_amount,
      feeLabel: toLabel(l.fee_label),
    }));
  }

  async getManualDepositMethod(currency: CurrencyCode, depositMethod: string): Promise<ApiResult<ManualDepositMethod>> {
    const query = { currency, deposit_method: depositMethod };
    return mapResult(await this.http.call(routes.depositMethodShow, { query }), (b) => toManualMethod(b.deposit_method));
  }

  async getVendorState(vendor: VendorKey): Promise<ApiResult<string>> {
    return mapResult(await this.http.call(routes.vendorState, { query: vendorQuery(vendor) }), (b) => b.state);
  }

  async createVendor(vendor: VendorKey): Promise<ApiResult<CreatedVendor>> {
    return mapResult(await this.http.call(routes.createVendor, { body: vendorQuery(vendor) }), (b) => ({
      state: b.state,
      pollingFrequency: b.polling_frequency,
      pollingTimeout: b.polling_timeout,
    }));
  }

  async emailBankInfo(currency: CurrencyCode, vendorId: string, vibanType: string): ReturnType<DepositsPort['emailBankInfo']> {
    const body = { currency, vendor_id: vendorId, viban_type: vibanType };
    return mapResult(await this.http.call(routes.bankInfoMail, { body }), ({ bank_info_email: e }) => ({
      cooldownInSeconds: e.cooldown_in_seconds,
      verificationCode: e.verification_code,
    }));
  }

  async getReferenceOverview(depositMethod: string): Promise<ApiResult<ReferenceOverview>> {
    const params = { deposit_method: depositMethod };
    return mapResult(await this.http.call(routes.referenceMatchOverview, { params }), ({ reference_match_overview: o }) => ({
      currentDepositQuota: o.current_deposit_quota,
      dailyQuota: o.daily_quota,
      faqUrl: o.faq_url,
    }));
  }

  async submitReferenceNumber(depositMethod: string, referenceNumber: string): Promise<ApiResult<DepositReceipt>> {
    const call = { params: { deposit_method: depositMethod }, body: { reference_number: referenceNumber } };
    return mapResult(await this.http.call(routes.submitReferenceNumber, call), (b) => toReceipt(b.deposit));
  }

  async getPullOverview(currency: CurrencyCode, paymentNetwork: string): Promise<ApiResult<PullDepositOverview>> {
    const query = { currency, payment_network: paymentNetwork };
    return mapResult(await this.http.call(routes.depositPullOverview, { query }), (b) => toPullOverview(b.deposit_pull_overview));
  }

  async createPullOrder(request: PullOrderRequest): Promise<ApiResult<PullOrder>> {
    const body = {
      amount: request.amount.toFixed(),
      bank_account_id: request.bankAccountId,
      currency: request.currency,
      payment_network: request.paymentNetwork,
    };
    return mapResult(await this.http.call(routes.createPullOrder, { body }), (b) => ({
      orderId: b.order_id,
      pageTitle: b.page_title,
      pageContent: b.page_content.map(toPageContent),
      pageFooter: b.page_footer,
    }));
  }

  async confirmPullOrder(orderId: string, passcode: string): Promise<ApiResult<DepositReceipt>> {
    const body = { order_id: orderId, passcode: await this.passcodes.encrypt(passcode) };
    return mapResult(await this.http.call(routes.confirmPullOrder, { body }), (b) => toReceipt(b.deposit));
  }

  async getDepositRequestBanks(): Promise<ApiResult<readonly DepositRequestBank[]>> {
    return mapResult(await this.http.call(routes.depositRequestBankList), (b) => b.banks);
  }

  async getDepositRequestOverview(): Promise<ApiResult<DepositRequestOverview>> {
    return mapResult(await this.http.call(routes.depositRequestOverview), ({ deposit_request_overview: o }) => ({
      currency: o.currency,
      paymentNetwork: o.payment_network,
      feePercentage: o.fee_percentage,
      authoriseDescriptionKey: o.authorise_description_translation_key,
    }));
  }

  async createDepositRequestOrder(request: DepositRequestOrderRequest): Promise<ApiResult<DepositRequestOrder>> {
    const body = { amount: request.amount.toFixed(), currency: request.currency, payment_network: request.paymentNetwork, bank_id: request.bankId };
    return mapResult(await this.http.call(routes.createDepositRequestOrder, { body }), ({ deposit_request_order: o }) => ({
      id: o.id,
      amount: o.amount,
      feeAmount: o.fee_amount,
      receivableAmount: o.receivable_amount,
    }));
  }

  async getDepositRequestOrder(orderId: string): Promise<ApiResult<DepositRequestOrderStatus>> {
    return mapResult(await this.http.call(routes.depositRequestOrder, { params: { id: orderId } }), ({ deposit_request_order: o }) => ({
      order: { id: o.id, amount: o.amount, feeAmount: o.fee_amount, receivableAmount: o.receivable_amount },
      currency: o.currency,
      status: o.status,
      transactionId: o.transaction_id,
    }));
  }

  async confirmDepositRequest(orderId: string, returnPath?: string): Promise<ApiResult<DepositRequestAuthorisation>> {
    const body = { order_id: orderId, ...(returnPath === undefined ? {} : { return_path: returnPath }) };
    return mapResult(await this.http.call(routes.confirmDepositRequest, { body }), (b) => ({
      descriptionKey: b.authorise_description_translation_key,
      supportsRedirect: b.support_auth_redirection,
      redirectUrl: b.redirect_url,
    }));
  }
}
