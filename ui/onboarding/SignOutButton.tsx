import { useNavigate } from 'react-router-dom';
import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';

/** Signs out (POST /api/user/logout) and goes to /login. */
export function SignOutButton() {
  const { signIn } = useServices();
  const { t } = useT();
  const navigate = useNavigate();
  const signOut = async () => {
    await signIn.signOut();
    void navigate('/login', { replace: true });
  };
  return (
    <button type="button" className="button button--ghost" onClick={() => void signOut()}>
      {t('signup.signOut')}
    </button>
  );
}
