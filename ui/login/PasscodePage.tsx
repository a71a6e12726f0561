import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PASSCODE_LENGTH } from '../../domain/session/passcode';
import { useShellServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { CodeForm } from './CodeForm';
import { signInErrorMessage } from './sign-in-error';

export function PasscodePage() {
  const { signIn } = useShellServices();
  const state = useStore(signIn.state);
  const translate = useT();
  const navigate = useNavigate();
  useEffect(() => {
    if (state.step === 'signed_in') void navigate(state.target ?? '/hub/home', { replace: true });
  }, [state.step, state.target, navigate]);
  if (state.locked !== undefined) return <Navigate to={state.locked} replace />;
  if (state.step === 'phone' || state.step === 'otp') return <Navigate to="/login" replace />;
  return (
    <div className="stack">
      <h1>{translate.t('login.passcode.title')}</h1>
      <CodeForm
        label={translate.t('login.passcode.label')}
        submitLabel={translate.t('login.passcode.submit')}
        length={PASSCODE_LENGTH}
        secret
        busy={state.busy}
        error={state.error && signInErrorMessage(state.error, translate)}
        onSubmit={(code) => void signIn.submitPasscode(code)}
      />
    </div>
  );
}
