import { type ApiResult, businessError } from '../../application/ports/api-error';
import type { CashAccountOverview, CashAccountPort, CreatedWallet, OutstandingBalance } from '../../application/ports/cash-account-port';
import type { KycIdentity, KycPort, RestrictionOverview } from '../../application/ports/kyc-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { KycStatus } from '../../domain/kyc/kyc-status';
import { type CurrencyCode, currencyCode } from '../../domain/money/currency';
import { Money } from '../../domain/money/decimal';
import type { FakeAccountAdapter } from './fake-account-adapter';
import { FakeCalls } from './fake-calls';

/** Where the customer's verification stands. */
export type FakeKycCase = 'setup_needed' | 'manual_review' | 'rejected' | 'approved' | 'restricted';

export interface FakeKycOptions {
  /** Where the customer's verification stands (setup_needed by default). */
  readonly status?: FakeKycCase;
  /** Outstanding amounts by currency, and the networks they block. */
  readonly outstanding?: Readonly<Record<string, { readonly amount: string; readonly paymentNetworks: readonly string[] }>>;
  readonly openBankingAppId?: string;
  /** When given, a wallet create_wallet opens is set up in these accounts too, as one account state would. */
  readonly account?: FakeAccountAdapter;
}

type Port = KycPort & CashAccountPort;
type Method = keyof Port;
type Answer<M extends Method> = Awaited<ReturnType<Port[M]>>;

const KYC_STATUS: Readonly<Record<FakeKycCase, KycStatus>> = {
  setup_needed: 'fiat_wallet_setup_needed',
  manual_review: 'kyc_pending_review',
  rejected: 'kyc_rejected',
  approved: 'kyc_approved',
  restricted: 'kyc_restricted',
};
/** The restriction header each case routes by (domain/kyc/cash-setup-routing.ts). */
const HEADER: Readonly<Record<FakeKycCase, string | undefined>> = {
  setup_needed: 'additional_info_required',
  manual_review: 'pending',
  rejected: 'failed',
  approved: undefined,
  restricted: 'additional_info_required',
};
const SETUP_TRIGGER = 'fiat_wallet_setup';
const SETUP_RESTRICTIONS = ['fiat_deposit', 'fiat_withdrawal'];

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });

/**
 * In-memory cash account and KYC for one customer, for tests. The customer's case decides the
 * identity, create wallet, the cash account and the restriction overview; the server-driven forms
 * (sections, submits, result polls, options, places, identity providers) answer what a test
 * scripts with `script(method, ...answers)`, one answer per call in order, and refuse with
 * invalid_parameter once none is left. Any call can also be failed or held through `calls`.
 */
export class FakeKycAdapter implements Port {
  readonly calls = new FakeCalls<Method>();
  /** Cash account states by currency. */
  readonly wallets: Record<string, string> = {};
  private status: FakeKycCase;
  private readonly scripts = new Map<Method, unknown[]>();

  constructor(private readonly options: FakeKycOptions = {}) {
    this.status = options.status ?? 'setup_needed';
  }

  /** Moves the customer's case (a verification decided, a review ended). */
  setStatus(status: FakeKycCase): this {
    this.status = status;
    return this;
  }

  /** The next calls of `method` answer these, in order. */
  script<M extends Method>(method: M, ...answers: readonly Answer<M>[]): this {
    this.scripts.set(method, [...(this.scripts.get(method) ?? []), ...answers]);
    return this;
  }

  /** The next scripted answer of `method`, else its fallback, else invalid_parameter (nothing scripted). */
  private answer<T>(method: Method, args: readonly unknown[], fallback?: () => ApiResult<T>): Promise<ApiResult<T>> {
    return this.calls.run(method, args, () => {
      const scripted = this.scripts.get(method)?.shift() as ApiResult<T> | undefined;
      if (scripted !== undefined) return scripted;
      if (fallback !== undefined) return fallback();
      return { ok: false, error: businessError(ErrorCode.invalidParameter, { message: `FakeKycAdapter: no answer scripted for ${method}` }) };
    });
  }

  private restrictions(): readonly string[] {
    return this.status === 'approved' ? [] : SETUP_RESTRICTIONS;
  }

