import { OPEN_BANKING_INPUT } from '../../../../domain/kyc/field-kind';
import { CPF_SUBMISSION_SUFFIX } from '../../../../domain/kyc/form-section';
import { AES_256_CBC } from '../../../../domain/kyc/form-answers';
import type { FormField, FormSection } from '../../../../domain/kyc/form-section';
import type { FormFieldWire, FormSectionWire } from '../../../http/schemas/kyc';
import { OPTIONS_KEY, optionList, servesOptions } from './kyc-options';

/** The feature flag that adds the address search field (firebase_feature_flags[], spec 001 §7). Choice. */
export const ADDRESS_SEARCH_FLAG = 'kyc_address_autocomplete';

const text = (name: string, extra: Partial<FormField> = {}): FormField => ({
  name,
  question_id: `q_${name}`,
  input_type: 'text',
  required: true,
  placeholder: `kyc_${name}_placeholder`,
  ...extra,
});
const select = (name: string, extra: Partial<FormField> = {}): FormField => text(name, { input_type: 'select', searchbar_enabled: true, ...extra });
const NAME = "^[[:alpha:] .'-]{1,50}$";
const employed = { in: [{ var: 'employment_status' }, ['employed', 'self_employed']] };

/** The proof of income answered by connecting a bank: the open-banking section follows. Choice. */
export const INCOME_BY_BANK = 'bank_connection';
/** The open-banking field: its answer is the SDK credential's token whose page connected a bank. */
export const BANK_CONNECTION_FIELD = 'bank_connection';

const ADDRESS_FIELDS = ['address_search', 'address_line_1', 'address_line_2', 'city', 'state', 'postal_code'];

/**
 * The sandbox's forms, one definition per section id: every field kind the domain knows (text,
 * date, number with an integer keyboard, select from the options CDN, radio, multi-select with an
 * 'other' text, address search, checkbox), json-logic visibility, enablement and fail rules,
 * POSIX regexes, on_change clearing, aes_256_cbc encryption, a CPF submission URL and an
 * open-banking step (its SDK's token as the answer).
 */
