import { type FormEvent, useId, useState } from 'react';
import { acceptCodeInput } from '../../domain/session/passcode';

interface Props {
  readonly label: string;
  readonly hint?: string;
  readonly submitLabel: string;
  readonly length: number;
  readonly secret: boolean;
  readonly busy: boolean;
  readonly error: string | undefined;
  readonly onSubmit: (code: string) => void;
}

/** A digits-only code field (one-time code, passcode) that submits itself when complete. */
export function CodeForm({ label, hint, submitLabel, length, secret, busy, error, onSubmit }: Props) {
  const [code, setCode] = useState('');
  const id = useId();
  const submit = (value: string) => {
    onSubmit(value);
    setCode('');
  };
  const onChange = (typed: string) => {
    const accepted = acceptCodeInput(typed, length);
    if (accepted.length === length && !busy) submit(accepted);
    else setCode(accepted);
  };
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };
  return (
    <form className="stack" onSubmit={onFormSubmit} noValidate>
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="input input--code"
        type={secret ? 'password' : 'text'}
        inputMode="numeric"
        autoComplete={secret ? 'off' : 'one-time-code'}
        maxLength={length}
        value={code}
        aria-invalid={error !== undefined}
        aria-describedby={[hint === undefined ? '' : `${id}-hint`, error === undefined ? '' : `${id}-error`].join(' ').trim() || undefined}
        onChange={(event) => onChange(event.target.value)}
        autoFocus
      />
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
