import { useEffect, useId } from 'react';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { SUPPORT_URL } from '../shared/support-url';

/**
 * The home's KYC banner (spec 001 §8): a review in progress, or a rejected verification with the
 * way to support. Choice: a labelled region (its title is not a heading, so the page's stays
 * first); nothing when the status needs neither.
 */
export function KycBanner() {
  const { kycBanner } = useServices();
  const banner = useStore(kycBanner.state);
  const { t } = useT();
  const titleId = useId();
  useEffect(() => void kycBanner.refresh(), [kycBanner]);
  if (banner === undefined) return null;
  const rejected = banner === 'rejected';
  return (
    <section className={`banner ${rejected ? 'banner--danger' : 'banner--info'}`} aria-labelledby={titleId}>
      <svg className="banner__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        {rejected ? (
          <path d="M12 8v5m0 3.5v.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M12 7v5l3 3M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <div className="banner__text">
        <p id={titleId} className="banner__title">
          {rejected ? t('home.kyc.rejected.title') : t('home.kyc.pendingReview.title')}
        </p>
        <p className="banner__body">
          {rejected ? t('home.kyc.rejected.text') : t('home.kyc.pendingReview.text')}
          {rejected && (
            <>
              {' '}
              <a href={SUPPORT_URL} target="_blank" rel="noreferrer noopener">
                {t('home.kyc.contactSupport')}
                <span className="visually-hidden"> {t('app.newTab')}</span>
              </a>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
