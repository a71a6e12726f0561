import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LOCK_EXPIRY_PARAM, LOCK_RETURN_PARAM, loginAfterLockPath } from '../../domain/session/lock-route';
import { readLockExpiry } from '../../domain/session/lock-countdown';
import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { OnboardingCard } from './OnboardingCard';

/**
 * /locked?t=<lock expiry>&return=<hub path> (spec 001 §2, §4): when the lock ends and a live
 * countdown; once it has passed, 'log in again' leads to /login with the return path.
 */
export default function LockedPage() {
  const { lockCountdown } = useServices();
  const { remaining, over, expiresAt } = useStore(lockCountdown.state);
  const [params] = useSearchParams();
  const { t, locale } = useT();
  const t0 = params.get(LOCK_EXPIRY_PARAM);
  useEffect(() => lockCountdown.start(readLockExpiry(t0)), [lockCountdown, t0]);
  const time = expiresAt === undefined ? undefined : new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(expiresAt);
  return (
    <OnboardingCard>
      <div className="stack">
        <h1>{t('locked.title')}</h1>
        <p>{t('locked.lead')}</p>
        {time === undefined && <p>{t('locked.unknown')}</p>}
        {time !== undefined && !over && <p>{t('locked.until', { time })}</p>}
        {remaining !== undefined && (
          <p className="onboarding__countdown numeric" role="timer" aria-live="off">
            {t('locked.remaining', { minutes: remaining.minutes, seconds: remaining.seconds })}
          </p>
        )}
        {over && <p role="status">{t('locked.over')}</p>}
        {over && (
          <Link className="button button--primary onboarding__link-button" to={loginAfterLockPath(params.get(LOCK_RETURN_PARAM))}>
            {t('locked.logIn')}
          </Link>
        )}
      </div>
    </OnboardingCard>
  );
}
