import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { AppDownloadButton } from '../download/AppDownloadButton';
import { AppDownloadHost } from '../download/AppDownloadHost';
import { OnboardingCard } from './OnboardingCard';
import { SignOutButton } from './SignOutButton';

/**
 * /login/unsupported-country (spec 001 §2: main app web not enabled): what the product is, why the
 * web app is not offered there, the app download panel (the account works in the app) and sign out.
 */
export default function UnsupportedCountryPage() {
  const { signIn } = useServices();
  const { user } = useStore(signIn.state);
  const { t } = useT();
  return (
    <OnboardingCard>
      <div className="stack">
        <h1>{t('unsupported.title')}</h1>
        <p>{t('unsupported.lead')}</p>
        <p>{t('unsupported.app')}</p>
        <AppDownloadButton />
        {user !== undefined && <p className="hint">{t('unsupported.signedIn', { name: user.name })}</p>}
      </div>
      <SignOutButton />
      <AppDownloadHost />
    </OnboardingCard>
  );
}
