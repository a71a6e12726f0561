import { useState } from 'react';
import { isCompletePasscode } from '../../domain/session/passcode';
import { useT } from '../base/i18n/use-t';
import { PasscodeField } from '../shared/fields/PasscodeField';

interface Props {
  readonly id: string;
  /** The submit button's text. */
  readonly action: string;
  readonly submitting: boolean;
  /** What the last try answered. */
  readonly error: string | undefined;
  readonly onSubmit: (passcode: string) => void;
}

/**
 * A deposit's PASSCODE step (PayPal top-up, instant pull): 6 digits, then submit. It holds the
 * passcode itself, so coming back to it after a refusal starts from an empty field.
 */
export function PasscodeStep({ id, action, submitting, error, onSubmit }: Props) {
  const { t } = useT();
  const [passcode, setPasscode] = useState('');
  return (
    <form
      className="top-up"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(passcode);
      }}
    >
      <PasscodeField id={id} label={t('deposit.card.passcode.label')} value={passcode} onChange={setPasscode} error={error} />
      <button type="submit" className="button button--primary" disabled={submitting || !isCompletePasscode(passcode)} aria-busy={submitting}>
        {action}
      </button>
    </form>
  );
}
