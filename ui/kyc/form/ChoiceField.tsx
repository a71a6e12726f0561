import { useState } from 'react';
import { optionStates } from '../../../domain/kyc/field-options';
import { useT } from '../../base/i18n/use-t';
import { RadioChoice, RadioChoiceGroup } from '../../shared/RadioChoice';
import { useServerText } from '../use-server-text';
import { FieldErrorLine } from './FieldErrorText';
import { describedBy, type FieldProps } from './field-props';
import { OtherText } from './OtherText';

/**
 * One choice (spec 001 §5): radios, or a list; a searchbar_enabled list has a search box that
 * narrows its options. Options the json_logic_validation_fail_rule refuses are disabled.
 */
export function ChoiceField(props: FieldProps) {
  const { field, id, label, value, values, disabled, error, onChange, onBlur } = props;
  const { t } = useT();
  const ts = useServerText();
  const [query, setQuery] = useState('');
  const chosen = typeof value === 'string' ? value : '';
  const states = optionStates(field, values).map((s) => ({ ...s, text: ts(s.option.translation_key ?? s.option.value) }));
  if (field.input_type === 'radio') {
    return (
      <fieldset className="kyc-field kyc-group" aria-describedby={describedBy(props)} aria-invalid={error !== undefined}>
        <legend id={`${id}-label`}>{label}</legend>
        <RadioChoiceGroup value={chosen} onValueChange={onChange} label={label} className="kyc-options">
          {states.map((s, index) => (
            <label key={s.option.value} className="kyc-check">
              <RadioChoice value={s.option.value} disabled={disabled || s.disabled} {...(index === 0 ? { 'aria-describedby': describedBy(props) } : {})} />
              <span>{s.text}</span>
            </label>
          ))}
        </RadioChoiceGroup>
        <FieldErrorLine id={id} error={error} />
      </fieldset>
    );
  }
  const needle = query.trim().toLowerCase();
  const shown = needle === '' ? states : states.filter((s) => s.selected || s.text.toLowerCase().includes(needle));
  return (
    <div className="kyc-field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {field.searchbar_enabled === true && (
        <input
          type="search"
          className="input kyc-search"
          aria-label={t('kyc.form.search', { label })}
          placeholder={t('kyc.form.search', { label })}
          aria-controls={id}
          value={query}
          disabled={disabled}
          onChange={(e) => setQuery(e.target.value)}
        />
      )}
      <select
        id={id}
        className="input"
        value={chosen}
        disabled={disabled}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(props)}
        aria-required={field.required === true}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        <option value="">{shown.length === 0 ? t('kyc.form.noMatch') : t('kyc.form.choose')}</option>
        {shown.map((s) => (
          <option key={s.option.value} value={s.option.value} disabled={s.disabled}>
            {s.text}
          </option>
        ))}
      </select>
      <FieldErrorLine id={id} error={error} />
      <OtherText {...props} />
    </div>
  );
}
