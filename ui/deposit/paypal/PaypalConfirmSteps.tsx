import { useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import type { PaypalDepositState } from '../../../application/deposit/paypal-deposit-service';
import { formatFiat } from '../../../domain/format/money-format';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { useDepositFailureText } from '../FailureText';
import { PasscodeStep } from '../PasscodeStep';
import { StepHeading } from '../StepHeading';
import { TopUpSummary } from '../OrderSummary';
import { StepError } from '../StepControls';

/**
 * The PayPal confirmation steps (spec 001 §2, §4): CONFIRM_DEPOSIT with what arrives (and the last
 * refusal, after which the customer may confirm again), PASSCODE, SUCCESS.
 */
export function PaypalConfirmSteps({ state }: { readonly state: PaypalDepositState }) {
  const { paypalDeposit, depositFlow, depositLauncher } = useServices();
  const { t, locale } = useT();
  const failureText = useDepositFailureText();
  const [refused, setRefused] = useState<DepositFailure | undefined>(undefined);
  const { confirm, order } = state;
  if (order === undefined) return null;
  switch (confirm.step) {
    case 'closed':
    case 'insufficient_balance':
      return null;
    case 'confirm':
      return (
        <div className="top-up">
          <StepHeading>{t('deposit.paypal.confirm.title')}</StepHeading>
          <TopUpSummary order={order} />
          {state.failure !== undefined && <StepError>{failureText(state.failure)}</StepError>}
          <div className="request__actions">
            <button type="button" className="button button--ghost" onClick={() => paypalDeposit.backToTopUp()}>
              {t('app.back')}
            </button>
            <button type="button" className="button button--primary" onClick={() => paypalDeposit.confirm()}>
              {t('deposit.card.confirm.action')}
            </button>
          </div>
        </div>
      );
    case 'passcode':
      return (
        <PasscodeStep
          id="paypal-passcode"
          action={t('deposit.card.passcode.action')}
          submitting={confirm.submitting}
          error={refused === undefined ? undefined : failureText(refused)}
          onSubmit={(passcode) => void paypalDeposit.submitPasscode(passcode).then((answer) => setRefused(answer.ok ? undefined : answer.error))}
        />
      );
    case 'success':
      return (
        <div className="top-up">
          <p role="status" className="deposit__status deposit__status--settled">
            {t('deposit.card.success', {
              amount: formatFiat(order.amount, order.currency, locale),
              receivable: formatFiat(order.receivableAmount, order.currency, locale),
            })}
          </p>
          <div className="request__actions">
            <button type="button" className="button button--ghost" onClick={() => paypalDeposit.backToTopUp()}>
              {t('deposit.paypal.again')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                depositFlow.close();
                depositLauncher.close();
              }}
            >
              {t('deposit.done')}
            </button>
          </div>
        </div>
      );
  }
}