  createWallet(currency: CurrencyCode): Promise<ApiResult<CreatedWallet>> {
    return this.answer<CreatedWallet>('createWallet', [currency], () => {
      if (this.status === 'manual_review' || this.status === 'rejected') {
        return { ok: false, error: businessError(ErrorCode.manualRestrictedFeature, { meta: { header: HEADER[this.status], triggered_by: SETUP_TRIGGER } }) };
      }
      if (this.status === 'setup_needed') {
        this.wallets[currency] ??= 'not_created';
        const additionalInfo = { triggeredBy: SETUP_TRIGGER, restrictedFeatures: this.restrictions(), edd: false };
        return ok({ currency, state: this.wallets[currency], additionalInfo });
      }
      this.wallets[currency] = 'created';
      const account = this.options.account;
      if (account !== undefined) account.setFiatWallet(currency, account.fiatWallet(currency)?.amount ?? '0', 'created');
      return ok({ currency, state: 'created', additionalInfo: undefined });
    });
  }

  getCashAccount(currency: CurrencyCode): Promise<ApiResult<CashAccountOverview>> {
    return this.answer('getCashAccount', [currency], () =>
      ok({ currency, state: this.wallets[currency] ?? 'not_created', kycStatus: KYC_STATUS[this.status] }),
    );
  }

  getOutstandingBalance(currency: CurrencyCode): Promise<ApiResult<OutstandingBalance>> {
    return this.answer('getOutstandingBalance', [currency], () => {
      const owed = this.options.outstanding?.[currency];
      return ok({ currency: currencyCode(currency), amount: new Money(owed?.amount ?? '0'), paymentNetworks: owed?.paymentNetworks ?? [] });
    });
  }

  getOpenBankingAppId(): Promise<ApiResult<string>> {
    return this.answer('getOpenBankingAppId', [], () => ok(this.options.openBankingAppId ?? 'fake-open-banking-app'));
  }

  getRestrictionOverview(triggeredBy: string, restrictedFeatures: readonly string[]): Promise<ApiResult<RestrictionOverview>> {
    return this.answer('getRestrictionOverview', [triggeredBy, restrictedFeatures], () => {
      const header = HEADER[this.status];
      const key = `kyc_overview_${header ?? 'none'}`;
      return ok({
        header,
        displayType: undefined,
        titleKey: `${key}_title`,
        descriptionKey: `${key}_description`,
        bulletPoints: [`${key}_bullet_1`],
        restrictedFeatures: restrictedFeatures.length > 0 ? restrictedFeatures : this.restrictions(),
      });
    });
  }

  getIdentity(): Promise<ApiResult<KycIdentity>> {
    return this.answer('getIdentity', [], () => ok({ status: KYC_STATUS[this.status], restrictedFeatures: this.restrictions() }));
  }

  readonly getSection: KycPort['getSection'] = (request) => this.answer('getSection', [request]);
  readonly previewSection: KycPort['previewSection'] = (triggeredBy, sectionId) => this.answer('previewSection', [triggeredBy, sectionId]);
  readonly submitSection: KycPort['submitSection'] = (submission) => this.answer('submitSection', [submission]);
  readonly pollResult: KycPort['pollResult'] = (triggeredBy, sectionId, signal) => this.answer('pollResult', [triggeredBy, sectionId, signal]);
  readonly getOptions: KycPort['getOptions'] = (source) => this.answer('getOptions', [source]);
  readonly convertAddress: KycPort['convertAddress'] = (components) => this.answer('convertAddress', [components]);
  readonly getProviderAnswers: KycPort['getProviderAnswers'] = (request) => this.answer('getProviderAnswers', [request]);
  readonly startOnfido: KycPort['startOnfido'] = (referrer) => this.answer('startOnfido', [referrer]);
  readonly startSingpassApplication: KycPort['startSingpassApplication'] = (triggeredBy) => this.answer('startSingpassApplication', [triggeredBy]);
  readonly getMyInfoPerson: KycPort['getMyInfoPerson'] = (applicationId) => this.answer('getMyInfoPerson', [applicationId]);
  readonly getMyInfoPublicKey: KycPort['getMyInfoPublicKey'] = () => this.answer('getMyInfoPublicKey', []);
  readonly checkSingpass: KycPort['checkSingpass'] = (productName, person) => this.answer('checkSingpass', [productName, person]);
  readonly getVerificationState: KycPort['getVerificationState'] = () => this.answer('getVerificationState', []);
  readonly getWebViewToken: KycPort['getWebViewToken'] = () => this.answer('getWebViewToken', []);
  readonly searchPlaces: KycPort['searchPlaces'] = (search) => this.answer('searchPlaces', [search]);
  readonly getPlaceDetails: KycPort['getPlaceDetails'] = (sessionToken, placeId) => this.answer('getPlaceDetails', [sessionToken, placeId]);
}
