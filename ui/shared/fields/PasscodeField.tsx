import { acceptCodeInput, PASSCODE_LENGTH } from '../../../domain/session/passcode';

interface Props {
  readonly id: string;
  readonly value: string;
  readonly onChange: (passcode: string) => void;
  /** What the last try answered, announced and tied to the field. */
  readonly error?: string;
  /** The field's label, in the texts of the screen that shows it (a lazily loaded area's texts are not everywhere). */
  readonly label: string;
}

/** The 6-digit passcode a deposit, a Level Up change or a new passkey is confirmed with: digits only, never autofilled, focused as its step opens. */
export function PasscodeField({ id, value, onChange, error, label }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PASSCODE_LENGTH}
        autoFocus
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => onChange(acceptCodeInput(event.target.value, PASSCODE_LENGTH))}
      />
      {error !== undefined && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
