import { type ApiResult, businessError } from '../../application/ports/api-error';
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
import { cooldownSecondsLeft, emailSent } from '../../domain/deposit/bank-info-email';
import type { DepositRequestBank } from '../../domain/deposit/bank-search';
import type { VibanCurrency } from '../../domain/deposit/deposit-method-flow';
import type { DepositMethodEntry } from '../../domain/deposit/deposit-method-picker';
import type { DepositRequestAuthorisation, DepositRequestOrder } from '../../domain/deposit/deposit-request-steps';
import type { FiatLimitsType } from '../../domain/deposit/top-up-method';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode, type CurrencyCode } from '../../domain/money/currency';
import { FakeCalls } from './fake-calls';
import { type FakeDepositBook, FakeDepositOrders } from './fake-deposit-orders';
import { FakeDepositRequests } from './fake-deposit-requests';

export const FAKE_DEPOSIT_PASSCODE = '135790';

export interface FakeDepositsOptions {
  /** Epoch milliseconds: email cooldowns and daily quotas count by it. */
  readonly clock: () => number;
  /** The passcode pull confirms accept (FAKE_DEPOSIT_PASSCODE by default). */
  readonly passcode?: string;
  readonly emailCooldownSeconds?: number;
  /** Where confirmed deposits are booked pending (the fake payments adapter's history), so clients can follow them settle. */
  readonly book?: FakeDepositBook;
}

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const fail = (code: string, meta: Readonly<Record<string, unknown>> = {}): ApiResult<never> => ({ ok: false, error: businessError(code, { meta }) });
const NO_LIMITS: TypedFiatLimits = {
  minTransactionAmount: undefined,
  maxTransactionAmount: undefined,
  monthlyMaxAmount: undefined,
  monthlyUsedAmount: undefined,
  feeLabel: undefined,
};
const OVERVIEW: FiatWalletOverview = {
  title: 'title',
  description: 'description',
  bulletPoints: [],
  terms: 'terms',
  footer: 'footer',
  footerDisclaimer: 'disclaimer',
  faq: 'faq',
  disclosure: 'disclosure',
};
const vendorKey = (v: VendorKey): string => `${v.currency}:${v.paymentNetwork}:${v.vendorId}`;

/**
 * In-memory deposits for tests. The test sets what the server would list (methods, networks,
 * limits, manual methods); vendors move uncreated -> pending on create and on by setVendorState;
 * emails keep the cooldown by the injected clock; orders live in `orders` (FakeDepositOrders).
 * Any call can be failed or held through `calls`.
 */
export class FakeDepositsAdapter implements DepositsPort {
  readonly calls = new FakeCalls<keyof DepositsPort>();
  readonly orders: FakeDepositOrders;
  readonly requests: FakeDepositRequests;
  private readonly methods = new Map<string, readonly DepositMethodEntry[]>();
  private readonly networks = new Map<string, DepositNetworks['deposits']>();
  private readonly features = new Map<string, WalletFeatures>();
  private readonly limits = new Map<FiatLimitsType, TypedFiatLimits>();
  private readonly manual = new Map<string, ManualDepositMethod>();
  private readonly vendorStates = new Map<string, string>();
  private readonly emails = new Map<string, number>();
  private viban: readonly VibanCurrency[] = [];

  constructor(private readonly options: FakeDepositsOptions) {
    this.orders = new FakeDepositOrders(options.clock, options.passcode ?? FAKE_DEPOSIT_PASSCODE, options.book);
    this.requests = new FakeDepositRequests(this.orders);
  }

  setMethods(currency: string, entries: readonly DepositMethodEntry[]): this {
    this.methods.set(currencyCode(currency), entries);
    return this;
  }

  setNetworks(currency: string, deposits: DepositNetworks['deposits']): this {
    this.networks.set(currencyCode(currency), deposits);
    return this;
  }

  setVibanCurrencies(currencies: readonly VibanCurrency[]): this {
    this.viban = currencies;
    return this;
  }

  setWalletFeatures(features: WalletFeatures): this {
    this.features.set(features.currency, features);
    return this;
  }

  setLimits(type: FiatLimitsType, limits: TypedFiatLimits): this {
    this.limits.set(type, limits);
    return this;
  }

  /** The limits set for a type, as the server enforces them on a top-up order (undefined when none were set). */
  limitsOf(type: FiatLimitsType): TypedFiatLimits | undefined {
    return this.limits.get(type);
  }

  /** A manual method; its vendors start in the states they carry. */
  setManualMethod(method: ManualDepositMethod): this {
    this.manual.set(`${method.currency}:${method.depositMethod}`, method);
    method.vendors.forEach((v) =>
      this.vendorStates.set(vendorKey({ currency: method.currency, paymentNetwork: method.depositMethod, vendorId: v.vendorId }), v.state),
    );
    return this;
  }

  setVendorState(vendor: VendorKey, state: string): this {
    this.vendorStates.set(vendorKey(vendor), state);
    return this;
  }

  getDepositMethods(currency: CurrencyCode): Promise<ApiResult<readonly DepositMethodEntry[]>> {
    return this.calls.run('getDepositMethods', [currency], () => ok(this.methods.get(currency) ?? []));
  }

  getAvailablePaymentNetworks(currency: CurrencyCode): Promise<ApiResult<DepositNetworks>> {
    return this.calls.run('getAvailablePaymentNetworks', [currency], () => ok({ currency, deposits: this.networks.get(currency) ?? [] }));
  }

  getVibanCurrencies(): Promise<ApiResult<readonly VibanCurrency[]>> {
    return this.calls.run('getVibanCurrencies', [], () => ok(this.viban));
  }

