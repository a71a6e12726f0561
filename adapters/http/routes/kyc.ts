import * as z from 'zod/mini';
import {
  addressConversionResponse,
  addressComponent,
  cashAccountResponse,
  createWalletResponse,
  identityResponse,
  myInfoPemResponse,
  myInfoPersonResponse,
  myInfoPerson,
  onfidoResponse,
  openBankingAppIdResponse,
  optionsFile,
  outstandingBalanceResponse,
  overviewResponse,
  placeAutocompleteResponse,
  placeDetailsResponse,
  previewResponse,
  providerAnswersResponse,
  sectionFetchResponse,
  sectionResponse,
  singpassApplicationResponse,
  singpassCheckResponse,
  verificationStateResponse,
  webViewTokensResponse,
} from '../schemas/kyc';
import { type Route, route } from './route';

/** create_wallet's own timeout (spec 001 §7, §9: 35 s). */
export const CREATE_WALLET_TIMEOUT_MS = 35_000;

const COLLECTION = '/api/kyc_info/additional_collection';
const KYC_V2 = '/api/proxy/private/kyc/v2/kyc';
const MYINFO = '/api/proxy/private/singpass/myinfo/api/v1';
const MAPS = '/api/proxy/private/googleMap/maps/api/place';
const FIAT = '/api/v1/crypto_fiat';

/** The options CDN file is named {options_key}_{name}.json (spec 001 §7); see kycInfoOptions. */
export const KYC_OPTIONS_PATH = '/api/proxy/public/user-api-cdn/kyc_info_options/{options_key}_{name}.json';

/** An answer as the client sends it: one value or several (spec 001 §3 "Answers"). */
const answerBody = z.union([
  z.object({ question_id: z.string(), field_name: z.string(), field_answer: z.string() }),
  z.object({ question_id: z.string(), field_name: z.string(), field_answers: z.array(z.string()) }),
]);

/** The additional-collection forms (spec 001 §7); queries as noted. */
const formRoutes = {
  /** query triggered_by, section_id. */
  kycPreview: route('GET', `${COLLECTION}/preview`, previewResponse),
  /** query triggered_by, optional restricted_features[]. */
  kycOverview: route('GET', `${COLLECTION}/overview`, overviewResponse),
  /** query firebase_feature_flags[], triggered_by, section_id. */
  kycQuestion: route('GET', `${COLLECTION}/question`, sectionFetchResponse),
  kycAnswerQuestion: route('POST', `${COLLECTION}/question`, sectionResponse, {
    body: z.object({ answers: z.array(answerBody), section_id: z.string(), triggered_by: z.string() }),
  }),
  /** query triggered_by, section_id; the caller aborts it by dropping the poll. */
  kycResultPolling: route('GET', `${COLLECTION}/result_polling`, sectionResponse),
  /** (design) the provider call returning answers[]. */
  kycProviderAnswers: route('POST', `${COLLECTION}/provider_answers`, providerAnswersResponse, {
    body: z.object({
      provider_name: z.string(),
      provider_response: z.unknown(),
      question_id: z.string(),
      triggered_by: z.string(),
      section_id: z.string(),
      companion_fields: z.array(z.string()),
    }),
  }),
  /** Public CDN JSON with no ok envelope. */
  kycInfoOptions: route('GET', KYC_OPTIONS_PATH, optionsFile),
  kycCpfSubmission: route('POST', '/api/proxy/private/kyc/v1/kyc/cpf/submission', sectionResponse, {
    body: z.object({ answers: z.array(answerBody), triggered_by: z.string() }),
  }),
} as const;

/** Identity, address and verification providers (spec 001 §7). */
const identityRoutes = {
  kycUserIdentity: route('GET', '/api/kyc_info/user/identity', identityResponse),
  /** 3 retries (adapter). */
  kycAddressConversion: route('POST', '/api/kyc_info/address/conversion', addressConversionResponse, {
    body: z.object({ address_components: z.array(addressComponent) }),
  }),
  kycOnfidoApplication: route('POST', '/api/kyc_info/applications/onfido', onfidoResponse, { body: z.object({ referrer: z.string() }) }),
  /** query id. */
  myInfoPerson: route('GET', `${MYINFO}/person`, myInfoPersonResponse),
  myInfoPublicKey: route('GET', `${MYINFO}/jwt.public.pem`, myInfoPemResponse),
  /** (design) the body is not shown: the trigger. */
  singpassApplication: route('POST', `${KYC_V2}/applications/singpass_myinfo`, singpassApplicationResponse, { body: z.object({ triggered_by: z.string() }) }),
  singpassCheck: route('POST', `${KYC_V2}/applications/singpass_myinfo/check`, singpassCheckResponse, {
    body: z.object({ product_name: z.string(), person: myInfoPerson }),
  }),
  kycVerificationState: route('POST', `${KYC_V2}/verification_state`, verificationStateResponse, {
    body: z.object({ product: z.string(), supported_providers: z.array(z.string()) }),
  }),
  webViewAuthTokens: route('POST', '/api/v3/web_view/auth/tokens', webViewTokensResponse, { body: z.object({ scopes: z.array(z.string()) }) }),
  /** query sessiontoken, input, types=address, components=country:{value}, language. */
  placeAutocomplete: route('GET', `${MAPS}/autocomplete/json`, placeAutocompleteResponse),
  /** query sessiontoken, fields=address_components, placeid; 3 retries (adapter). */
  placeDetails: route('GET', `${MAPS}/details/json`, placeDetailsResponse),
} as const;

/** The fiat cash account (spec 001 §7; paths not shown are designed). */
const cashAccountRoutes = {
  createWallet: route('POST', `${FIAT}/create_wallet`, createWalletResponse, { body: z.object({ currency: z.string() }), timeoutMs: CREATE_WALLET_TIMEOUT_MS }),
  /** (design) the cash account of a currency; query currency. */
  cashAccountOverview: route('GET', `${FIAT}/cash_account`, cashAccountResponse),
  /** (design) the outstanding-balance status; query currency. */
  outstandingBalance: route('GET', `${FIAT}/outstanding_balance`, outstandingBalanceResponse),
  /** (design) the open-banking SDK's app id. */
  openBankingAppId: route('GET', `${FIAT}/open_banking/app_id`, openBankingAppIdResponse),
} as const;

/** Cash account setup, identity and KYC forms (spec 001 §7). */
export const kycRoutes = { ...formRoutes, ...identityRoutes, ...cashAccountRoutes } as const satisfies Record<string, Route<unknown, z.ZodMiniType>>;
