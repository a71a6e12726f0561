import { useEffect } from 'react';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Loader } from '../shared/Loader';
import { CheckoutDialog } from './CheckoutDialog';
import { ManageCard } from './ManageCard';
import { ManageDialog } from './ManageDialog';
import { PlanCard } from './PlanCard';
import { gradientOf, useLevelUpText } from './use-level-up-text';
import { levelUpMessagesEn } from './messages.en';

/** The English texts this screen shows: they load with it (ui/shared/lazy-screen.tsx). */
export const texts = levelUpMessagesEn;

/**
 * /hub/level-up/subscription (spec 001 §2, §3, §7; hidden from the navigation, reached from the
 * trade drawer's Level Up banner): the level-up info with its text and gradient, the
 * subscription held and its management, and the plans plus, pro and private to join.
 */
export default function LevelUpPage() {
  const { levelUpPage } = useServices();
  const state = useStore(levelUpPage.state);
  const { t } = useT();
  const text = useLevelUpText();
  useEffect(() => void levelUpPage.load(), [levelUpPage]);
  if (state.status === 'idle' || state.status === 'loading') return <Loader />;
  if (state.status === 'failed') {
    return (
      <section className="error-panel" role="alert">
        <h1>{t('levelUp.title')}</h1>
        <p>{t('levelUp.unavailable')}</p>
        <button type="button" className="button" onClick={() => void levelUpPage.load()}>
          {t('levelUp.retry')}
        </button>
      </section>
    );
  }
  const { info, subscription, plans } = state;
  /** Active, or cancelled but inside the paid period (past it the effective status is 'expired'). */
  const member = subscription?.status === 'active' || subscription?.status === 'cancelled';
  const planName = plans.find((p) => p.code === subscription?.planCode)?.name ?? subscription?.planCode ?? '';
  return (
    <div className="stack level-up-page">
      <section className="level-up__hero" style={{ background: gradientOf(info?.gradientColors ?? []) }} aria-labelledby="level-up-title">
        <h1 id="level-up-title">{t('levelUp.title')}</h1>
        {info !== undefined && <p className="level-up__tagline">{text(info.text)}</p>}
        <p>{t('levelUp.lead')}</p>
      </section>
      {subscription !== undefined && subscription.status !== 'expired' && <ManageCard subscription={subscription} planName={planName} />}
      <section aria-labelledby="level-up-plans">
        <h2 id="level-up-plans">{t('levelUp.plans')}</h2>
        <ul className="plans">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={member && subscription.planCode === plan.code} canChoose={!member} />
          ))}
        </ul>
      </section>
      <CheckoutDialog />
      <ManageDialog />
    </div>
  );
}
