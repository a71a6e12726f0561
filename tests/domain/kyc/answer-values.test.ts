import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valuesFromAnswers } from '../../../domain/kyc/answer-values';
import { isFieldActive } from '../../../domain/kyc/field-activity';
import { fieldKind } from '../../../domain/kyc/field-kind';
import { buildAnswers } from '../../../domain/kyc/form-answers';
import type { FormSection } from '../../../domain/kyc/form-section';
import { chosenValues, isEmptyValue } from '../../../domain/kyc/form-values';
import { integerAnswer, isIntegerKeyboard } from '../../../domain/kyc/integer-keyboard';
import { formSection, formValues } from '../../arbitraries/kyc';

const SECTION: FormSection = {
  section_id: 's',
  fields: [
    { name: 'name', question_id: 'q1', input_type: 'text' },
    { name: 'terms', question_id: 'q2', input_type: 'checkbox' },
    { name: 'funds', question_id: 'q3', input_type: 'multi_select', options: [{ value: 'a' }, { value: 'other', is_other: true }] },
  ],
};

describe('valuesFromAnswers: answers as sent read back as form values (spec 001 §3 "Answers")', () => {
  it('reads text, a tick, a list of choices and an other text', () => {
    const read = valuesFromAnswers(SECTION, [
      { question_id: 'q1', field_name: 'name', field_answer: 'Jane' },
      { question_id: 'q2', field_name: 'terms', field_answer: 'true' },
      { question_id: 'q3', field_name: 'funds', field_answers: ['a', 'other'] },
      { question_id: 'q3', field_name: 'funds_other', field_answer: 'Lottery' },
    ]);
    expect(read).toEqual({ values: { name: 'Jane', terms: true, funds: ['a', 'other'], funds_other: 'Lottery' } });
  });

  it('refuses an answer naming a field the section does not ask for', () => {
    expect(valuesFromAnswers(SECTION, [{ question_id: 'q9', field_name: 'salary', field_answer: '1' }])).toEqual({
      code: 'unknown_field',
      fieldName: 'salary',
    });
  });

  it('round trip: every answer buildAnswers sends reads back as the value it was sent from (trimmed, integers without separators)', () => {
    fc.assert(
      fc.property(formSection, formValues, (section, values) => {
        const read = valuesFromAnswers(
          section,
          buildAnswers(section, values).map((a) => a.answer),
        );
        if ('code' in read) throw new Error(`refused ${read.fieldName}`);
        for (const field of section.fields) {
          const value = values[field.name];
          if (value === undefined || isEmptyValue(value) || !isFieldActive(field, values) || read.values[field.name] === undefined) continue;
          const kind = fieldKind(field);
          if (kind === 'text' && typeof value === 'string')
            expect(read.values[field.name]).toBe(isIntegerKeyboard(field) ? integerAnswer(value.trim()) : value.trim());
          if (kind === 'multi') expect(read.values[field.name]).toEqual(chosenValues(value));
          if (kind === 'single' || kind === 'checkbox') expect(read.values[field.name]).toEqual(value);
        }
      }),
    );
  });
});
