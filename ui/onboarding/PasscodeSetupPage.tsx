import { type FormEvent, useId, useState } from 'react';
import { acceptCodeInput, PASSCODE_LENGTH } from '../../domain/session/passcode';
import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { OnboardingCard } from './OnboardingCard';
import { SignOutButton } from './SignOutButton';
import { signupErrorMessage } from './signup-error';

/** /signup/passcode: the first passcode, typed twice, sent encrypted with the device signature (spec 001 §2). */
export default function PasscodeSetupPage() {
  const { signup } = useServices();
  const state = useStore(signup.state);
  const translate = useT();
  const { t } = translate;
  const id = useId();
  const [passcode, setPasscode] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const error = state.error && signupErrorMessage(state.error, translate);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void signup.choosePasscode(passcode, confirmation);
  };
  const field = (key: 'first' | 'second', value: string, set: (v: string) => void) => (
    <input
      id={`${id}-${key}`}
      className="input input--code"
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      maxLength={PASSCODE_LENGTH}
      value={value}
      aria-invalid={error !== undefined}
      aria-describedby={error === undefined ? undefined : `${id}-error`}
      onChange={(event) => set(acceptCodeInput(event.target.value, PASSCODE_LENGTH))}
      autoFocus={key === 'first'}
    />
  );
  return (
    <OnboardingCard>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <h1>{t('signup.passcode.title')}</h1>
        <p className="hint">{t('signup.passcode.lead')}</p>
        <label htmlFor={`${id}-first`}>{t('signup.passcode.label')}</label>
        {field('first', passcode, setPasscode)}
        <label htmlFor={`${id}-second`}>{t('signup.passcode.confirmLabel')}</label>
        {field('second', confirmation, setConfirmation)}
        {error !== undefined && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={state.busy}>
          {t('signup.passcode.submit')}
        </button>
      </form>
      <SignOutButton />
    </OnboardingCard>
  );
}
