import type { CheckoutState } from '../../application/rewards/level-up-checkout-state';
import type { SubscriptionPaymentMethod } from '../../application/ports/level-up-port';
import type { BillingPeriod } from '../../domain/rewards/level-up-subscription';
import { formatFiat } from '../../domain/format/money-format';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';
import { RadioChoice, RadioChoiceGroup } from '../shared/RadioChoice';

/** The checkout's choices: the billing period with its price, and the payment the calls offer here (cash account, Apple Pay, Google Pay). */
export function CheckoutChoices({ state }: { readonly state: CheckoutState }) {
  const { levelUpCheckout } = useServices();
  const { t, locale } = useT();
  const prices = state.plan?.prices ?? [];
  return (
    <div className="stack">
      <RadioChoiceGroup
        className="segments"
        value={state.billingPeriod}
        onValueChange={(v) => levelUpCheckout.chooseBilling(v as BillingPeriod)}
        label={t('levelUp.checkout.billing')}
      >
        {prices.map((p) => (
          <label key={p.billingPeriod} className="segment">
            <RadioChoice value={p.billingPeriod} className="segment__radio" />
            {t(`levelUp.checkout.billing.${p.billingPeriod}`, { price: formatFiat(p.amount, p.currency, locale) })}
          </label>
        ))}
      </RadioChoiceGroup>
      <RadioChoiceGroup
        className="segments"
        value={state.paymentMethod}
        onValueChange={(v) => levelUpCheckout.choosePayment(v as SubscriptionPaymentMethod)}
        label={t('levelUp.checkout.pay')}
      >
        {state.methods.map((m) => (
          <label key={m} className="segment">
            <RadioChoice value={m} className="segment__radio" />
            {t(`levelUp.checkout.method.${m}`)}
          </label>
        ))}
      </RadioChoiceGroup>
    </div>
  );
}
