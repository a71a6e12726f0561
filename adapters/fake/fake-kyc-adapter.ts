import { type ApiResult, businessError } from '../../application/ports/api-error';
import type { CashAccountOverview, CashAccountPort, CreatedWallet, OutstandingBalance } from '../../application/ports/cash-account-port';
import type {
  AddressComponent,
  FieldAnswer,
  KycAddress,
  KycIdentity,
  KycPort,
  MyInfoPerson,
  OnfidoApplication,
  PlacePrediction,
  PlaceSearch,
  ProviderAnswersRequest,
  RestrictionOverview,
  SectionPreview,
  SectionRequest,
  SectionSubmission,
  SingpassApplication,
  SingpassCheck,
  VerificationState,
  WebViewToken,
} from '../../application/ports/kyc-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import { canSearchAddress } from '../../domain/kyc/address-lookup';
import type { SectionResponse } from '../../domain/kyc/cash-setup-routing';
import { KYC_DOCUMENT_SCOPE, VERIFICATION_PRODUCT, VERIFICATION_PROVIDERS } from '../../domain/kyc/identity-verification';
import type { FieldOption, FormSection } from '../../domain/kyc/form-section';
import type { OptionSource } from '../../domain/kyc/option-loading';
import type { CurrencyCode } from '../../domain/money/currency';
import { Money } from '../../domain/money/decimal';
import {
  fromAddressComponent,
  fromMyInfoPerson,
  toAdditionalInfo,
  toAddressComponent,
  toFieldAnswer,
  toKycAddress,
  toMyInfoPerson,
  toOnfido,
  toRestrictionOverview,
  toSectionResponse,
  toWebViewToken,
} from '../http/kyc-mappers';
import type { MyInfoPersonWire } from '../http/schemas/kyc';
import { convertAddress } from '../sandbox/exchange/kyc/address-conversion';
import { autocomplete, placeComponents } from '../sandbox/exchange/kyc/gazetteer';
import { type CaseStatus, type KycCase, kycStatusOf, newCase, settleCase } from '../sandbox/exchange/kyc/kyc-case';
import { fetchSection, pollCase, previewSection, submitSection } from '../sandbox/exchange/kyc/kyc-collection';
import type { Outcome } from '../sandbox/exchange/kyc/kyc-outcome';
import { optionList } from '../sandbox/exchange/kyc/kyc-options';
import { checkMyInfoPerson, ProviderDesk } from '../sandbox/exchange/kyc/kyc-providers';
import { CASH_ACCOUNT_CURRENCIES, cashAccountOf, decisionOf, openWallet, overviewOf, syncWallet, unknownCurrency } from '../sandbox/exchange/kyc/kyc-wallet';
import type { SandboxResult } from '../sandbox/exchange/sandbox-result';
import type { FakeAccountAdapter } from './fake-account-adapter';
import { FakeCalls } from './fake-calls';

export interface FakeKycOptions {
  /** Epoch milliseconds: verification and manual review end by it. */
  readonly clock: () => number;
  /** Where the customer's case starts (setup_needed by default). */
  readonly status?: CaseStatus;
  /** The native currency, whose wallet approval creates (USD by default). */
  readonly currency?: string;
  /** The customer's Singpass MyInfo record; without one Singpass is refused. */
  readonly person?: MyInfoPersonWire;
  /** Addresses on file for other customers (answer-checks addressKey). */
  readonly takenAddresses?: readonly string[];
  /** Outstanding amounts by currency, and the networks they block. */
  readonly outstanding?: Readonly<Record<string, { readonly amount: string; readonly paymentNetworks: readonly string[] }>>;
  readonly openBankingAppId?: string;
  /** When given, a wallet create_wallet opens is set up in these accounts too, as the sandbox's one account state would. */
  readonly account?: FakeAccountAdapter;
}

type Method = keyof KycPort | keyof CashAccountPort;

const fromSandbox = <T, U>(result: SandboxResult<T>, map: (value: T) => U): ApiResult<U> =>
  result.ok
    ? { ok: true, value: map(result.value) }
    : { ok: false, error: businessError(result.error.code, { message: result.error.message, meta: result.error.meta ?? {} }) };

/**
 * In-memory cash account setup and KYC for one customer, serving the sandbox's own forms, rules
 * and providers (adapters/sandbox/exchange/kyc/) without HTTP: the same sections, validation,
 * outcomes by answers and polling by the injected clock. `decideNext` forces the next
 * verification's outcome; any call can be failed or held through `calls`.
 */
