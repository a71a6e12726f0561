import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { OTP_LENGTH } from '../../domain/session/passcode';
import { useShellServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { CodeForm } from './CodeForm';
import { signInErrorMessage } from './sign-in-error';

export function OtpPage() {
  const { signIn } = useShellServices();
  const state = useStore(signIn.state);
  const translate = useT();
  const navigate = useNavigate();
  useEffect(() => {
    if (state.step === 'passcode') void navigate('/login/passcode');
  }, [state.step, navigate]);
  if (state.step === 'phone') return <Navigate to="/login" replace />;
  return (
    <div className="stack">
      <h1>{translate.t('login.otp.title')}</h1>
      <CodeForm
        label={translate.t('login.otp.label')}
        hint={translate.t('login.otp.hint', { phone: state.phone ?? '' })}
        submitLabel={translate.t('login.otp.submit')}
        length={OTP_LENGTH}
        secret={false}
        busy={state.busy}
        error={state.error && signInErrorMessage(state.error, translate)}
        onSubmit={(code) => void signIn.submitOtp(code)}
      />
    </div>
  );
}
