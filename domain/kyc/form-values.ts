import type { FormField, FormSection } from './form-section';

/** A field's current answer: text, one option value, several option values, or a tick. */
export type FieldValue = string | readonly string[] | boolean;

/** The current answers by field name; the text of an 'other' option is kept under othersFieldName. */
export type FormValues = Readonly<Record<string, FieldValue>>;

/** Where the text of an 'other' option is kept and sent: others_field.name, else `<name>_other`. */
export const othersFieldName = (field: FormField): string => field.others_field?.name ?? `${field.name}_other`;

/** An answer counts as empty when it is missing, blank text, no option or an unticked box. */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'boolean') return false;
  return value.length === 0;
}

/** The option values chosen, whatever the kind of value. */
export const chosenValues = (value: FieldValue | undefined): readonly string[] =>
  typeof value === 'string' ? (value === '' ? [] : [value]) : Array.isArray(value) ? (value as readonly string[]) : [];

/**
 * Sets one answer and clears the answers the field's on_change.clear names (spec 001 §3).
 * Choice: clearing a field also clears its 'other' text.
 */
export function changeValue(section: FormSection, values: FormValues, name: string, value: FieldValue): FormValues {
  const next: Record<string, FieldValue> = { ...values, [name]: value };
  const field = section.fields.find((f) => f.name === name);
  for (const cleared of field?.on_change?.clear ?? []) {
    delete next[cleared];
    const clearedField = section.fields.find((f) => f.name === cleared);
    if (clearedField !== undefined) delete next[othersFieldName(clearedField)];
  }
  return next;
}
