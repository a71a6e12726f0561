import { ErrorCode } from '../errors/error-codes';
import { activeFields } from './field-activity';
import type { FieldError } from './field-validation';
import { validateField } from './field-validation';
import type { FormSection } from './form-section';
import type { FormValues } from './form-values';

export interface SectionValidation {
  /** Errors of the shown, enabled fields, by field name, in field order. */
  readonly errors: ReadonlyMap<string, FieldError>;
  /** Submit is disabled until every shown, enabled field is valid (spec 001 §5). */
  readonly canSubmit: boolean;
  /** Required fields whose input type is not supported: for the error callback (spec 001 §5). */
  readonly unsupported: readonly FieldError[];
}

/** Validates a section over the current answers; hidden and disabled fields are skipped (spec 001 §5). */
export function validateSection(section: FormSection, values: FormValues): SectionValidation {
  const errors = new Map<string, FieldError>();
  for (const field of activeFields(section, values)) {
    const error = validateField(field, values);
    if (error !== undefined) errors.set(field.name, error);
  }
  const unsupported = [...errors.values()].filter((e) => e.code === ErrorCode.unsupportedFieldType);
  return { errors, canSubmit: errors.size === 0, unsupported };
}
