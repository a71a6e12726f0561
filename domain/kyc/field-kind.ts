import type { FormField } from './form-section';

/** How a field's answer is held: typed text, one option, several options or a tick. */
export type FieldKind = 'text' | 'single' | 'multi' | 'checkbox';

/** Choice: the input types the web form supports, by the kind of answer they give. */
const KIND_OF_INPUT: Readonly<Record<string, 'text' | 'choice' | 'checkbox'>> = {
  text: 'text',
  textarea: 'text',
  email: 'text',
  phone: 'text',
  number: 'text',
  date: 'text',
  address_search: 'text',
  select: 'choice',
  dropdown: 'choice',
  radio: 'choice',
  multi_select: 'choice',
  checkbox: 'checkbox',
  checkbox_footer: 'checkbox',
  open_banking: 'text',
};

/** A checkbox drawn under the form, by its submit button (spec 001 §5: a checkbox footer must be ticked). */
export const CHECKBOX_FOOTER = 'checkbox_footer';
/** The field an open-banking step answers with its SDK's reference (choice: spec 001 §4 names the step, not its field). */
export const OPEN_BANKING_INPUT = 'open_banking';

/** Unlimited selections (spec 001 §5, max_select -1). */
export const UNLIMITED_SELECT = -1;

/** A choice field is multi-select when max_select is above 1 or -1 (spec 001 §5); Choice: input_type multi_select without max_select is unlimited. */
export function isMultiSelect(field: FormField): boolean {
  const max = field.max_select;
  if (max === undefined) return field.input_type === 'multi_select';
  return max > 1 || max === UNLIMITED_SELECT;
}

/** The kind of a field, or undefined when its input type is not supported here. Choice: a checkbox with options is a multi-select list. */
export function fieldKind(field: FormField): FieldKind | undefined {
  const kind = KIND_OF_INPUT[field.input_type];
  if (kind === undefined) return undefined;
  if (kind === 'text') return 'text';
  const hasOptions = (field.options ?? []).length > 0;
  if (kind === 'checkbox' && !hasOptions) return 'checkbox';
  return isMultiSelect(field) || kind === 'checkbox' ? 'multi' : 'single';
}

/** The max number of selections, or undefined when unlimited. */
export function selectionLimit(field: FormField): number | undefined {
  const max = field.max_select;
  if (max === undefined) return field.input_type === 'multi_select' || field.input_type === 'checkbox' ? undefined : 1;
  return max === UNLIMITED_SELECT ? undefined : max;
}
