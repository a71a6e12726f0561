import { TextField } from '../shared/fields/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useShellServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { signInErrorMessage } from './sign-in-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { usePrefilled } from '../base/prefilled';

export function PhonePage() {
  const { signIn } = useShellServices();
  const state = useStore(signIn.state);
  const translate = useT();
  const navigate = useNavigate();
  const prefilled = usePrefilled();
  const [phone, setPhone] = useState(prefilled.values.phone ?? '');

  const [params] = useSearchParams();
  useEffect(() => {
    signIn.restart();
    signIn.rememberReturnTo(params.get('redirect'));
  }, [signIn, params]);
  // Sent from the prerendered card before the app ran: sent now, once.
  useEffect(() => {
    if (prefilled.takeSubmit()) void signIn.submitPhone(prefilled.values.phone ?? '');
  }, [prefilled, signIn]);
  useEffect(() => {
    if (state.step === 'otp') void navigate('/login/phone-verify');
    if (state.step === 'terms') void navigate('/signup/phone-enter');
    if (state.step === 'signed_in') void navigate(state.target ?? '/hub/home', { replace: true });
  }, [state.step, state.target, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void signIn.submitPhone(phone);
  };
  const message = state.error && signInErrorMessage(state.error, translate);
  // A passkey's refusal is no fault of the phone number: it shows under the passkey button.
  const passkeyError = state.error?.code === 'passkey_unavailable' || state.error?.code === ErrorCode.passkeyNotRecognised;
  const error = passkeyError ? undefined : message;
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <h1>{translate.t('login.phone.title')}</h1>
      <TextField
        label={translate.t('login.phone.label')}
        hint={translate.t('login.phone.hint')}
        error={error}
        type="tel"
        name="phone"
        autoComplete="tel"
        value={phone}
        onValueChange={setPhone}
        autoFocus
      />
      <button type="submit" className="button button--primary" disabled={state.busy}>
        {translate.t('login.phone.submit')}
      </button>
      {signIn.passkeysSupported && (
        <button type="button" className="button" disabled={state.busy} onClick={() => void signIn.signInWithPasskey()}>
          {translate.t('login.passkey.submit')}
        </button>
      )}
      {passkeyError && (
        <p className="field__error" role="alert">
          {message}
        </p>
      )}
      <p className="hint">
        {translate.t('login.signup.prompt')} <Link to="/signup">{translate.t('login.signup.link')}</Link>
      </p>
    </form>
  );
}
