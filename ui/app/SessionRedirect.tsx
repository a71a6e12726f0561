import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../base/use-store';
import { useShellServices } from '../base/services-context';

/** Follows the session-expired redirect once the application asks for it. */
export function SessionRedirect() {
  const { sessionExpiry } = useShellServices();
  const to = useStore(sessionExpiry.redirect);
  const navigate = useNavigate();
  useEffect(() => {
    if (to === undefined) return;
    void navigate(to, { replace: true });
    sessionExpiry.redirected();
  }, [to, navigate, sessionExpiry]);
  return null;
}
