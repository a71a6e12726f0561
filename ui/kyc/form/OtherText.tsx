import { chosenValues, othersFieldName } from '../../../domain/kyc/form-values';
import { useT } from '../../base/i18n/use-t';
import { useServerText } from '../use-server-text';
import type { FieldProps } from './field-props';

/** The text of a chosen 'other' option (spec 001 §3 others_field), kept under its own answer name. */
export function OtherText({ field, id, value, values, disabled, error, onAnswer, onBlur }: FieldProps) {
  const { t } = useT();
  const ts = useServerText();
  const chosen = chosenValues(value);
  if (!(field.options ?? []).some((o) => o.is_other === true && chosen.includes(o.value))) return null;
  const name = othersFieldName(field);
  const text = values[name];
  const placeholder = field.others_field?.placeholder;
  return (
    <div className="kyc-field kyc-field--other">
      <label htmlFor={`${id}-other`}>{placeholder === undefined ? t('kyc.form.otherText') : ts(placeholder)}</label>
      <input
        id={`${id}-other`}
        className="input"
        value={typeof text === 'string' ? text : ''}
        disabled={disabled}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(e) => onAnswer(name, e.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
