import type { PostalAddress } from '../../domain/kyc/address-fields';
import type { SectionResponse } from '../../domain/kyc/cash-setup-routing';
import type { PreparedAnswer } from '../../domain/kyc/form-answers';
import type { FieldOption, FormSection } from '../../domain/kyc/form-section';
import type { OptionSource } from '../../domain/kyc/field-options';
import type { KycStatus } from '../../domain/kyc/kyc-status';
import type { ApiResult } from './api-error';

export interface SectionRequest {
  readonly triggeredBy: string;
  /** Omitted: the section the customer has reached. */
  readonly sectionId?: string;
  readonly featureFlags?: readonly string[];
}

/** A section's answers (domain buildAnswers); the adapter encrypts those flagged aes_256_cbc. */
export interface SectionSubmission {
  readonly triggeredBy: string;
  readonly section: FormSection;
  readonly answers: readonly PreparedAnswer[];
}

/** Whether a field is shown and enabled, as the server evaluates its rules over the saved answers. */
export interface FieldActivityView {
  readonly name: string;
  readonly visible: boolean;
  readonly enabled: boolean;
}

/** A section with the answers saved for it (design: the preview call). */
export interface SectionPreview {
  readonly section: FormSection;
  readonly answers: readonly FieldAnswer[];
  readonly fields: readonly FieldActivityView[];
}

/** The restriction screen for a trigger: its header routes the setup flow (spec 001 §4). */
export interface RestrictionOverview {
  readonly header: string | undefined;
  readonly displayType: string | undefined;
  readonly titleKey: string;
  readonly descriptionKey: string;
  readonly bulletPoints: readonly string[];
  readonly restrictedFeatures: readonly string[];
}

export interface KycIdentity {
  readonly status: KycStatus;
  readonly restrictedFeatures: readonly string[];
}

/** An address in the KYC form's terms (design: the address conversion's answer). */
export type KycAddress = PostalAddress;

/** One address component of a place (Google Maps' shape, spec 001 §7). */
export interface AddressComponent {
  readonly longName: string;
  readonly shortName: string;
  readonly types: readonly string[];
}

export interface PlacePrediction {
  readonly placeId: string;
  readonly description: string;
}

export interface PlaceSearch {
  readonly sessionToken: string;
  readonly input: string;
  /** ISO 3166 alpha-2; sent as components=country:{value}. */
  readonly country: string;
  readonly language: string;
}

/** A field's answer as the server returns it: a provider's companion answers (spec 001 §7, answers[]), a preview's saved answers. */
export interface FieldAnswer {
  readonly fieldName: string;
  readonly value: string | readonly string[];
}

export interface ProviderAnswersRequest {
  readonly providerName: string;
  readonly providerResponse: unknown;
  readonly questionId: string;
  readonly triggeredBy: string;
  readonly sectionId: string;
  readonly companionFields: readonly string[];
}

export interface OnfidoApplication {
  readonly applicationId: string;
  readonly sdkToken: string;
  readonly workflowRunId: string;
}

/** A Singpass MyInfo person (design: the fields the KYC form uses). */
export interface MyInfoPerson {
  readonly uinfin: string;
  readonly name: string;
  readonly dateOfBirth: string;
  readonly nationality: string;
  readonly residentialStatus: string;
  readonly address: { readonly block: string; readonly street: string; readonly building: string; readonly postalCode: string; readonly country: string };
}

export interface SingpassApplication {
  readonly applicationId: string;
  readonly state: string;
}

export interface SingpassCheck {
  readonly eligible: boolean;
  readonly reasons: readonly string[];
}

export interface VerificationState {
  readonly state: string;
  /** The provider to verify with, among those offered; undefined when none is needed. */
  readonly provider: string | undefined;
}

export interface WebViewToken {
  readonly accessToken: string;
  readonly expiresInSeconds: number;
}

/**
 * Identity and KYC (spec 001 §7 "Cash account setup, identity and KYC"): the additional-collection
 * forms (overview, section fetch, preview, submit, result polling), their option lists, the user's
 * KYC status, address search and conversion, provider answers, Onfido and Singpass MyInfo, the
 * verification state and web-view tokens.
 */
export interface KycPort {
  getRestrictionOverview(triggeredBy: string, restrictedFeatures: readonly string[]): Promise<ApiResult<RestrictionOverview>>;
  /** A section as served: fields with an options_key come without options (domain/kyc/option-loading.ts). */
  getSection(request: SectionRequest): Promise<ApiResult<FormSection>>;
  previewSection(triggeredBy: string, sectionId: string): Promise<ApiResult<SectionPreview>>;
  /** The question POST, or the CPF submission call when the section's submission_url ends /v1/kyc/cpf/submission. */
  submitSection(submission: SectionSubmission): Promise<ApiResult<SectionResponse>>;
  /** One fetch of the result polling (the setup service repeats it); aborting `signal` aborts the request in flight (spec 001 §7: abortable). */
  pollResult(triggeredBy: string, sectionId: string, signal?: AbortSignal): Promise<ApiResult<SectionResponse>>;
  getOptions(source: OptionSource): Promise<ApiResult<readonly FieldOption[]>>;
  getIdentity(): Promise<ApiResult<KycIdentity>>;
  /** Retried up to ADDRESS_CONVERSION_RETRIES times when the call itself fails. */
  convertAddress(components: readonly AddressComponent[]): Promise<ApiResult<KycAddress>>;
  getProviderAnswers(request: ProviderAnswersRequest): Promise<ApiResult<readonly FieldAnswer[]>>;
  startOnfido(referrer: string): Promise<ApiResult<OnfidoApplication>>;
  startSingpassApplication(triggeredBy: string): Promise<ApiResult<SingpassApplication>>;
  getMyInfoPerson(applicationId: string): Promise<ApiResult<MyInfoPerson>>;
  getMyInfoPublicKey(): Promise<ApiResult<string>>;
  checkSingpass(productName: string, person: MyInfoPerson): Promise<ApiResult<SingpassCheck>>;
  getVerificationState(): Promise<ApiResult<VerificationState>>;
  getWebViewToken(): Promise<ApiResult<WebViewToken>>;
  searchPlaces(search: PlaceSearch): Promise<ApiResult<readonly PlacePrediction[]>>;
  /** Retried up to PLACE_DETAILS_RETRIES times when the call itself fails. */
  getPlaceDetails(sessionToken: string, placeId: string): Promise<ApiResult<readonly AddressComponent[]>>;
}
