import { describe, expect, it } from 'vitest';
import { fieldKind, isMultiSelect, selectionLimit } from '../../../domain/kyc/field-kind';
import { validateField } from '../../../domain/kyc/field-validation';
import type { FormField } from '../../../domain/kyc/form-section';

const text = (extra: Partial<FormField> = {}): FormField => ({ name: 'full_name', question_id: 'q1', input_type: 'text', placeholder: 'Full name', ...extra });
const select = (extra: Partial<FormField> = {}): FormField => ({
  name: 'occupation',
  question_id: 'q2',
  input_type: 'select',
  options: [{ value: 'engineer' }, { value: 'teacher' }, { value: 'other', is_other: true }],
  others_field: { regex: '^[[:alpha:][:space:]]+$', regex_error_translation_key: 'other_error' },
  ...extra,
});
const multi = (max: number): FormField => ({ ...select(), name: 'sources', input_type: 'multi_select', max_select: max });

describe('validateField', () => {
  it("a required empty field is 'is required' with the field placeholder", () => {
    const expected = { code: 'transfer_deposit_alert_title_tag_is_required', field: 'full_name', placeholder: 'Full name' };
    expect(validateField(text({ required: true }), {})).toEqual(expected);
    expect(validateField(text({ required: true }), { full_name: '   ' })).toEqual(expected);
    expect(validateField({ ...select({ required: true }), placeholder: 'Occupation' }, { occupation: '' })).toMatchObject({ placeholder: 'Occupation' });
  });

  it('an optional empty field is fine', () => {
    expect(validateField(text({ regex: '^[[:digit:]]+$' }), {})).toBeUndefined();
  });

  it('select values must be among the options', () => {
    expect(validateField(select(), { occupation: 'engineer' })).toBeUndefined();
    expect(validateField(select(), { occupation: 'pilot' })).toEqual({ code: 'kyc_form_field_invalid', field: 'occupation' });
    expect(validateField(select(), { occupation: ['engineer'] })).toEqual({ code: 'kyc_form_field_invalid', field: 'occupation' });
  });

  it('multi-select: every value among the options, at most max_select of them, -1 unlimited', () => {
    expect(validateField(multi(2), { sources: ['engineer', 'teacher'] })).toBeUndefined();
    expect(validateField(multi(2), { sources: ['engineer', 'pilot'] })).toMatchObject({ code: 'kyc_form_field_invalid' });
    expect(validateField(multi(2), { sources: ['engineer', 'teacher', 'other'], sources_other: 'Art' })).toEqual({
      code: 'kyc_form_too_many_selections',
      field: 'sources',
      max: 2,
    });
    expect(validateField(multi(-1), { sources: ['engineer', 'teacher', 'other'], sources_other: 'Art' })).toBeUndefined();
    expect(validateField(multi(2), { sources: ['engineer', 'engineer'] })).toMatchObject({ code: 'kyc_form_field_invalid' });
  });

  it("an 'other' option requires the other text to match others_field.regex", () => {
    expect(validateField(select(), { occupation: 'other', occupation_other: 'Sculptor' })).toBeUndefined();
    const error = { code: 'kyc_form_other_text_invalid', field: 'occupation', messageKey: 'other_error' };
    expect(validateField(select(), { occupation: 'other', occupation_other: 'R2D2' })).toEqual(error);
    expect(validateField(select(), { occupation: 'other' })).toEqual(error);
    expect(validateField(select(), { occupation: 'other', occupation_other: '  ' })).toEqual(error);
  });

  it('the other text is kept under others_field.name when given', () => {
    const field = select({ others_field: { name: 'occupation_text', regex: '^[[:alpha:]]+$' } });
    expect(validateField(field, { occupation: 'other', occupation_text: 'Sculptor' })).toBeUndefined();
  });

  it('text is matched against the regex (POSIX classes converted) with the custom error key', () => {
    const field = text({ regex: '^[[:alpha:][:space:]]+$', regex_error_translation_key: 'name_letters_only' });
    expect(validateField(field, { full_name: 'Jane Doe' })).toBeUndefined();
    expect(validateField(field, { full_name: 'Jane D0e' })).toEqual({
      code: 'kyc_form_field_pattern_mismatch',
      field: 'full_name',
      messageKey: 'name_letters_only',
    });
  });

  it('without a custom key the mismatch falls back to the invalid message (no key)', () => {
    expect(validateField(text({ regex: '^[[:digit:]]+$' }), { full_name: 'x' })).toEqual({
      code: 'kyc_form_field_pattern_mismatch',
      field: 'full_name',
      messageKey: undefined,
    });
  });

  it('a required checkbox left empty gives an error', () => {
    const box: FormField = { name: 'agree', question_id: 'q3', input_type: 'checkbox', required: true };
    expect(validateField(box, { agree: false })).toEqual({ code: 'kyc_form_checkbox_required', field: 'agree' });
    expect(validateField(box, {})).toEqual({ code: 'kyc_form_checkbox_required', field: 'agree' });
    expect(validateField(box, { agree: true })).toBeUndefined();
  });

  it('a json-logic fail rule blocks the answer', () => {
    const field = select({ json_logic_validation_fail_rule: { '==': [{ var: 'occupation' }, 'teacher'] } });
    expect(validateField(field, { occupation: 'teacher' })).toEqual({ code: 'kyc_form_option_blocked', field: 'occupation' });
    expect(validateField(field, { occupation: 'engineer' })).toBeUndefined();
  });

  it('integer keyboard fields have no decimals; a thousands separator is optional', () => {
    const field = text({ name: 'income', keyboard: { type: 'number', format_type: 'integer' } });
    expect(validateField(field, { income: '50000' })).toBeUndefined();
    expect(validateField(field, { income: '50,000' })).toBeUndefined();
    expect(validateField(field, { income: '500.5' })).toEqual({ code: 'kyc_form_integer_required', field: 'income' });
    expect(validateField(field, { income: '5,00' })).toEqual({ code: 'kyc_form_integer_required', field: 'income' });
  });

  it("an integer field's pattern is matched without separators", () => {
    const field = text({ name: 'income', keyboard: { type: 'number', format_type: 'thousand_separator' }, regex: '^[[:digit:]]{4,}$' });
    expect(validateField(field, { income: '1,234' })).toBeUndefined();
  });

  it('an unsupported input type is an error value when required, skipped when optional', () => {
    const field: FormField = { name: 'sig', question_id: 'q4', input_type: 'signature', required: true };
    expect(validateField(field, {})).toEqual({ code: 'kyc_form_unsupported_field_type', field: 'sig', inputType: 'signature' });
    expect(validateField({ ...field, required: false }, {})).toBeUndefined();
  });
});

describe('field kinds', () => {
  it('multi-select when max_select is above 1 or -1', () => {
    expect(isMultiSelect(select({ max_select: 2 }))).toBe(true);
    expect(isMultiSelect(select({ max_select: -1 }))).toBe(true);
    expect(isMultiSelect(select({ max_select: 1 }))).toBe(false);
    expect(isMultiSelect(select())).toBe(false);
    expect(isMultiSelect({ ...select(), input_type: 'multi_select' })).toBe(true);
  });

  it('kinds by input type, and the selection limit', () => {
    expect(fieldKind(text())).toBe('text');
    expect(fieldKind(select())).toBe('single');
    expect(fieldKind(multi(3))).toBe('multi');
    expect(fieldKind({ name: 'c', question_id: 'q', input_type: 'checkbox' })).toBe('checkbox');
    expect(fieldKind({ ...select(), input_type: 'checkbox' })).toBe('multi');
    expect(fieldKind({ name: 'x', question_id: 'q', input_type: 'hologram' })).toBeUndefined();
    expect(selectionLimit(multi(3))).toBe(3);
    expect(selectionLimit(multi(-1))).toBeUndefined();
    expect(selectionLimit(select())).toBe(1);
  });
});
