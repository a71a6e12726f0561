import { formatIntegerInput, isIntegerKeyboard, showsThousandsSeparator } from '../../../domain/kyc/integer-keyboard';
import { FieldErrorLine } from './FieldErrorText';
import { describedBy, type FieldProps } from './field-props';

const INPUT_TYPE: Readonly<Record<string, string>> = { email: 'email', phone: 'tel', date: 'date' };
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  address_line_1: 'address-line1',
  address_line_2: 'address-line2',
  city: 'address-level2',
  postal_code: 'postal-code',
};

/**
 * A typed answer (spec 001 §5): text, textarea, email, phone, date, and number keyboards; an
 * integer keyboard keeps digits only, grouped by thousands when the field asks for it.
 */
export function TextField(props: FieldProps) {
  const { field, id, label, value, disabled, error, onChange, onBlur } = props;
  const text = typeof value === 'string' ? value : '';
  const integer = isIntegerKeyboard(field);
  const common = {
    id,
    value: text,
    disabled,
    className: 'input',
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy(props),
    'aria-required': field.required === true,
    onBlur,
  };
  return (
    <div className="kyc-field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {field.input_type === 'textarea' ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={INPUT_TYPE[field.input_type] ?? 'text'}
          inputMode={integer ? 'numeric' : field.input_type === 'number' ? 'decimal' : undefined}
          autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
          onChange={(e) => onChange(integer ? formatIntegerInput(e.target.value, showsThousandsSeparator(field)) : e.target.value)}
        />
      )}
      <FieldErrorLine id={id} error={error} />
    </div>
  );
}
