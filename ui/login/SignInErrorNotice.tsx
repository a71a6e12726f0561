import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ERROR_CATALOGUE, isCatalogued } from '../../domain/errors/error-catalogue';
import { ErrorCode } from '../../domain/errors/error-codes';
import { toNotice } from '../../domain/errors/error-notice';
import { signInFailureDisplay } from '../../domain/session/sign-in-failure';
import { useShellServices } from '../base/services-context';
import { useStore } from '../base/use-store';

/**
 * The sign-in refusals the catalogue shows as dialogs (spec 001 §8: invalid_dsa 'invalid
 * signature', risk_rejected_login, auth_restricted): handed to the app's notice dialog, and gone
 * from the step. invalid_dsa asks to log in again, so the login starts over.
 */
export function SignInErrorNotice() {
  const { signIn, notices } = useShellServices();
  const { error } = useStore(signIn.state);
  const navigate = useNavigate();
  useEffect(() => {
    if (error?.kind !== 'refused' || !isCatalogued(error.code) || signInFailureDisplay(error.code) !== 'dialog') return;
    notices.present(toNotice(error.code, ERROR_CATALOGUE[error.code]));
    signIn.dismissError();
    if (error.code === ErrorCode.invalidDsa) {
      signIn.restart();
      void navigate('/login', { replace: true });
    }
  }, [error, notices, signIn, navigate]);
  return null;
}
