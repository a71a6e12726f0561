import { useEffect, useId } from 'react';
import { formatCoin, formatFiat } from '../../domain/format/money-format';
import { currencyCode } from '../../domain/money/currency';
import { countdownParts, progressBarPercent } from '../../domain/rewards/welcome-bonus-display';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

/**
 * The welcome-bonus widget (spec 000 §3, §4): shown only while the bonus and its first mission
 * exist, unclaimed and not expired; progress bar, amounts, a countdown ticking each second, and
 * Claim when the mission is complete (locked 2.5 s after a press). A failed claim shows the
 * catalogue's message and Claim becomes Try again.
 * Choice: the countdown is a timer that screen readers do not announce every second.
 */
export function WelcomeBonusWidget() {
  const { welcomeBonus } = useServices();
  const state = useStore(welcomeBonus.state);
  const { t, tn, locale } = useT();
  const titleId = useId();
  useEffect(() => welcomeBonus.start(), [welcomeBonus]);

  const view = state.view;
  if (state.status !== 'ready' || view === undefined || !view.isShowWelcomeBonusWidget || view.endTime === undefined) return null;
  const unit = currencyCode(view.unit ?? 'USD');
  const current = formatFiat(view.currentAmount, unit, locale);
  const target = formatFiat(view.targetAmount, unit, locale);
  const fill = progressBarPercent(view.progressPercentage);
  const left = countdownParts(view.endTime, state.now);
  const claim = state.claim;

  return (
    <section className="card welcome-bonus" aria-labelledby={titleId} data-testid="welcome-bonus">
      <h2 id={titleId}>{t('home.bonus.title')}</h2>
      <p className="welcome-bonus__mission">{t('home.bonus.mission', { target })}</p>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('home.bonus.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fill}
        aria-valuetext={t('home.bonus.progress', { current, target })}
      >
        <span className="progress__fill" style={{ inlineSize: `${String(fill)}%` }} />
      </div>
      <div className="welcome-bonus__facts">
        <span className="numeric">{t('home.bonus.progress', { current, target })}</span>
        <span role="timer" aria-live="off" className="numeric">
          {t('home.bonus.endsIn', { days: left.days, hours: left.hours, minutes: left.minutes, seconds: left.seconds })}
        </span>
      </div>
      {claim.phase === 'failed' && (
        <p role="alert" className="field-error">
          {claim.notice.message === undefined ? undefined : tn(claim.notice.message)}
        </p>
      )}
      {claim.phase === 'claimed' && <p role="status">{t('home.bonus.claimed', { amount: formatCoin(claim.reward.amount, claim.reward.currency, locale) })}</p>}
      {claim.phase === 'claiming' && <p role="status">{t('home.bonus.claiming')}</p>}
      {view.isShowClaimButton && (
        <button
          type="button"
          className="button button--primary"
          disabled={state.claimLocked || claim.phase === 'claiming'}
          onClick={() => void welcomeBonus.claim()}
        >
          {claim.phase === 'failed' ? t('home.bonus.retry') : t('home.bonus.claim')}
        </button>
      )}
    </section>
  );
}
