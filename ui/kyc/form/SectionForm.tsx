import { type FormEvent, useId, useRef, useState } from 'react';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { CHECKBOX_FOOTER } from '../../../domain/kyc/field-kind';
import { isFieldEnabled, isFieldVisible } from '../../../domain/kyc/field-activity';
import type { FormSection } from '../../../domain/kyc/form-section';
import { validateSection } from '../../../domain/kyc/form-validation';
import type { FormValues } from '../../../domain/kyc/form-values';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { useServerText } from '../use-server-text';
import { useFieldErrorText } from './FieldErrorText';
import { FieldInput } from './FieldInput';

interface Props {
  readonly section: FormSection;
  readonly values: FormValues;
  readonly showAllErrors: boolean;
  readonly submitting: boolean;
}

/** A field's label: its placeholder's text, else the key `kyc_<name>` (choice: the server names checkboxes so). */
const labelKey = (field: FormSection['fields'][number]): string => field.placeholder ?? `kyc_${field.name}`;

/**
 * One server section, drawn from its field list with no code per form (spec 001 §5): shown fields
 * only (visibility_rule), disabled ones greyed (enablement_rule); errors show after a field is
 * left or changed, and all of them after a submit with invalid answers, which moves focus to the
 * first. The submit stays focusable but refuses until every answer is valid; hidden_cta_button hides it.
 */
export function SectionForm({ section, values, showAllErrors, submitting }: Props) {
  const { cashAccountSetup } = useServices();
  const { t } = useT();
  const ts = useServerText();
  const errorText = useFieldErrorText();
  const formId = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, canSubmit } = validateSection(section, values);
  const touch = (name: string) => setTouched((s) => (s.has(name) ? s : new Set([...s, name])));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (cashAccountSetup.submit()) return;
    const first = [...errors.values()][0];
    // An 'other' option's missing text is that text's error, not the options'.
    const within = first?.code === ErrorCode.otherTextInvalid ? ' .kyc-field--other' : '';
    const control = formRef.current?.querySelector<HTMLElement>(`[data-field="${first?.field ?? ''}"]${within} :is(input, select, textarea):not([disabled])`);
    control?.focus();
  };

  const shown = section.fields.filter((f) => isFieldVisible(f, values));
  const field = (f: (typeof shown)[number]) => {
    const error = errors.get(f.name);
    return (
      <div key={f.name} data-field={f.name}>
        <FieldInput
          field={f}
          section={section}
          id={`${formId}-${f.name}`}
          label={ts(labelKey(f))}
          value={values[f.name]}
          values={values}
          disabled={!isFieldEnabled(f, values) || submitting}
          error={error !== undefined && (showAllErrors || touched.has(f.name)) ? errorText(error) : undefined}
          onChange={(value) => {
            touch(f.name);
            cashAccountSetup.answer(f.name, value);
          }}
          onAnswer={(name, value) => cashAccountSetup.answer(name, value)}
          onBlur={() => touch(f.name)}
        />
      </div>
    );
  };
  return (
    <form ref={formRef} className="stack kyc-form" onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className="kyc-form__title">
        {ts(section.section_title ?? section.section_id)}
      </h3>
      {section.section_description !== undefined && <p className="hint">{ts(section.section_description)}</p>}
      {shown.filter((f) => f.input_type !== CHECKBOX_FOOTER).map(field)}
      {shown.filter((f) => f.input_type === CHECKBOX_FOOTER).map(field)}
      {showAllErrors && !canSubmit && (
        <p className="field-error" role="alert">
          {t('kyc.form.invalidHint')}
        </p>
      )}
      {section.hidden_cta_button !== true && (
        <button type="submit" className="button button--primary" aria-disabled={!canSubmit || submitting}>
          {submitting ? t('kyc.form.submitting') : section.section_cta === undefined ? t('kyc.form.submit') : ts(section.section_cta)}
        </button>
      )}
    </form>
  );
}
