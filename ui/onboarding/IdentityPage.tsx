import { identityKycStatus, onboardingBanner, readIdentityVerification } from '../../domain/user/identity-verification';
import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { SUPPORT_URL } from '../shared/support-url';
import { OnboardingCard } from './OnboardingCard';
import { SignOutButton } from './SignOutButton';
import { signupErrorMessage } from './signup-error';

/**
 * /signup/identity (spec 001 §2, §8): the identity check on the identity provider's page (the
 * gateway's origin, in a new tab), then its status: pending review and rejected each with their copy.
 */
export default function IdentityPage() {
  const { signIn, signup } = useServices();
  const { user } = useStore(signIn.state);
  const state = useStore(signup.state);
  const translate = useT();
  const { t } = translate;
  const banner = onboardingBanner(identityKycStatus(readIdentityVerification(user?.identityVerification ?? '')));
  const start = async () => {
    // The tab opens on the click (a pop-up blocker allows that), then goes to the page's address.
    const tab = window.open('', '_blank');
    const url = await signup.startIdentity();
    if (url !== undefined && tab !== null) tab.location.href = url;
    else tab?.close();
  };
  const error = state.error && signupErrorMessage(state.error, translate);
  return (
    <OnboardingCard>
      <div className="stack">
        <h1>{t('signup.identity.title')}</h1>
        {banner === 'pending_review' && (
          <p className="onboarding__banner" role="status">
            {t('signup.identity.pendingReview')}
          </p>
        )}
        {banner === 'rejected' && (
          <p className="onboarding__banner onboarding__banner--error" role="alert">
            {t('signup.identity.rejected')}{' '}
            <a href={SUPPORT_URL} target="_blank" rel="noreferrer noopener">
              {t('signup.identity.contactSupport')}
              <span className="visually-hidden"> {t('app.newTab')}</span>
            </a>
          </p>
        )}
        {banner === undefined && <p>{t('signup.identity.lead')}</p>}
        {state.identityUrl !== undefined && banner === undefined && (
          <p className="hint" role="status">
            {t('signup.identity.opened')}{' '}
            <a href={state.identityUrl} target="_blank" rel="noreferrer noopener">
              {t('signup.identity.openAgain')}
              <span className="visually-hidden"> {t('app.newTab')}</span>
            </a>
          </p>
        )}
        {error !== undefined && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {banner !== 'pending_review' && (
          <button type="button" className="button button--primary" disabled={state.busy} onClick={() => void start()}>
            {banner === 'rejected' ? t('signup.identity.restart') : t('signup.identity.start')}
          </button>
        )}
        {(state.identityUrl !== undefined || banner === 'pending_review') && (
          <button type="button" className="button" disabled={state.busy} onClick={() => void signup.checkIdentity()}>
            {t('signup.identity.check')}
          </button>
        )}
      </div>
      <SignOutButton />
    </OnboardingCard>
  );
}
