import type { FormField } from './form-section';

/**
 * Choice: an integer keyboard is keyboard.type 'number' with format_type 'integer' or
 * 'thousand_separator'; the latter also shows thousands separators (spec 001 §5: integer
 * keyboard fields have no decimals, a thousands separator is optional).
 */
export const isIntegerKeyboard = (field: FormField): boolean =>
  field.keyboard?.type === 'number' && (field.keyboard.format_type === 'integer' || field.keyboard.format_type === 'thousand_separator');

export const showsThousandsSeparator = (field: FormField): boolean => isIntegerKeyboard(field) && field.keyboard?.format_type === 'thousand_separator';

/** Digits only, or digits grouped by 3 with commas: "1234" and "1,234" are integers, "1,23", "1.5" and "-1" are not. */
export const isIntegerText = (text: string): boolean => /^\d+$/.test(text) || /^\d{1,3}(,\d{3})+$/.test(text);

/** The integer as sent: without separators. */
export const integerAnswer = (text: string): string => text.replace(/,/g, '');

/** What an integer field shows as the user types: digits only, grouped by 3 when the field shows separators. */
export function formatIntegerInput(typed: string, withSeparator: boolean): string {
  const digits = typed.replace(/\D/g, '');
  return withSeparator ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : digits;
}
