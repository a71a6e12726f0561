import { type InputHTMLAttributes, useId } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'> {
  readonly label: string;
  /** Shown under the label and read with the field. */
  readonly hint?: string;
  /** The field's error, announced, read with the field and marking it invalid. */
  readonly error?: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

/** A labelled text field with its hint and its error tied to it (the sign-in and sign-up forms). */
export function TextField({ label, hint, error, value, onValueChange, ...input }: Props) {
  const id = useId();
  const described = [hint === undefined ? undefined : `${id}-hint`, error === undefined ? undefined : `${id}-error`].filter((part) => part !== undefined);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id}
        className="input"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={described.length === 0 ? undefined : described.join(' ')}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
