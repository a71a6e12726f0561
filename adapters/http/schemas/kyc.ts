import * as z from 'zod/mini';
import { KYC_STATUSES } from '../../../domain/kyc/kyc-status';
import { currency } from './common';
import { moneyString } from './money';

/** Wire shapes of the cash account setup, identity and KYC calls (spec 001 §3, §7). */

const strings = z.array(z.string());

export const fieldOption = z.object({
  value: z.string(),
  translation_key: z.optional(z.string()),
  is_other: z.optional(z.boolean()),
  id: z.optional(z.string()),
  meta: z.optional(z.unknown()),
});

/** A form field (spec 001 §3 "Form field"), with options_key for lists loaded from the options CDN. */
export const formField = z.object({
  name: z.string(),
  question_id: z.string(),
  input_type: z.string(),
  required: z.optional(z.boolean()),
  hidden: z.optional(z.boolean()),
  placeholder: z.optional(z.string()),
  options: z.optional(z.array(fieldOption)),
  options_key: z.optional(z.string()),
  max_select: z.optional(z.number().check(z.int())),
  regex: z.optional(z.string()),
  regex_error_translation_key: z.optional(z.string()),
  others_field: z.optional(
    z.object({
      name: z.optional(z.string()),
      regex: z.optional(z.string()),
      regex_error_translation_key: z.optional(z.string()),
      placeholder: z.optional(z.string()),
    }),
  ),
  keyboard: z.optional(z.object({ type: z.optional(z.string()), format_type: z.optional(z.string()) })),
  visibility_rule: z.optional(z.unknown()),
  enablement_rule: z.optional(z.unknown()),
  json_logic_validation_fail_rule: z.optional(z.unknown()),
  encryption: z.optional(z.string()),
  searchbar_enabled: z.optional(z.boolean()),
  on_change: z.optional(z.object({ clear: z.optional(strings) })),
  poa_provider: z.optional(z.string()),
});
export type FormFieldWire = z.input<typeof formField>;

/** A form section (spec 001 §3 "Form section"). */
export const formSection = z.object({
  section_id: z.string(),
  fields: z.array(formField),
  section_title: z.optional(z.string()),
  section_description: z.optional(z.string()),
  section_cta: z.optional(z.string()),
  hidden_cta_button: z.optional(z.boolean()),
  submission_url: z.optional(z.string()),
  action: z.optional(z.string()),
});
export type FormSectionWire = z.input<typeof formSection>;

/** An answer (spec 001 §3 "Answers"): field_answer or field_answers. */
export const fieldAnswer = z.object({ field_name: z.string(), field_answer: z.optional(z.string()), field_answers: z.optional(strings) });
export type AnswerWire =
  { question_id: string; field_name: string; field_answer: string } | { question_id: string; field_name: string; field_answers: string[] };

/** What a submit or a poll answers: an optional next section with its status, an optional result (spec 001 §4). */
export const sectionResponse = z.object({
  ok: z.literal(true),
  next_section: z.optional(z.object({ status: z.string(), section: formSection })),
  result: z.optional(
    z.object({
      type: z.string(),
      max_attempts: z.optional(z.number().check(z.int())),
      interval_millis: z.optional(z.number().check(z.int())),
      trigger: z.optional(z.string()),
    }),
  ),
});
export type SectionResponseWire = z.input<typeof sectionResponse>;

export const sectionFetchResponse = z.object({ ok: z.literal(true), section: formSection });

export const previewResponse = z.object({
  ok: z.literal(true),
  preview: z.object({
    section: formSection,
    answers: z.array(fieldAnswer),
    fields: z.array(z.object({ name: z.string(), visible: z.boolean(), enabled: z.boolean() })),
  }),
});

export const overviewResponse = z.object({
  ok: z.literal(true),
  overview: z.object({
    header: z.optional(z.string()),
    display_type: z.optional(z.string()),
    title_translation_key: z.string(),
    description_translation_key: z.string(),
    bullet_points: strings,
    restricted_features: strings,
  }),
});

/** The options CDN file: a bare list under items (spec 001 §3, no ok envelope). */
export const optionsFile = z.object({ items: z.array(fieldOption) });

const kycStatus = z.enum(KYC_STATUSES);
export const identityResponse = z.object({ ok: z.literal(true), identity: z.object({ kyc_status: kycStatus, restricted_features: strings }) });

export const kycAddress = z.object({
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export const addressConversionResponse = z.object({ ok: z.literal(true), address: kycAddress });

export const providerAnswersResponse = z.object({ ok: z.literal(true), answers: z.array(fieldAnswer) });

export const onfidoResponse = z.object({
  ok: z.literal(true),
  onfido: z.object({ application_id: z.string(), sdk_token: z.string(), workflow_run_id: z.string() }),
});

export const myInfoPerson = z.object({
  uinfin: z.string(),
  name: z.string(),
  dob: z.string(),
  nationality: z.string(),
  residentialstatus: z.string(),
  regadd: z.object({ block: z.string(), street: z.string(), building: z.string(), postal: z.string(), country: z.string() }),
});
export type MyInfoPersonWire = z.input<typeof myInfoPerson>;
export const myInfoPersonResponse = z.object({ ok: z.literal(true), person: myInfoPerson });
export const myInfoPemResponse = z.object({ ok: z.literal(true), pem: z.string() });

export const singpassApplicationResponse = z.object({ ok: z.literal(true), application: z.object({ application_id: z.string(), state: z.string() }) });
export const singpassCheckResponse = z.object({ ok: z.literal(true), check: z.object({ eligible: z.boolean(), reasons: strings }) });

export const verificationStateResponse = z.object({
  ok: z.literal(true),
  verification_state: z.object({ state: z.string(), provider: z.optional(z.string()) }),
});

export const webViewTokensResponse = z.object({
  ok: z.literal(true),
  tokens: z.object({ access_token: z.string(), token_type: z.string(), expires_in: z.number().check(z.int(), z.positive()) }),
});

/** Google Maps' place autocomplete and details (spec 001 §7): a status instead of ok. */
export const placeStatus = z.enum(['OK', 'ZERO_RESULTS', 'INVALID_REQUEST', 'NOT_FOUND']);
export const placeAutocompleteResponse = z.object({
  status: placeStatus,
  predictions: z.array(z.object({ place_id: z.string(), description: z.string() })),
});
export const addressComponent = z.object({ long_name: z.string(), short_name: z.string(), types: strings });
export type AddressComponentWire = z.input<typeof addressComponent>;
export const placeDetailsResponse = z.object({
  status: placeStatus,
  result: z.optional(z.object({ address_components: z.array(addressComponent) })),
});

/** create_wallet (spec 001 §3 "Cash account creation result"). */
export const createWalletResponse = z.object({
  ok: z.literal(true),
  wallet: z.object({ currency, state: z.string() }),
  additional_info: z.optional(z.object({ triggered_by: z.string(), restricted_features: strings, edd: z.boolean() })),
});

export const cashAccountResponse = z.object({ ok: z.literal(true), cash_account: z.object({ currency, state: z.string(), kyc_status: kycStatus }) });

export const outstandingBalanceResponse = z.object({
  ok: z.literal(true),
  outstanding_balance: z.object({ currency, amount: moneyString, payment_networks: strings }),
});

export const openBankingAppIdResponse = z.object({ ok: z.literal(true), app_id: z.string() });
