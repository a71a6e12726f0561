import { isFieldActive } from './field-activity';
import { fieldKind } from './field-kind';
import type { FormField, FormSection } from './form-section';
import { chosenValues, type FieldValue, type FormValues, isEmptyValue, othersFieldName } from './form-values';
import { integerAnswer, isIntegerKeyboard } from './integer-keyboard';

/** An answer as sent (spec 001 §3, "Answers"). */
export type FormAnswer =
  | { readonly question_id: string; readonly field_name: string; readonly field_answer: string }
  | { readonly question_id: string; readonly field_name: string; readonly field_answers: readonly string[] };

/** The encryption fields may ask for before sending (spec 001 §5). */
export const AES_256_CBC = 'aes_256_cbc';

/** An answer and whether it must be encrypted (aes_256_cbc) before it is sent; the encryption is the adapter's. */
export interface PreparedAnswer {
  readonly answer: FormAnswer;
  readonly encrypt: boolean;
}

/**
 * The answers of a section (spec 001 §3, §5): one per shown, enabled, supported field with a
 * non-empty answer; hidden and disabled fields are never sent. Text is sent trimmed (integers
 * without separators), a single choice as field_answer, several as field_answers, a ticked box
 * as 'true'; the text of a chosen 'other' option is sent as its own answer under the others
 * field's name with the same question_id. Fields marked aes_256_cbc are flagged for encryption.
 */
export function buildAnswers(section: FormSection, values: FormValues): PreparedAnswer[] {
  const answers: PreparedAnswer[] = [];
  for (const field of section.fields) {
    const value = values[field.name];
    if (value === undefined || isEmptyValue(value) || !isFieldActive(field, values)) continue;
    const answer = answerOf(field, value);
    if (answer === undefined) continue;
    const encrypt = field.encryption === AES_256_CBC;
    answers.push({ answer, encrypt });
    const other = otherTextAnswer(field, value, values);
    if (other !== undefined) answers.push({ answer: other, encrypt });
  }
  return answers;
}

function answerOf(field: FormField, value: FieldValue): FormAnswer | undefined {
  const base = { question_id: field.question_id, field_name: field.name };
  switch (fieldKind(field)) {
    case 'text':
      if (typeof value !== 'string') return undefined;
      return { ...base, field_answer: isIntegerKeyboard(field) ? integerAnswer(value.trim()) : value.trim() };
    case 'single':
      return typeof value === 'string' ? { ...base, field_answer: value } : undefined;
    case 'multi':
      return Array.isArray(value) ? { ...base, field_answers: chosenValues(value) } : undefined;
    case 'checkbox':
      return value === true ? { ...base, field_answer: 'true' } : undefined;
    case undefined:
      return undefined;
  }
}

function otherTextAnswer(field: FormField, value: FieldValue, values: FormValues): FormAnswer | undefined {
  const chosen = chosenValues(value);
  const otherChosen = (field.options ?? []).some((o) => o.is_other === true && chosen.includes(o.value));
  const text = values[othersFieldName(field)];
  if (!otherChosen || typeof text !== 'string' || text.trim() === '') return undefined;
  return { question_id: field.question_id, field_name: othersFieldName(field), field_answer: text.trim() };
}