export class FakeKycAdapter implements KycPort, CashAccountPort {
  readonly calls = new FakeCalls<Method>();
  readonly wallets: Record<string, string>;
  private readonly kase: KycCase;
  private readonly desk: ProviderDesk;
  private forced: Outcome | undefined;
  private ids = 0;

  constructor(private readonly options: FakeKycOptions) {
    const currency = options.currency ?? 'USD';
    this.kase = newCase(options.status ?? 'setup_needed', currency);
    this.wallets = { [currency]: 'not_created' };
    this.desk = new ProviderDesk({ applications: {}, nextId: (prefix) => `${prefix}_fake_${++this.ids}`, person: options.person });
  }

  /** The next verification ends with this outcome, whatever the answers. */
  decideNext(outcome: Outcome): this {
    this.forced = outcome;
    return this;
  }

  private current(): KycCase {
    settleCase(this.kase, this.options.clock());
    syncWallet(this.kase, this.wallets);
    return this.kase;
  }

  private run<T>(method: Method, args: readonly unknown[], answer: () => ApiResult<T>): Promise<ApiResult<T>> {
    return this.calls.run(method, args, answer);
  }

  createWallet(currency: CurrencyCode): Promise<ApiResult<CreatedWallet>> {
    return this.run('createWallet', [currency], () =>
      fromSandbox(openWallet(this.current(), this.wallets, currency), (w) => {
        const account = this.options.account;
        if (w.state === 'created' && account !== undefined) account.setFiatWallet(currency, account.fiatWallet(currency)?.amount ?? '0', 'created');
        return { currency, state: w.state, additionalInfo: toAdditionalInfo(w.additionalInfo) };
      }),
    );
  }

  getCashAccount(currency: CurrencyCode): Promise<ApiResult<CashAccountOverview>> {
    return this.run('getCashAccount', [currency], () => fromSandbox(cashAccountOf(this.current(), this.wallets, currency), (a) => ({ currency, ...a })));
  }

  getOutstandingBalance(currency: CurrencyCode): Promise<ApiResult<OutstandingBalance>> {
    return this.run<OutstandingBalance>('getOutstandingBalance', [currency], () => {
      if (!CASH_ACCOUNT_CURRENCIES.includes(currency)) return fromSandbox(unknownCurrency(currency), (never) => never);
      const owed = this.options.outstanding?.[currency];
      return { ok: true, value: { currency, amount: new Money(owed?.amount ?? '0'), paymentNetworks: owed?.paymentNetworks ?? [] } };
    });
  }

  getOpenBankingAppId(): Promise<ApiResult<string>> {
    return this.run('getOpenBankingAppId', [], () => ({ ok: true, value: this.options.openBankingAppId ?? 'fake-open-banking-app' }));
  }

  getRestrictionOverview(triggeredBy: string, restrictedFeatures: readonly string[]): Promise<ApiResult<RestrictionOverview>> {
    return this.run('getRestrictionOverview', [triggeredBy, restrictedFeatures], () =>
      fromSandbox(overviewOf(this.current(), triggeredBy, restrictedFeatures), toRestrictionOverview),
    );
  }

  getSection(request: SectionRequest): Promise<ApiResult<FormSection>> {
    return this.run('getSection', [request], () =>
      fromSandbox(fetchSection(this.current(), request.triggeredBy, request.sectionId, request.featureFlags ?? []), (s) => s as FormSection),
    );
  }

  previewSection(triggeredBy: string, sectionId: string): Promise<ApiResult<SectionPreview>> {
    return this.run('previewSection', [triggeredBy, sectionId], () =>
      fromSandbox(previewSection(this.current(), triggeredBy, sectionId), (p) => ({
        section: p.section,
        answers: p.answers.map(toFieldAnswer),
        fields: p.fields,
      })),
    );
  }

  /** Answers arrive in plain text: the fake has no wire to encrypt for. */
  submitSection(submission: SectionSubmission): Promise<ApiResult<SectionResponse>> {
    return this.run('submitSection', [submission], () => {
      const c = this.current();
      const answers = submission.answers.map((a) => a.answer);
      const answer = submitSection(
        c,
        { trigger: submission.triggeredBy, sectionId: submission.section.section_id, answers },
        this.options.clock(),
        this.options.takenAddresses ?? [],
      );
      if (c.pending !== null && this.forced !== undefined) {
        c.pending = { ...c.pending, outcome: this.forced };
        this.forced = undefined;
      }
      return fromSandbox(answer, toSectionResponse);
    });
  }

