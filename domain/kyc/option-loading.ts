import type { FieldOption, FormSection } from './form-section';

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
