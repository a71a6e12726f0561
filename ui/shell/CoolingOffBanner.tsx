import { useId } from 'react';
import { useT } from '../base/i18n/use-t';
import { useCoolingOffCountdown } from './use-cooling-off-countdown';

/**
 * The UK cooling-off banner (spec 001 §4): hours and minutes left in the customer's window,
 * refreshed every second by the countdown service. Choice: a labelled region, not a live region,
 * so the minute-by-minute change is not read out; its title is not a heading, so the page's own
 * heading stays the first; it leaves when the window ends.
 */
export function CoolingOffBanner() {
  const countdown = useCoolingOffCountdown();
  const { t } = useT();
  const headingId = useId();
  if (countdown === undefined) return null;
  return (
    <section className="banner banner--warning" aria-labelledby={headingId}>
      <svg className="banner__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 7v5l3 3M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className="banner__text">
        <p id={headingId} className="banner__title">
          {t('coolingOff.banner.title')}
        </p>
        <p className="banner__body">
          {t('coolingOff.banner.body')}{' '}
          <strong className="banner__time" data-testid="cooling-off-time">
            {t('coolingOff.timeLeft', { hours: countdown.remaining.hours, minutes: countdown.remaining.minutes })}
          </strong>
        </p>
      </div>
    </section>
  );
}
