import { describe, expect, it } from 'vitest';
import { activeFields, isFieldEnabled, isFieldVisible } from '../../../domain/kyc/field-activity';
import { buildAnswers } from '../../../domain/kyc/form-answers';
import type { FormField, FormSection } from '../../../domain/kyc/form-section';
import { validateSection } from '../../../domain/kyc/form-validation';
import { changeValue, isEmptyValue } from '../../../domain/kyc/form-values';
import { optionStates } from '../../../domain/kyc/field-options';

const field = (name: string, extra: Partial<FormField> = {}): FormField => ({ name, question_id: `q_${name}`, input_type: 'text', ...extra });
const employment = field('employment', {
  input_type: 'select',
  required: true,
  options: [{ value: 'employed' }, { value: 'student' }],
  on_change: { clear: ['employer'] },
});
const employer = field('employer', { required: true, visibility_rule: { '==': [{ var: 'employment' }, 'employed'] } });
const ssn = field('ssn', { required: true, encryption: 'aes_256_cbc', enablement_rule: { '==': [{ var: 'country' }, 'US'] } });
const section: FormSection = { section_id: 'work', fields: [employment, employer, ssn] };

describe('visibility and enablement', () => {
  it('visibility_rule and enablement_rule are JSON logic over the current answers', () => {
    expect(isFieldVisible(employer, { employment: 'employed' })).toBe(true);
    expect(isFieldVisible(employer, { employment: 'student' })).toBe(false);
    expect(isFieldEnabled(ssn, { country: 'US' })).toBe(true);
    expect(isFieldEnabled(ssn, { country: 'GB' })).toBe(false);
  });

  it('a hidden field is never shown', () => {
    expect(isFieldVisible(field('x', { hidden: true }), {})).toBe(false);
  });

  it('hidden and disabled fields are skipped', () => {
    expect(activeFields(section, { employment: 'student', country: 'GB' }).map((f) => f.name)).toEqual(['employment']);
  });
});

describe('validateSection', () => {
  it('submit is disabled until every shown, enabled field is valid', () => {
    expect(validateSection(section, { country: 'US' }).canSubmit).toBe(false);
    expect(validateSection(section, { employment: 'employed', country: 'US', ssn: '123' }).canSubmit).toBe(false);
    expect(validateSection(section, { employment: 'employed', employer: 'ACME', country: 'US', ssn: '123' }).canSubmit).toBe(true);
  });

  it('required fields that are hidden or disabled do not block submit', () => {
    const v = validateSection(section, { employment: 'student', country: 'GB' });
    expect(v.canSubmit).toBe(true);
    expect([...v.errors.keys()]).toEqual([]);
  });

  it('reports errors by field and the unsupported required fields for the error callback', () => {
    const withSignature: FormSection = { ...section, fields: [...section.fields, field('sig', { input_type: 'signature', required: true })] };
    const v = validateSection(withSignature, { employment: 'student' });
    expect(v.canSubmit).toBe(false);
    expect(v.unsupported).toEqual([{ code: 'kyc_form_unsupported_field_type', field: 'sig', inputType: 'signature' }]);
  });
});

