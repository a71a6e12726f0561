import { Link } from 'react-router-dom';
import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { EmailStep } from './EmailStep';
import { OnboardingCard } from './OnboardingCard';
import { SignOutButton } from './SignOutButton';

/** /signup: the start of a sign-up when signed out; the email step for a customer whose email is not confirmed (spec 001 §2). */
export default function SignupStartPage() {
  const { signIn } = useServices();
  const { user } = useStore(signIn.state);
  const { t } = useT();
  if (user !== undefined) {
    return (
      <OnboardingCard>
        <EmailStep />
        <SignOutButton />
      </OnboardingCard>
    );
  }
  return (
    <OnboardingCard>
      <div className="stack">
        <h1>{t('signup.start.title')}</h1>
        <p>{t('signup.start.lead')}</p>
        <p className="hint">{t('signup.start.steps')}</p>
        <Link className="button button--primary onboarding__link-button" to="/signup/phone-enter">
          {t('signup.start.begin')}
        </Link>
        <p className="hint">
          {t('signup.start.haveAccount')} <Link to="/login">{t('signup.start.logIn')}</Link>
        </p>
      </div>
    </OnboardingCard>
  );
}
