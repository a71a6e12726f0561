import { type ApiResult, businessError } from '../../application/ports/api-error';
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
import { ADDRESS_CONVERSION_RETRIES, countryComponent, PLACE_DETAILS_RETRIES } from '../../domain/kyc/address-lookup';
import type { SectionResponse } from '../../domain/kyc/cash-setup-routing';
import { KYC_DOCUMENT_SCOPE, VERIFICATION_PRODUCT, VERIFICATION_PROVIDERS } from '../../domain/kyc/kyc-status';
import type { FormAnswer, PreparedAnswer } from '../../domain/kyc/form-answers';
import type { FieldOption, FormSection } from '../../domain/kyc/form-section';
import type { OptionSource } from '../../domain/kyc/field-options';
import { submitsToCpf } from '../../domain/kyc/form-section';
import type { FieldEncryptor } from '../crypto/field-encryption';
import type { HttpClient } from './http-client';
import {
  fromAddressComponent,
  fromMyInfoPerson,
  toAddressComponent,
  toAnswerWire,
  toFieldAnswer,
  toKycAddress,
  toMyInfoPerson,
  toOnfido,
  toRestrictionOverview,
  toSectionResponse,
  toWebViewToken,
} from './kyc-mappers';
import { mapResult } from './map-result';
import { kycRoutes as routes } from './routes/kyc';

const isTransportFailure = <T>(result: ApiResult<T>): boolean =>
  !result.ok && (result.error.kind === 'network' || result.error.kind === 'timeout' || result.error.kind === 'server');

/** A call retried up to `retries` more times while the call itself fails (never on a business answer). */
async function withRetries<T>(retries: number, call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  let result = await call();
  for (let retry = 0; retry < retries && isTransportFailure(result); retry++) result = await call();
  return result;
}

/** Google's statuses other than OK and ZERO_RESULTS as the catalogue's codes. Choice: a place not found is an invalid address. */
const placeFailure = (status: string): ApiResult<never> => ({
  ok: false,
  error: businessError(status === 'NOT_FOUND' ? ErrorCode.invalidAddressError : ErrorCode.invalidParameter, { message: `place lookup: ${status}` }),
});

/** Identity and KYC over HTTP (spec 001 §7 "Cash account setup, identity and KYC"). */
export class HttpKycAdapter implements KycPort {
  constructor(
    private readonly http: HttpClient,
    /** Seals the answers of aes_256_cbc fields (spec 001 §5). */
    private readonly fields: Pick<FieldEncryptor, 'encrypt'>,
  ) {}

  async getRestrictionOverview(triggeredBy: string, restrictedFeatures: readonly string[]): Promise<ApiResult<RestrictionOverview>> {
    const query = { triggered_by: triggeredBy, ...(restrictedFeatures.length === 0 ? {} : { 'restricted_features[]': restrictedFeatures }) };
    return mapResult(await this.http.call(routes.kycOverview, { query }), (b) => toRestrictionOverview(b.overview));
  }

  async getSection(request: SectionRequest): Promise<ApiResult<FormSection>> {
    const query = {
      triggered_by: request.triggeredBy,
      'firebase_feature_flags[]': request.featureFlags ?? [],
      ...(request.sectionId === undefined ? {} : { section_id: request.sectionId }),
    };
    return mapResult(await this.http.call(routes.kycQuestion, { query }), (b) => b.section);
  }

  async previewSection(triggeredBy: string, sectionId: string): Promise<ApiResult<SectionPreview>> {
    return mapResult(await this.http.call(routes.kycPreview, { query: { triggered_by: triggeredBy, section_id: sectionId } }), ({ preview: p }) => ({
      section: p.section,
      answers: p.answers.map(toFieldAnswer),
      fields: p.fields,
    }));
  }

  async submitSection(submission: SectionSubmission): Promise<ApiResult<SectionResponse>> {
    const answers = await Promise.all(submission.answers.map((a) => this.seal(a)));
    const sent = submitsToCpf(submission.section)
      ? await this.http.call(routes.kycCpfSubmission, { body: { answers, triggered_by: submission.triggeredBy } })
      : await this.http.call(routes.kycAnswerQuestion, { body: { answers, section_id: submission.section.section_id, triggered_by: submission.triggeredBy } });
    return mapResult(sent, toSectionResponse);
  }

  async pollResult(triggeredBy: string, sectionId: string, signal?: AbortSignal): Promise<ApiResult<SectionResponse>> {
    const query = { triggered_by: triggeredBy, section_id: sectionId };
    return mapResult(await this.http.call(routes.kycResultPolling, { query, ...(signal === undefined ? {} : { signal }) }), toSectionResponse);
  }

