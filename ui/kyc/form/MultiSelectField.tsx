import { selectionLimit } from '../../../domain/kyc/field-kind';
import { optionStates } from '../../../domain/kyc/field-options';
import { chosenValues } from '../../../domain/kyc/form-values';
import { useT } from '../../base/i18n/use-t';
import { useServerText } from '../use-server-text';
import { FieldErrorLine } from './FieldErrorText';
import type { FieldProps } from './field-props';
import { OtherText } from './OtherText';

/** Several choices (spec 001 §5): boxes, the unchosen ones disabled once max_select are chosen (-1: no limit). */
export function MultiSelectField(props: FieldProps) {
  const { field, id, label, value, values, disabled, error, onChange, onBlur } = props;
  const { t } = useT();
  const ts = useServerText();
  const chosen = chosenValues(value);
  const limit = selectionLimit(field);
  const hintId = `${id}-hint`;
  const described = [limit === undefined ? undefined : hintId, error === undefined ? undefined : `${id}-error`].filter(Boolean).join(' ') || undefined;
  const toggle = (option: string, on: boolean) => onChange(on ? [...chosen, option] : chosen.filter((v) => v !== option));
  return (
    <fieldset className="kyc-field kyc-group" aria-describedby={described}>
      <legend id={`${id}-label`}>{label}</legend>
      {limit !== undefined && (
        <p id={hintId} className="hint">
          {t('kyc.form.maxReached', { max: limit })}
        </p>
      )}
      <div className="kyc-options">
        {optionStates(field, values).map((s, index) => (
          <label key={s.option.value} className="kyc-check">
            <input
              type="checkbox"
              {...(index === 0 ? { id } : {})}
              checked={s.selected}
              disabled={disabled || s.disabled}
              aria-invalid={error !== undefined}
              aria-describedby={described}
              onChange={(e) => toggle(s.option.value, e.target.checked)}
              onBlur={onBlur}
            />
            <span>{ts(s.option.translation_key ?? s.option.value)}</span>
          </label>
        ))}
      </div>
      <FieldErrorLine id={id} error={error} />
      <OtherText {...props} />
    </fieldset>
  );
}
