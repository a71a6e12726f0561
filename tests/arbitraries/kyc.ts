import fc from 'fast-check';
import type { FieldOption, FormField, FormSection } from '../../domain/kyc/form-section';
import type { FieldValue, FormValues } from '../../domain/kyc/form-values';

/** Field names come from a small pool so that rules can refer to other fields of the section. */
export const FIELD_NAMES = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5'] as const;
const OPTION_VALUES = ['a', 'b', 'c'] as const;

const options: fc.Arbitrary<FieldOption[]> = fc
  .boolean()
  .map((withOther) => OPTION_VALUES.map((value) => ({ value, translation_key: `opt_${value}`, ...(withOther && value === 'c' ? { is_other: true } : {}) })));

/** A rule over another field: equal to an option, or truthy. */
const rule = fc.oneof(
  fc.record({
    '==': fc.tuple(
      fc.constantFrom(...FIELD_NAMES).map((name) => ({ var: name })),
      fc.constantFrom(...OPTION_VALUES),
    ),
  }),
  fc.constantFrom(...FIELD_NAMES).map((name) => ({ '!!': { var: name } })),
);

const inputType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('text', 'number', 'select', 'radio', 'multi_select', 'checkbox', 'date') },
  { weight: 1, arbitrary: fc.constantFrom('signature', 'file_upload') },
);

/** Present about once in `oneIn` cases, otherwise undefined. */
const sometimes = <T>(arb: fc.Arbitrary<T>, oneIn = 2): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

/** A dynamic form field with any mix of the spec's attributes (rules and hidden only now and then). */
export const formField = (name: string): fc.Arbitrary<FormField> =>
  fc
    .record({
      input_type: inputType,
      required: fc.boolean(),
      hidden: sometimes(fc.constant(true), 6),
      placeholder: fc.constant(`${name}_placeholder`),
      options,
      max_select: sometimes(fc.constantFrom(1, 2, -1)),
      regex: sometimes(fc.constantFrom('^[[:alpha:]]+$', '^[[:digit:]]{3}$', '^[[:alnum:][:space:]]+$')),
      regex_error_translation_key: fc.constant(`${name}_regex_error`),
      others_field: fc.constant({ regex: '^[[:alpha:]]+$' }),
      keyboard: sometimes(fc.constant({ type: 'number', format_type: 'integer' }), 3),
      visibility_rule: sometimes(rule, 5),
      enablement_rule: sometimes(rule, 5),
      json_logic_validation_fail_rule: sometimes(
        fc.constantFrom(...OPTION_VALUES).map((v) => ({ in: [v, { var: name }] })),
        3,
      ),
      encryption: sometimes(fc.constant('aes_256_cbc')),
    })
    .map((f) => ({ ...f, name, question_id: `q_${name}` }));

/** A section of 1 to 6 fields with distinct names. */
export const formSection: fc.Arbitrary<FormSection> = fc
  .subarray([...FIELD_NAMES], { minLength: 1 })
  .chain((names) => fc.tuple(...names.map(formField)))
  .map((fields) => ({ section_id: 'personal_details', fields }));

const TEXTS = ['', ' ', 'a', 'b', 'c', 'abc', 'Jane Doe', '123', '1,234', '12.5', 'x!'];
export const fieldValue: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.constantFrom(...TEXTS),
  fc.uniqueArray(fc.constantFrom(...OPTION_VALUES, 'z'), { maxLength: 4 }),
  fc.boolean(),
);

/** Answers for some of the pool's fields, and sometimes an 'other' text. */
export const formValues: fc.Arbitrary<FormValues> = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES.map((n) => `${n}_other`)), fc.constantFrom('', 'Freelance', 'x1')),
  )
  .map(([answers, others]) => ({ ...answers, ...others }));

/** An answer that fits the field's input type (not necessarily valid): a plausible thing to type or pick. */
const plausibleValue = (field: FormField): fc.Arbitrary<FieldValue> => {
  const values = (field.options ?? []).map((o) => o.value);
  switch (field.input_type) {
    case 'checkbox':
      return fc.oneof(fc.constant(true), fc.subarray(values, { minLength: 1, maxLength: 2 }));
    case 'select':
    case 'radio':
      return fc.oneof(fc.constantFrom(...values), fc.subarray(values, { minLength: 1, maxLength: 1 }));
    case 'multi_select':
      return fc.subarray(values, { minLength: 1, maxLength: 2 });
    default:
      return fc.constantFrom('abc', '123', 'Jane Doe', '1,234');
  }
};

/** Answers for a section: each field absent, plausible for its type, or anything at all. */
export const formValuesFor = (section: FormSection): fc.Arbitrary<FormValues> =>
  fc
    .tuple(
      ...section.fields.map((field) =>
        fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 4, arbitrary: plausibleValue(field) }, { weight: 1, arbitrary: fieldValue }),
      ),
      fc.dictionary(fc.constantFrom(...FIELD_NAMES.map((n) => `${n}_other`)), fc.constantFrom('', 'Freelance', 'x1')),
    )
    .map((parts) => {
      const others = parts.at(-1) as Record<string, FieldValue>;
      const values: Record<string, FieldValue> = { ...others };
      section.fields.forEach((field, i) => {
        const value = parts[i] as FieldValue | undefined;
        if (value !== undefined) values[field.name] = value;
      });
      return values;
    });

/** A section with answers that mostly fit it. */
export const sectionWithValues: fc.Arbitrary<[FormSection, FormValues]> = formSection.chain((section) =>
  fc.oneof(formValuesFor(section), formValues).map((values): [FormSection, FormValues] => [section, values]),
);