describe('buildAnswers', () => {
  it('builds {question_id, field_name, field_answer} for shown, enabled fields only', () => {
    const answers = buildAnswers(section, { employment: 'student', employer: 'ACME', country: 'GB', ssn: '123-45-6789' });
    expect(answers).toEqual([{ answer: { question_id: 'q_employment', field_name: 'employment', field_answer: 'student' }, encrypt: false }]);
  });

  it('flags aes_256_cbc fields for encryption', () => {
    const answers = buildAnswers(section, { employment: 'employed', employer: 'ACME', country: 'US', ssn: '123-45-6789' });
    expect(answers.map((a) => [a.answer.field_name, a.encrypt])).toEqual([
      ['employment', false],
      ['employer', false],
      ['ssn', true],
    ]);
  });

  it('a multi-select is sent as field_answers', () => {
    const s: FormSection = {
      section_id: 's',
      fields: [field('sources', { input_type: 'multi_select', max_select: -1, options: [{ value: 'a' }, { value: 'b' }] })],
    };
    expect(buildAnswers(s, { sources: ['a', 'b'] })).toEqual([
      { answer: { question_id: 'q_sources', field_name: 'sources', field_answers: ['a', 'b'] }, encrypt: false },
    ]);
  });

  it("the text of a chosen 'other' option is sent as its own answer", () => {
    const s: FormSection = {
      section_id: 's',
      fields: [field('job', { input_type: 'select', options: [{ value: 'dev' }, { value: 'other', is_other: true }] })],
    };
    expect(buildAnswers(s, { job: 'other', job_other: ' Sculptor ' }).map((a) => a.answer)).toEqual([
      { question_id: 'q_job', field_name: 'job', field_answer: 'other' },
      { question_id: 'q_job', field_name: 'job_other', field_answer: 'Sculptor' },
    ]);
    expect(buildAnswers(s, { job: 'dev', job_other: 'Sculptor' }).map((a) => a.answer.field_name)).toEqual(['job']);
  });

  it("a ticked checkbox is sent as 'true'; an unticked or empty field is not sent", () => {
    const s: FormSection = { section_id: 's', fields: [field('agree', { input_type: 'checkbox' }), field('note')] };
    expect(buildAnswers(s, { agree: true, note: '  ' }).map((a) => a.answer)).toEqual([{ question_id: 'q_agree', field_name: 'agree', field_answer: 'true' }]);
    expect(buildAnswers(s, { agree: false })).toEqual([]);
  });

  it('an integer is sent without separators', () => {
    const s: FormSection = { section_id: 's', fields: [field('income', { keyboard: { type: 'number', format_type: 'thousand_separator' } })] };
    expect(buildAnswers(s, { income: '1,250,000' }).map((a) => a.answer)).toEqual([{ question_id: 'q_income', field_name: 'income', field_answer: '1250000' }]);
  });

  it('unsupported input types are not sent', () => {
    const s: FormSection = { section_id: 's', fields: [field('sig', { input_type: 'signature' })] };
    expect(buildAnswers(s, { sig: 'scribble' })).toEqual([]);
  });
});

describe('option states', () => {
  const sources = field('sources', { input_type: 'multi_select', max_select: 2, options: [{ value: 'a' }, { value: 'b' }, { value: 'c' }] });

  it('a multi-select disables the remaining boxes once max_select are chosen', () => {
    expect(optionStates(sources, { sources: ['a'] }).map((o) => o.disabled)).toEqual([false, false, false]);
    expect(optionStates(sources, { sources: ['a', 'b'] }).map((o) => [o.option.value, o.selected, o.disabled])).toEqual([
      ['a', true, false],
      ['b', true, false],
      ['c', false, true],
    ]);
  });

  it('-1 is unlimited: no box is ever disabled for the count', () => {
    expect(optionStates({ ...sources, max_select: -1 }, { sources: ['a', 'b', 'c'] }).some((o) => o.disabled)).toBe(false);
  });

  it('an option the json-logic fail rule refuses is blocked', () => {
    const blocking = { ...sources, json_logic_validation_fail_rule: { in: ['c', { var: 'sources' }] } };
    expect(optionStates(blocking, { sources: [] }).map((o) => [o.option.value, o.blocked, o.disabled])).toEqual([
      ['a', false, false],
      ['b', false, false],
      ['c', true, true],
    ]);
  });
});

describe('changing a value', () => {
  it('sets the answer and clears the fields on_change.clear names, with their other text', () => {
    const next = changeValue(section, { employment: 'employed', employer: 'ACME', employer_other: 'x' }, 'employment', 'student');
    expect(next).toEqual({ employment: 'student' });
  });

  it('empty means missing, blank text, no option or an unticked box', () => {
    expect([undefined, '', '  ', [], false].every(isEmptyValue)).toBe(true);
    expect(['a', ['a'], true].some(isEmptyValue)).toBe(false);
  });
});
