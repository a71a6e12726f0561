import { useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import type { TopUpOrder } from '../../../application/ports/payments-port';
import { formatFiat } from '../../../domain/format/money-format';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { useDepositFailureText } from '../FailureText';
import { TopUpSummary } from '../OrderSummary';
import { StepError } from '../StepControls';

/**
 * CONFIRM_DEPOSIT (spec 001 §5): amount, fee and what arrives, the fee-agreement checkbox and,
 * for a debit card, the attestation; a missing tick is said by the catalogue's message.
 */
export function TopUpConfirmStep({ order, debit }: { readonly order: TopUpOrder; readonly debit: boolean }) {
  const { cardTopUp } = useServices();
  const { t, locale } = useT();
  const failureText = useDepositFailureText();
  const [feeAgreed, setFeeAgreed] = useState(false);
  const [attested, setAttested] = useState(false);
  const [failure, setFailure] = useState<DepositFailure | undefined>(undefined);
  const money = (value: TopUpOrder['amount']) => formatFiat(value, order.currency, locale);
  return (
    <form
      className="top-up"
      onSubmit={(event) => {
        event.preventDefault();
        const confirmed = cardTopUp.confirm({ feeAgreed, debitCardAttested: attested });
        setFailure(confirmed.ok ? undefined : confirmed.error);
      }}
    >
      <h3 className="deposit__lead">{t('deposit.card.confirm.title')}</h3>
      <TopUpSummary order={order} />
      <label className="check">
        <input type="checkbox" checked={feeAgreed} onChange={(event) => setFeeAgreed(event.target.checked)} />
        {t('deposit.card.confirm.agreeFee', { fee: money(order.feeAmount) })}
      </label>
      {debit && (
        <label className="check">
          <input type="checkbox" checked={attested} onChange={(event) => setAttested(event.target.checked)} />
          {t('deposit.card.confirm.attest')}
        </label>
      )}
      {failure !== undefined && <StepError>{failureText(failure)}</StepError>}
      <button type="submit" className="button button--primary">
        {t('deposit.card.confirm.action')}
      </button>
    </form>
  );
}