  getWalletFeatures(currency: CurrencyCode): Promise<ApiResult<WalletFeatures>> {
    const fallback: WalletFeatures = { currency, canDeposit: true, canWithdraw: true, outstandingBalanceMethods: [] };
    return this.calls.run('getWalletFeatures', [currency], () => ok(this.features.get(currency) ?? fallback));
  }

  getApplicationOverview(currency: CurrencyCode): Promise<ApiResult<FiatWalletOverview>> {
    return this.calls.run('getApplicationOverview', [currency], () => ok(OVERVIEW));
  }

  /** Limits not set are missing (every figure undefined), as a server without them. */
  getLimits(type: FiatLimitsType): Promise<ApiResult<TypedFiatLimits>> {
    return this.calls.run('getLimits', [type], () => ok(this.limits.get(type) ?? NO_LIMITS));
  }

  getManualDepositMethod(currency: CurrencyCode, depositMethod: string): Promise<ApiResult<ManualDepositMethod>> {
    return this.calls.run('getManualDepositMethod', [currency, depositMethod], () => {
      const method = this.manual.get(`${currency}:${depositMethod}`);
      if (method === undefined) return fail(ErrorCode.invalidParameter);
      const state = (vendorId: string): string => this.vendorStates.get(vendorKey({ currency, paymentNetwork: depositMethod, vendorId })) ?? 'uncreated';
      return ok({ ...method, vendors: method.vendors.map((v) => ({ ...v, state: state(v.vendorId) })) });
    });
  }

  getVendorState(vendor: VendorKey): Promise<ApiResult<string>> {
    return this.calls.run('getVendorState', [vendor], () => {
      const state = this.vendorStates.get(vendorKey(vendor));
      return state === undefined ? fail(ErrorCode.invalidParameter) : ok(state);
    });
  }

  /** An uncreated vendor becomes pending; polled every second for 10 s. */
  createVendor(vendor: VendorKey): Promise<ApiResult<CreatedVendor>> {
    return this.calls.run('createVendor', [vendor], () => {
      const state = this.vendorStates.get(vendorKey(vendor));
      if (state === undefined) return fail(ErrorCode.invalidParameter);
      const next = state === 'uncreated' ? 'pending' : state;
      this.vendorStates.set(vendorKey(vendor), next);
      return ok({ state: next, pollingFrequency: 1, pollingTimeout: 10 });
    });
  }

  emailBankInfo(currency: CurrencyCode, vendorId: string, vibanType: string): ReturnType<DepositsPort['emailBankInfo']> {
    return this.calls.run('emailBankInfo', [currency, vendorId, vibanType], () => {
      const key = `${currency}:${vibanType}:${vendorId}`;
      const cooldownInSeconds = this.options.emailCooldownSeconds ?? 60;
      const now = this.options.clock();
      const last = this.emails.get(key);
      const left = last === undefined ? 0 : cooldownSecondsLeft(emailSent(last, cooldownInSeconds, ''), now);
      if (left > 0) return fail(ErrorCode.cooldownPeriodHasNotPassed, { cooldown_in_seconds: left });
      this.emails.set(key, now);
      return ok({ cooldownInSeconds, verificationCode: '246810' });
    });
  }

  getReferenceOverview(depositMethod: string): Promise<ApiResult<ReferenceOverview>> {
    return this.calls.run('getReferenceOverview', [depositMethod], () => ok(this.orders.referenceOverview(depositMethod)));
  }

  submitReferenceNumber(depositMethod: string, referenceNumber: string): Promise<ApiResult<DepositReceipt>> {
    return this.calls.run('submitReferenceNumber', [depositMethod, referenceNumber], () => this.orders.submitReference(depositMethod, referenceNumber));
  }

  getPullOverview(currency: CurrencyCode, paymentNetwork: string): Promise<ApiResult<PullDepositOverview>> {
    return this.calls.run('getPullOverview', [currency, paymentNetwork], () => ok(this.orders.pullOverview(currency)));
  }

  createPullOrder(request: PullOrderRequest): Promise<ApiResult<PullOrder>> {
    return this.calls.run('createPullOrder', [request], () => this.orders.createPull(request));
  }

  confirmPullOrder(orderId: string, passcode: string): Promise<ApiResult<DepositReceipt>> {
    return this.calls.run('confirmPullOrder', [orderId], () => this.orders.confirmPull(orderId, passcode));
  }

  getDepositRequestBanks(): Promise<ApiResult<readonly DepositRequestBank[]>> {
    return this.calls.run('getDepositRequestBanks', [], () => ok(this.requests.banks));
  }

  getDepositRequestOverview(): Promise<ApiResult<DepositRequestOverview>> {
    const overview: DepositRequestOverview = {
      currency: currencyCode('CAD'),
      paymentNetwork: 'ca_interac_request',
      feePercentage: this.requests.feePercent,
      authoriseDescriptionKey: 'deposit_request_authorise_description',
    };
    return this.calls.run('getDepositRequestOverview', [], () => ok(overview));
  }

  createDepositRequestOrder(request: DepositRequestOrderRequest): Promise<ApiResult<DepositRequestOrder>> {
    return this.calls.run('createDepositRequestOrder', [request], () => this.requests.createRequest(request));
  }

  confirmDepositRequest(orderId: string, returnPath?: string): Promise<ApiResult<DepositRequestAuthorisation>> {
    return this.calls.run('confirmDepositRequest', [orderId, returnPath], () => this.requests.confirmRequest(orderId, returnPath));
  }

  getDepositRequestOrder(orderId: string): Promise<ApiResult<DepositRequestOrderStatus>> {
    return this.calls.run('getDepositRequestOrder', [orderId], () => this.requests.requestStatus(orderId));
  }
}