const SECTIONS: Readonly<Record<string, FormSection>> = {
  personal_details: {
    section_id: 'personal_details',
    section_title: 'kyc_personal_details_title',
    section_cta: 'kyc_continue',
    fields: [
      text('first_name', { regex: NAME, regex_error_translation_key: 'kyc_name_invalid' }),
      text('last_name', { regex: NAME, regex_error_translation_key: 'kyc_name_invalid' }),
      text('date_of_birth', { input_type: 'date', regex: '^[[:digit:]]{4}-[[:digit:]]{2}-[[:digit:]]{2}$' }),
      select('nationality', { json_logic_validation_fail_rule: { '==': [{ var: 'nationality' }, 'KP'] } }),
      text('ssn', { regex: '^[[:digit:]]{9}$', encryption: AES_256_CBC, visibility_rule: { '==': [{ var: 'nationality' }, 'US'] } }),
      { name: 'fiat_terms', question_id: 'q_fiat_terms', input_type: 'checkbox', required: true },
    ],
  },
  residential_address: {
    section_id: 'residential_address',
    section_title: 'kyc_residential_address_title',
    fields: [
      select('country', { on_change: { clear: ADDRESS_FIELDS } }),
      text('address_search', { input_type: 'address_search', required: false, poa_provider: 'google_places', visibility_rule: { '!!': { var: 'country' } } }),
      text('address_line_1', { regex: '^.{3,100}$' }),
      text('address_line_2', { required: false }),
      text('city', { regex: '^.{2,60}$' }),
      select('state', { visibility_rule: { '==': [{ var: 'country' }, 'US'] } }),
      text('postal_code', { regex: '^[[:alnum:] -]{3,10}$' }),
    ],
  },
  employment: {
    section_id: 'employment',
    section_title: 'kyc_employment_title',
    fields: [
      select('employment_status', { searchbar_enabled: false, on_change: { clear: ['employer_name', 'occupation'] } }),
      text('employer_name', { visibility_rule: { '==': [{ var: 'employment_status' }, 'employed'] } }),
      select('occupation', {
        visibility_rule: employed,
        others_field: { name: 'occupation_other', regex: '^[[:alpha:][:space:]-]{3,60}$', regex_error_translation_key: 'kyc_occupation_other_invalid' },
      }),
      select('annual_income', { searchbar_enabled: false }),
      text('source_of_funds', {
        input_type: 'multi_select',
        max_select: 3,
        json_logic_validation_fail_rule: { and: [{ '==': [{ var: 'employment_status' }, 'unemployed'] }, { in: ['salary', { var: 'source_of_funds' }] }] },
      }),
      text('source_of_funds_detail', { input_type: 'textarea', regex: '^.{5,200}$', enablement_rule: { in: ['other', { var: 'source_of_funds' }] } }),
      text('expected_monthly_deposit', { input_type: 'number', keyboard: { type: 'number', format_type: 'thousand_separator' }, regex: '^[[:digit:]]{1,9}$' }),
    ],
  },
  cpf_details: {
    section_id: 'cpf_details',
    section_title: 'kyc_cpf_details_title',
    submission_url: `/api/proxy/private/kyc${CPF_SUBMISSION_SUFFIX}`,
    fields: [
      text('nric', { regex: '^[STFG][[:digit:]]{7}[A-Z]$', encryption: AES_256_CBC }),
      text('cpf_contributor', {
        input_type: 'radio',
        options: [
          { value: 'yes', translation_key: 'kyc_yes' },
          { value: 'no', translation_key: 'kyc_no' },
        ],
      }),
    ],
  },
  review: {
    section_id: 'review',
    action: 'review',
    section_title: 'kyc_review_title',
    section_cta: 'kyc_submit',
    fields: [{ name: 'declaration', question_id: 'q_declaration', input_type: 'checkbox', required: true }],
  },
  edd_source_of_wealth: {
    section_id: 'edd_source_of_wealth',
    section_title: 'kyc_edd_title',
    fields: [
      select('source_of_wealth', { input_type: 'multi_select', max_select: -1, others_field: { regex: '^[[:alpha:][:space:]]{3,60}$' } }),
      text('wealth_amount', { input_type: 'number', keyboard: { type: 'number', format_type: 'integer' } }),
      text('wealth_explanation', { input_type: 'textarea', regex: '^.{20,500}$' }),
    ],
  },
  additional_information: {
    section_id: 'additional_information',
    section_title: 'kyc_additional_information_title',
    fields: [
      text('income_proof_type', {
        input_type: 'radio',
        options: ['payslip', 'tax_return', 'bank_statement', INCOME_BY_BANK].map((value) => ({ value, translation_key: `kyc_income_proof_${value}` })),
      }),
      text('income_explanation', { input_type: 'textarea', regex: '^.{10,500}$' }),
    ],
  },
  income_bank_connection: {
    section_id: 'income_bank_connection',
    section_title: 'kyc_income_bank_connection_title',
    section_description: 'kyc_income_bank_connection_description',
    hidden_cta_button: true,
    fields: [{ name: BANK_CONNECTION_FIELD, question_id: 'q_bank_connection', input_type: OPEN_BANKING_INPUT, required: true }],
  },
};

export const isSectionId = (id: string): boolean => Object.hasOwn(SECTIONS, id);

const definition = (id: string): FormSection => {
  const section = SECTIONS[id];
  if (section === undefined) throw new Error(`no KYC section ${id}`);
  return section;
};

/** The section with its CDN lists filled in: what the server validates answers against. */
export function validationSection(id: string): FormSection {
  const section = definition(id);
  return { ...section, fields: section.fields.map((f) => (servesOptions(f.name) ? { ...f, options: [...(optionList(OPTIONS_KEY, f.name) ?? [])] } : f)) };
}

/** The section as served: CDN lists named by options_key (options load separately); the address search only behind its flag. */
export function servedSection(id: string, flags: readonly string[]): FormSectionWire {
  const section = definition(id);
  const fields = section.fields.filter((f) => f.input_type !== 'address_search' || flags.includes(ADDRESS_SEARCH_FLAG));
  return { ...section, fields: fields.map(toWire) };
}

const toWire = (field: FormField): FormFieldWire => (servesOptions(field.name) ? { ...field, options_key: OPTIONS_KEY } : field) as FormFieldWire;
