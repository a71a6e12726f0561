import { ruleHolds } from './json-logic';
import type { FormField, FormSection } from './form-section';
import type { FormValues } from './form-values';

/**
 * A field is shown when it is not hidden and its visibility_rule holds over the current answers
 * (spec 001 §5). Choice: rules read the answers as entered; on_change.clear is how the server
 * drops answers a change makes stale.
 */
export const isFieldVisible = (field: FormField, values: FormValues): boolean => field.hidden !== true && ruleHolds(field.visibility_rule, values);

/** A field is enabled when its enablement_rule holds over the current answers (spec 001 §5). */
export const isFieldEnabled = (field: FormField, values: FormValues): boolean => ruleHolds(field.enablement_rule, values);

/** Shown and enabled: only these fields are validated and sent; hidden and disabled fields are skipped (spec 001 §5). */
export const isFieldActive = (field: FormField, values: FormValues): boolean => isFieldVisible(field, values) && isFieldEnabled(field, values);

export const activeFields = (section: FormSection, values: FormValues): FormField[] => section.fields.filter((f) => isFieldActive(f, values));
