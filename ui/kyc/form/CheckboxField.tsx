import { FieldErrorLine } from './FieldErrorText';
import { describedBy, type FieldProps } from './field-props';

/** A tick box: a checkbox, or a checkbox footer drawn by the submit button (spec 001 §5: it must be ticked when required). */
export function CheckboxField(props: FieldProps) {
  const { field, id, label, value, disabled, error, onChange, onBlur } = props;
  return (
    <div className={field.input_type === 'checkbox_footer' ? 'kyc-field kyc-field--footer' : 'kyc-field'}>
      <label className="kyc-check">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          disabled={disabled}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(props)}
          aria-required={field.required === true}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
        />
        <span>{label}</span>
      </label>
      <FieldErrorLine id={id} error={error} />
    </div>
  );
}
