import { ErrorCode } from '../errors/error-codes';
import { type FieldKind, fieldKind, selectionLimit } from './field-kind';
import type { FormField } from './form-section';
import { chosenValues, type FieldValue, type FormValues, isEmptyValue, othersFieldName } from './form-values';
import { integerAnswer, isIntegerKeyboard, isIntegerText } from './integer-keyboard';
import { ruleHolds } from './json-logic';
import { matchesFieldPattern } from './posix-regex';

/** Why a field's answer is refused, with what the message needs (spec 001 §5, "Dynamic forms"). */
export type FieldError =
  | { readonly code: typeof ErrorCode.fieldRequired; readonly field: string; readonly placeholder: string | undefined }
  | { readonly code: typeof ErrorCode.checkboxRequired; readonly field: string }
  | { readonly code: typeof ErrorCode.fieldInvalid; readonly field: string }
  | { readonly code: typeof ErrorCode.fieldPatternMismatch; readonly field: string; readonly messageKey: string | undefined }
  | { readonly code: typeof ErrorCode.otherTextInvalid; readonly field: string; readonly messageKey: string | undefined }
  | { readonly code: typeof ErrorCode.tooManySelections; readonly field: string; readonly max: number }
  | { readonly code: typeof ErrorCode.optionBlocked; readonly field: string }
  | { readonly code: typeof ErrorCode.integerRequired; readonly field: string }
  | { readonly code: typeof ErrorCode.unsupportedFieldType; readonly field: string; readonly inputType: string };

/** Whether the field's json_logic_validation_fail_rule holds, i.e. the answers are refused; no rule never fails. */
export const failRuleHolds = (field: FormField, values: FormValues): boolean => {
  const rule = field.json_logic_validation_fail_rule;
  return rule !== undefined && rule !== null && ruleHolds(rule, values);
};

/**
 * Validates one field's answer (spec 001 §5, "Dynamic forms"): a required empty field is 'is
 * required' with its placeholder (a required checkbox has its own error); choices must be among
 * the options ('is invalid'), at most max_select of them; the text of an 'other' option must
 * match others_field.regex; text must match the field regex (POSIX classes converted), with the
 * custom error key when given; integer keyboards take whole numbers only; the fail rule blocks
 * the answer. An unsupported input type that is required is an error; optional, it is skipped.
 * Call it for shown, enabled fields only.
 */
export function validateField(field: FormField, values: FormValues): FieldError | undefined {
  const kind = fieldKind(field);
  if (kind === undefined) {
    return field.required === true ? { code: ErrorCode.unsupportedFieldType, field: field.name, inputType: field.input_type } : undefined;
  }
  const value = values[field.name];
  if (value === undefined || isEmptyValue(value)) {
    if (field.required !== true) return undefined;
    return kind === 'checkbox'
      ? { code: ErrorCode.checkboxRequired, field: field.name }
      : { code: ErrorCode.fieldRequired, field: field.name, placeholder: field.placeholder };
  }
  const error = validateValue(field, kind, value, values);
  if (error !== undefined) return error;
  return failRuleHolds(field, values) ? { code: ErrorCode.optionBlocked, field: field.name } : undefined;
}

function validateValue(field: FormField, kind: FieldKind, value: FieldValue, values: FormValues): FieldError | undefined {
  const invalid: FieldError = { code: ErrorCode.fieldInvalid, field: field.name };
  switch (kind) {
    case 'checkbox':
      return typeof value === 'boolean' ? undefined : invalid;
    case 'text':
      return typeof value === 'string' ? validateText(field, value) : invalid;
    case 'single':
      return typeof value === 'string' ? validateChoices(field, [value], values) : invalid;
    case 'multi':
      return Array.isArray(value) ? validateChoices(field, chosenValues(value), values) : invalid;
  }
}

/** Choice: an integer field's pattern is matched against the number without separators. */
function validateText(field: FormField, text: string): FieldError | undefined {
  let checked = text;
  if (isIntegerKeyboard(field)) {
    if (!isIntegerText(text.trim())) return { code: ErrorCode.integerRequired, field: field.name };
    checked = integerAnswer(text.trim());
  }
  if (!matchesFieldPattern(field.regex, checked)) {
    return { code: ErrorCode.fieldPatternMismatch, field: field.name, messageKey: field.regex_error_translation_key };
  }
  return undefined;
}

/** Choice: choosing the same option twice is invalid. */
function validateChoices(field: FormField, chosen: readonly string[], values: FormValues): FieldError | undefined {
  const options = field.options ?? [];
  const known = new Set(options.map((o) => o.value));
  if (!chosen.every((v) => known.has(v)) || new Set(chosen).size !== chosen.length) return { code: ErrorCode.fieldInvalid, field: field.name };
  const limit = selectionLimit(field);
  if (limit !== undefined && chosen.length > limit) return { code: ErrorCode.tooManySelections, field: field.name, max: limit };
  const other = options.find((o) => o.is_other === true && chosen.includes(o.value));
  if (other === undefined) return undefined;
  const text = values[othersFieldName(field)];
  const pattern = field.others_field?.regex;
  if (typeof text !== 'string' || text.trim() === '' || !matchesFieldPattern(pattern, text)) {
    return { code: ErrorCode.otherTextInvalid, field: field.name, messageKey: field.others_field?.regex_error_translation_key };
  }
  return undefined;
}
