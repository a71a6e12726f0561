import type { SubscriptionPlan } from '../../application/ports/rewards-port';
import { formatFiat } from '../../domain/format/money-format';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';
import { gradientOf, useLevelUpText } from './use-level-up-text';

/** One plan (spec 001 §3, §7): its gradient, name, prices, benefits, and Choose (or 'Your plan'). */
export function PlanCard({ plan, current, canChoose }: { readonly plan: SubscriptionPlan; readonly current: boolean; readonly canChoose: boolean }) {
  const { levelUpCheckout } = useServices();
  const { t, locale } = useT();
  const text = useLevelUpText();
  const price = (period: 'monthly' | 'annual') => {
    const p = plan.prices.find((x) => x.billingPeriod === period);
    return p === undefined ? undefined : formatFiat(p.amount, p.currency, locale);
  };
  const monthly = price('monthly');
  const annual = price('annual');
  const id = `plan-${plan.code}`;
  return (
    <li className={`plan${current ? ' plan--current' : ''}`} aria-labelledby={id}>
      <div className="plan__band" style={{ background: gradientOf(plan.gradientColors) }}>
        <h3 id={id}>{plan.name}</h3>
      </div>
      <div className="plan__body">
        {monthly !== undefined && <p className="plan__price numeric">{t('levelUp.plan.monthly', { price: monthly })}</p>}
        {annual !== undefined && <p className="hint numeric">{t('levelUp.plan.annual', { price: annual })}</p>}
        <ul className="plan__benefits">
          {plan.benefits.map((b) => (
            <li key={b}>{text(b)}</li>
          ))}
        </ul>
        {current ? (
          <p className="badge badge--ok plan__current">{t('levelUp.plan.current')}</p>
        ) : (
          canChoose && (
            <button
              type="button"
              className="button button--primary"
              aria-haspopup="dialog"
              aria-label={t('levelUp.plan.choose', { plan: plan.name })}
              onClick={() => void levelUpCheckout.open(plan)}
            >
              {t('levelUp.plan.chooseShort')}
            </button>
          )
        )}
      </div>
    </li>
  );
}
