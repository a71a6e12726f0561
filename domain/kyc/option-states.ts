import { fieldKind, selectionLimit } from './field-kind';
import { failRuleHolds } from './field-validation';
import type { FieldOption, FormField } from './form-section';
import { chosenValues, type FormValues } from './form-values';

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
