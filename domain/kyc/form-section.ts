import type { JsonLogicRule } from './json-logic';

/** An option of a select, radio or multi-select field (spec 001 §3, "Form field"). */
export interface FieldOption {
  readonly value: string;
  readonly translation_key?: string;
  readonly is_other?: boolean;
  readonly id?: string;
  readonly meta?: unknown;
}

/** The free-text field shown with an 'other' option (spec 001 §3). Choice: its answer is sent under `name`, or `<field name>_other`. */
export interface OthersField {
  readonly name?: string;
  readonly regex?: string;
  readonly regex_error_translation_key?: string;
  readonly placeholder?: string;
}

/** A dynamic KYC form field (spec 001 §3, "Form field"). */
export interface FormField {
  readonly name: string;
  readonly question_id: string;
  readonly input_type: string;
  readonly required?: boolean;
  readonly hidden?: boolean;
  /** Choice: the placeholder named by the 'is required' message (spec 001 §5). */
  readonly placeholder?: string;
  readonly options?: readonly FieldOption[];
  /** Options load separately from `{options_key}_{name}.json` (spec 001 §3, "KYC question field (options-loading variant)"). */
  readonly options_key?: string;
  readonly max_select?: number;
  readonly regex?: string;
  readonly regex_error_translation_key?: string;
  readonly others_field?: OthersField;
  readonly keyboard?: { readonly type?: string; readonly format_type?: string };
  readonly visibility_rule?: JsonLogicRule;
  readonly enablement_rule?: JsonLogicRule;
  readonly json_logic_validation_fail_rule?: JsonLogicRule;
  readonly encryption?: string;
  readonly searchbar_enabled?: boolean;
  readonly on_change?: { readonly clear?: readonly string[] };
  readonly poa_provider?: string;
}

/** A dynamic KYC form section (spec 001 §3, "Form section"). */
export interface FormSection {
  readonly section_id: string;
  readonly fields: readonly FormField[];
  readonly section_title?: string;
  readonly section_description?: string;
  readonly section_cta?: string;
  readonly hidden_cta_button?: boolean;
  readonly submission_url?: string;
  readonly action?: string;
}

/** The form submit to a URL ending /v1/kyc/cpf/submission uses the CPF submission call (spec 001 §7). */
export const CPF_SUBMISSION_SUFFIX = '/v1/kyc/cpf/submission';

export const submitsToCpf = (section: FormSection): boolean => section.submission_url?.endsWith(CPF_SUBMISSION_SUFFIX) === true;
