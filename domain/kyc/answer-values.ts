import { fieldKind } from './field-kind';
import type { FormAnswer } from './form-answers';
import type { FormSection } from './form-section';
import { type FieldValue, type FormValues, othersFieldName } from './form-values';

/** A field name the section does not ask for (neither a field nor a field's 'other' text). */
export interface UnknownAnswer {
  readonly code: 'unknown_field';
  readonly fieldName: string;
}

/**
 * Reads answers as sent (spec 001 §3 "Answers") back into form values, the inverse of
 * buildAnswers: field_answers is a list of choices, a checkbox's 'true' is a tick, any other
 * field_answer is the text or the single choice; an 'other' text is kept under its own name.
 * Answers naming a field the section does not have are refused.
 * Choice: a later answer for the same field replaces an earlier one.
 */
export function valuesFromAnswers(section: FormSection, answers: readonly FormAnswer[]): { values: FormValues } | UnknownAnswer {
  const values: Record<string, FieldValue> = {};
  const others = new Set(section.fields.map(othersFieldName));
  for (const answer of answers) {
    const field = section.fields.find((f) => f.name === answer.field_name);
    if (field === undefined && !others.has(answer.field_name)) return { code: 'unknown_field', fieldName: answer.field_name };
    if ('field_answers' in answer) values[answer.field_name] = [...answer.field_answers];
    else values[answer.field_name] = field !== undefined && fieldKind(field) === 'checkbox' ? answer.field_answer === 'true' : answer.field_answer;
  }
  return { values };
}