  pollResult(triggeredBy: string, sectionId: string): Promise<ApiResult<SectionResponse>> {
    return this.run('pollResult', [triggeredBy, sectionId], () => fromSandbox(pollCase(this.current(), triggeredBy), toSectionResponse));
  }

  getOptions(source: OptionSource): Promise<ApiResult<readonly FieldOption[]>> {
    return this.run('getOptions', [source], () => {
      const items = optionList(source.optionsKey, source.field);
      return items === undefined ? { ok: false, error: businessError(ErrorCode.invalidParameter) } : { ok: true, value: items };
    });
  }

  getIdentity(): Promise<ApiResult<KycIdentity>> {
    return this.run('getIdentity', [], () => {
      const c = this.current();
      return { ok: true, value: { status: kycStatusOf(c), restrictedFeatures: c.restrictedFeatures } };
    });
  }

  convertAddress(components: readonly AddressComponent[]): Promise<ApiResult<KycAddress>> {
    return this.run('convertAddress', [components], () => fromSandbox(convertAddress(components.map(fromAddressComponent)), toKycAddress));
  }

  getProviderAnswers(r: ProviderAnswersRequest): Promise<ApiResult<readonly FieldAnswer[]>> {
    return this.run('getProviderAnswers', [r], () =>
      fromSandbox(this.desk.answers(r.providerName, r.providerResponse, r.companionFields), (a) => a.map(toFieldAnswer)),
    );
  }

  startOnfido(referrer: string): Promise<ApiResult<OnfidoApplication>> {
    return this.run('startOnfido', [referrer], () => fromSandbox(this.desk.startOnfido(referrer), toOnfido));
  }

  startSingpassApplication(triggeredBy: string): Promise<ApiResult<SingpassApplication>> {
    return this.run('startSingpassApplication', [triggeredBy], () =>
      fromSandbox(this.desk.startSingpass(), (a) => ({ applicationId: a.application_id, state: a.state })),
    );
  }

  getMyInfoPerson(applicationId: string): Promise<ApiResult<MyInfoPerson>> {
    return this.run('getMyInfoPerson', [applicationId], () => fromSandbox(this.desk.person(applicationId), toMyInfoPerson));
  }

  getMyInfoPublicKey(): Promise<ApiResult<string>> {
    return this.run('getMyInfoPublicKey', [], () => ({ ok: true, value: '-----BEGIN PUBLIC KEY-----\nfake\n-----END PUBLIC KEY-----' }));
  }

  checkSingpass(productName: string, person: MyInfoPerson): Promise<ApiResult<SingpassCheck>> {
    return this.run('checkSingpass', [productName, person], () =>
      productName === '' ? { ok: false, error: businessError(ErrorCode.invalidParameter) } : { ok: true, value: checkMyInfoPerson(fromMyInfoPerson(person)) },
    );
  }

  getVerificationState(): Promise<ApiResult<VerificationState>> {
    return this.run('getVerificationState', [], () =>
      fromSandbox(this.desk.verificationState(decisionOf(this.current()), VERIFICATION_PRODUCT, VERIFICATION_PROVIDERS), (v) => ({
        state: v.state,
        provider: v.provider,
      })),
    );
  }

  getWebViewToken(): Promise<ApiResult<WebViewToken>> {
    return this.run('getWebViewToken', [], () => fromSandbox(this.desk.webViewToken([KYC_DOCUMENT_SCOPE]), toWebViewToken));
  }

  searchPlaces(search: PlaceSearch): Promise<ApiResult<readonly PlacePrediction[]>> {
    return this.run('searchPlaces', [search], () => {
      if (!canSearchAddress(search.country, search.input)) return { ok: false, error: businessError(ErrorCode.invalidParameter) };
      return { ok: true, value: autocomplete(search.input, search.country).map((p) => ({ placeId: p.place_id, description: p.description })) };
    });
  }

  getPlaceDetails(sessionToken: string, placeId: string): Promise<ApiResult<readonly AddressComponent[]>> {
    return this.run('getPlaceDetails', [sessionToken, placeId], () => {
      const components = placeComponents(placeId);
      return components === undefined
        ? { ok: false, error: businessError(ErrorCode.invalidAddressError) }
        : { ok: true, value: components.map(toAddressComponent) };
    });
  }
}