  async getOptions(source: OptionSource): Promise<ApiResult<readonly FieldOption[]>> {
    return mapResult(await this.http.call(routes.kycInfoOptions, { params: { options_key: source.optionsKey, name: source.field } }), (b) => b.items);
  }

  async getIdentity(): Promise<ApiResult<KycIdentity>> {
    return mapResult(await this.http.call(routes.kycUserIdentity), ({ identity: i }) => ({ status: i.kyc_status, restrictedFeatures: i.restricted_features }));
  }

  async convertAddress(components: readonly AddressComponent[]): Promise<ApiResult<KycAddress>> {
    const body = { address_components: components.map(fromAddressComponent) };
    const converted = await withRetries(ADDRESS_CONVERSION_RETRIES, () => this.http.call(routes.kycAddressConversion, { body }));
    return mapResult(converted, (b) => toKycAddress(b.address));
  }

  async getProviderAnswers(r: ProviderAnswersRequest): Promise<ApiResult<readonly FieldAnswer[]>> {
    const body = {
      provider_name: r.providerName,
      provider_response: r.providerResponse,
      question_id: r.questionId,
      triggered_by: r.triggeredBy,
      section_id: r.sectionId,
      companion_fields: [...r.companionFields],
    };
    return mapResult(await this.http.call(routes.kycProviderAnswers, { body }), (b) => b.answers.map(toFieldAnswer));
  }

  async startOnfido(referrer: string): Promise<ApiResult<OnfidoApplication>> {
    return mapResult(await this.http.call(routes.kycOnfidoApplication, { body: { referrer } }), (b) => toOnfido(b.onfido));
  }

  async startSingpassApplication(triggeredBy: string): Promise<ApiResult<SingpassApplication>> {
    return mapResult(await this.http.call(routes.singpassApplication, { body: { triggered_by: triggeredBy } }), ({ application: a }) => ({
      applicationId: a.application_id,
      state: a.state,
    }));
  }

  async getMyInfoPerson(applicationId: string): Promise<ApiResult<MyInfoPerson>> {
    return mapResult(await this.http.call(routes.myInfoPerson, { query: { id: applicationId } }), (b) => toMyInfoPerson(b.person));
  }

  async getMyInfoPublicKey(): Promise<ApiResult<string>> {
    return mapResult(await this.http.call(routes.myInfoPublicKey), (b) => b.pem);
  }

  async checkSingpass(productName: string, person: MyInfoPerson): Promise<ApiResult<SingpassCheck>> {
    return mapResult(await this.http.call(routes.singpassCheck, { body: { product_name: productName, person: fromMyInfoPerson(person) } }), (b) => b.check);
  }

  async getVerificationState(): Promise<ApiResult<VerificationState>> {
    const body = { product: VERIFICATION_PRODUCT, supported_providers: [...VERIFICATION_PROVIDERS] };
    return mapResult(await this.http.call(routes.kycVerificationState, { body }), ({ verification_state: v }) => ({ state: v.state, provider: v.provider }));
  }

  async getWebViewToken(): Promise<ApiResult<WebViewToken>> {
    return mapResult(await this.http.call(routes.webViewAuthTokens, { body: { scopes: [KYC_DOCUMENT_SCOPE] } }), (b) => toWebViewToken(b.tokens));
  }

  async searchPlaces(search: PlaceSearch): Promise<ApiResult<readonly PlacePrediction[]>> {
    const query = {
      sessiontoken: search.sessionToken,
      input: search.input,
      types: 'address',
      components: countryComponent(search.country),
      language: search.language,
    };
    const found = await this.http.call(routes.placeAutocomplete, { query });
    if (found.ok && found.value.status !== 'OK' && found.value.status !== 'ZERO_RESULTS') return placeFailure(found.value.status);
    return mapResult(found, (b) => b.predictions.map((p) => ({ placeId: p.place_id, description: p.description })));
  }

  async getPlaceDetails(sessionToken: string, placeId: string): Promise<ApiResult<readonly AddressComponent[]>> {
    const query = { sessiontoken: sessionToken, fields: 'address_components', placeid: placeId };
    const found = await withRetries(PLACE_DETAILS_RETRIES, () => this.http.call(routes.placeDetails, { query }));
    if (found.ok && (found.value.status !== 'OK' || found.value.result === undefined)) return placeFailure(found.value.status);
    return mapResult(found, (b) => (b.result?.address_components ?? []).map(toAddressComponent));
  }

  private async seal({ answer, encrypt }: PreparedAnswer): Promise<ReturnType<typeof toAnswerWire>> {
    if (!encrypt || !('field_answer' in answer)) return toAnswerWire(answer);
    const sealed: FormAnswer = { ...answer, field_answer: await this.fields.encrypt(answer.field_answer) };
    return toAnswerWire(sealed);
  }
}
