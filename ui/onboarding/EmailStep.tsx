import { TextField } from '../shared/fields/TextField';
import { type FormEvent, useState } from 'react';
import { OTP_LENGTH } from '../../domain/session/passcode';
import { maskEmail } from '../../domain/user/email';
import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { CodeForm } from '../login/CodeForm';
import { signupErrorMessage } from './signup-error';

/**
 * The email step of /signup (spec 001 §2: email not confirmed). Choice: a 6-digit code sent to the
 * address (as the phone's), typed here; the address can be changed and a new code asked for.
 */
export function EmailStep() {
  const { signup } = useServices();
  const state = useStore(signup.state);
  const translate = useT();
  const { t } = translate;
  const [email, setEmail] = useState('');
  const error = state.error && signupErrorMessage(state.error, translate);
  const onSend = (event: FormEvent) => {
    event.preventDefault();
    void signup.sendEmailCode(email);
  };
  if (state.emailSentTo !== undefined) {
    return (
      <div className="stack">
        <h1>{t('signup.email.title')}</h1>
        <CodeForm
          label={t('signup.email.codeLabel')}
          hint={t('signup.email.codeHint', { email: maskEmail(state.emailSentTo) })}
          submitLabel={t('signup.email.confirm')}
          length={OTP_LENGTH}
          secret={false}
          busy={state.busy}
          error={error}
          onSubmit={(code) => void signup.confirmEmail(code)}
        />
        <div className="onboarding__actions">
          <button type="button" className="button button--ghost" onClick={() => void signup.sendEmailCode(state.emailSentTo ?? '')}>
            {t('signup.email.resend')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => signup.changeEmail()}>
            {t('signup.email.change')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form className="stack" onSubmit={onSend} noValidate>
      <h1>{t('signup.email.title')}</h1>
      <p className="hint">{t('signup.email.lead')}</p>
      <TextField label={t('signup.email.label')} error={error} type="email" autoComplete="email" value={email} onValueChange={setEmail} autoFocus />
      <button type="submit" className="button button--primary" disabled={state.busy}>
        {t('signup.email.send')}
      </button>
    </form>
  );
}
