import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useShellServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { signInErrorMessage } from './sign-in-error';

export function PhonePage() {
  const { signIn } = useShellServices();
  const state = useStore(signIn.state);
  const translate = useT();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const id = useId();

  const [params] = useSearchParams();
  useEffect(() => {
    signIn.restart();
    signIn.rememberReturnTo(params.get('redirect'));
  }, [signIn, params]);
  useEffect(() => {
    if (state.step === 'otp') void navigate('/login/phone-verify');
    if (state.step === 'terms') void navigate('/signup/phone-enter');
    if (state.step === 'signed_in') void navigate(state.target ?? '/hub/home', { replace: true });
  }, [state.step, state.target, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void signIn.submitPhone(phone);
  };
  const error = state.error && signInErrorMessage(state.error, translate);
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <h1>{translate.t('login.phone.title')}</h1>
      <label htmlFor={id}>{translate.t('login.phone.label')}</label>
      <p id={`${id}-hint`} className="hint">
        {translate.t('login.phone.hint')}
      </p>
      <input
        id={id}
        className="input"
        type="tel"
        autoComplete="tel"
        value={phone}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-hint${error === undefined ? '' : ` ${id}-error`}`}
        onChange={(event) => setPhone(event.target.value)}
        autoFocus
      />
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={state.busy}>
        {translate.t('login.phone.submit')}
      </button>
      <p className="hint">
        {translate.t('login.signup.prompt')} <Link to="/signup">{translate.t('login.signup.link')}</Link>
      </p>
    </form>
  );
}
