import type { LevelUpSubscription } from '../../application/ports/rewards-port';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';

/**
 * The subscription held (spec 001 §7 management): plan, status, billing now and from the next
 * renewal, the renewal or end date; cancel renewal, resume, or switch the billing period.
 */
export function ManageCard({ subscription, planName }: { readonly subscription: LevelUpSubscription; readonly planName: string }) {
  const { levelUpPage } = useServices();
  const { t, locale } = useT();
  const other = subscription.nextBillingPeriod === 'monthly' ? 'annual' : 'monthly';
  const when = subscription.renewsAt;
  return (
    <section className="card" aria-labelledby="level-up-manage">
      <h2 id="level-up-manage" className="card__label">
        {t('levelUp.manage.title')}
      </h2>
      <dl className="level-up__facts">
        <div>
          <dt>{t('levelUp.manage.plan')}</dt>
          <dd>{planName}</dd>
        </div>
        <div>
          <dt>{t('levelUp.manage.status')}</dt>
          <dd>{t(`levelUp.status.${subscription.status}`)}</dd>
        </div>
        <div>
          <dt>{t('levelUp.manage.billing')}</dt>
          <dd>{t(`levelUp.period.${subscription.billingPeriod}`)}</dd>
        </div>
        {subscription.nextBillingPeriod !== subscription.billingPeriod && (
          <div>
            <dt>{t('levelUp.manage.nextBilling')}</dt>
            <dd>{t(`levelUp.period.${subscription.nextBillingPeriod}`)}</dd>
          </div>
        )}
        {when !== undefined && (
          <div>
            <dt>{subscription.status === 'cancelled' ? t('levelUp.manage.ends') : t('levelUp.manage.renews')}</dt>
            <dd>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(when)}</dd>
          </div>
        )}
      </dl>
      <div className="holding__actions">
        {subscription.status === 'active' && (
          <>
            <button type="button" className="button button--ghost" aria-haspopup="dialog" onClick={() => levelUpPage.startManage('billing', other)}>
              {t('levelUp.manage.switchTo', { period: t(`levelUp.period.${other}`).toLowerCase() })}
            </button>
            <button type="button" className="button button--ghost" aria-haspopup="dialog" onClick={() => levelUpPage.startManage('cancel')}>
              {t('levelUp.manage.cancel')}
            </button>
          </>
        )}
        {subscription.status === 'cancelled' && (
          <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => levelUpPage.startManage('resume')}>
            {t('levelUp.manage.resume')}
          </button>
        )}
      </div>
    </section>
  );
}
