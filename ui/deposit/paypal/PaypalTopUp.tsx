import { useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import type { PaypalDepositState } from '../../../application/deposit/paypal-deposit-service';
import { acceptPaypalAmountInput, PAYPAL_QUICK_AMOUNTS } from '../../../domain/deposit/paypal';
import { monthlyUsage } from '../../../domain/deposit/top-up-limits';
import { formatFiat } from '../../../domain/format/money-format';
import { decOrUndefined } from '../../../domain/money/decimal';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { AmountInput } from '../../shared/fields/AmountInput';
import { useDepositFailureText } from '../FailureText';
import { useServerLabel } from '../method-title';
import { StepError, ContinueButton } from '../StepControls';

/** TOP_UP (spec 001 §4, §5, §9): the amount (25, 50, 100, 500 or typed, at most 2 decimals), PayPal's fee label and limits; Continue creates the order. */
export function PaypalTopUp({ state }: { readonly state: PaypalDepositState }) {
  const { paypalDeposit } = useServices();
  const { t, locale } = useT();
  const failureText = useDepositFailureText();
  const serverLabel = useServerLabel();
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<DepositFailure | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const currency = state.currency;
  const money = (value: Parameters<typeof formatFiat>[0]) => (currency === undefined ? '' : formatFiat(value, currency, locale));
  const limits = state.limits;
  const usage = monthlyUsage(limits);
  const feeLabel = serverLabel(limits?.feeLabel);
  const shown = failure ?? state.failure;
  const submit = async () => {
    setCreating(true);
    const created = await paypalDeposit.createOrder(decOrUndefined(amount));
    setCreating(false);
    setFailure(created.ok ? undefined : created.error);
  };
  return (
    <form
      className="top-up"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label htmlFor="paypal-amount">{t('deposit.card.amount', { currency: currency ?? '' })}</label>
        <AmountInput
          id="paypal-amount"
          value={amount}
          onType={(typed) => setAmount(acceptPaypalAmountInput(amount, typed).value)}
          invalid={shown !== undefined}
          describedBy={['paypal-limits', shown !== undefined && 'paypal-error']}
        />
        <div className="quick-amounts" role="group" aria-label={t('deposit.card.quick')}>
          {PAYPAL_QUICK_AMOUNTS.map((quick) => (
            <button key={quick.toFixed()} type="button" className="button button--ghost button--small" onClick={() => setAmount(quick.toFixed())}>
              {money(quick)}
            </button>
          ))}
        </div>
        <p id="paypal-limits" className="hint top-up__limits">
          {feeLabel !== undefined && <span>{feeLabel}</span>}
          {limits?.minTransactionAmount !== undefined && limits.maxTransactionAmount !== undefined && (
            <span>{t('deposit.card.limits', { min: money(limits.minTransactionAmount), max: money(limits.maxTransactionAmount) })}</span>
          )}
          {usage !== undefined && <span>{t('deposit.card.monthly', { used: money(usage.used), max: money(usage.max) })}</span>}
        </p>
        {shown !== undefined && <StepError id="paypal-error">{failureText(shown)}</StepError>}
      </div>
      <ContinueButton busy={creating} />
    </form>
  );
}
