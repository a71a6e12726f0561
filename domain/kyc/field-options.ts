import type { FieldOption, FormSection, FormField } from './form-section';
import { fieldKind, selectionLimit } from './field-kind';
import { failRuleHolds } from './field-validation';
import { chosenValues, type FormValues } from './form-values';

/** A field whose options load from `{optionsKey}_{field}.json` (spec 001 §3, §4 "Dynamic KYC option loading"). */
export interface OptionSource {
  readonly field: string;
  readonly optionsKey: string;
}

/** The fields of a section still waiting for their options: an options_key and no options yet. */
export const optionSources = (section: FormSection): OptionSource[] =>
  section.fields.filter((f) => f.options_key !== undefined && (f.options ?? []).length === 0).map((f) => ({ field: f.name, optionsKey: f.options_key ?? '' }));

/** The section with a field's loaded options filled in (the items of its options file). */
export const fillOptions = (section: FormSection, field: string, options: readonly FieldOption[]): FormSection => ({
  ...section,
  fields: section.fields.map((f) => (f.name === field ? { ...f, options } : f)),
});

export interface OptionState {
  readonly option: FieldOption;
  readonly selected: boolean;
  /** Choosing it would make the json_logic_validation_fail_rule hold (spec 001 §5). */
  readonly blocked: boolean;
  /** Not clickable: blocked, or an unselected box once max_select is reached (spec 001 §5). */
  readonly disabled: boolean;
}

/**
 * The options as rendered: a multi-select disables its remaining boxes once max_select are
 * chosen (never with -1, unlimited), and an option whose choice the fail rule refuses is
 * blocked. Choice: blocking is tested by adding the option to the current choice (replacing it
 * for a single choice).
 */
export function optionStates(field: FormField, values: FormValues): OptionState[] {
  const multi = fieldKind(field) === 'multi';
  const chosen = chosenValues(values[field.name]);
  const limit = selectionLimit(field);
  const atMax = multi && limit !== undefined && chosen.length >= limit;
  return (field.options ?? []).map((option) => {
    const selected = chosen.includes(option.value);
    const trial = multi ? (selected ? chosen : [...chosen, option.value]) : option.value;
    const blocked = failRuleHolds(field, { ...values, [field.name]: trial });
    return { option, selected, blocked, disabled: blocked || (atMax && !selected) };
  });
}
