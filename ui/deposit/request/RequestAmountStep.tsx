import { useState } from 'react';
import type { DepositRequestView } from '../../../application/deposit/deposit-request-service';
import { acceptAmountInput } from '../../../domain/money/amount-input';
import { fiatFractionDigits } from '../../../domain/money/currency';
import { decOrUndefined } from '../../../domain/money/decimal';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { AmountInput } from '../../shared/fields/AmountInput';
import { useDepositFailureText } from '../FailureText';
import { StepError, ContinueButton } from '../StepControls';

/** Amount input (spec 001 §2): the chosen bank (with a way back to the list), the amount and the network's fee; Continue creates the order. */
export function RequestAmountStep({ view, bankId, creating }: { readonly view: DepositRequestView; readonly bankId: string; readonly creating: boolean }) {
  const { depositRequest } = useServices();
  const { t } = useT();
  const failureText = useDepositFailureText();
  const [amount, setAmount] = useState('');
  const currency = view.currency ?? view.overview?.currency;
  const bank = view.banks.find((b) => b.id === bankId);
  const failure = view.failure;
  return (
    <form
      className="top-up"
      onSubmit={(event) => {
        event.preventDefault();
        void depositRequest.submitAmount(decOrUndefined(amount));
      }}
    >
      <div className="request__bank">
        <span>
          <span className="hint">{t('deposit.request.from')}</span> <strong>{bank?.bank_name}</strong>
        </span>
        <button type="button" className="button button--ghost button--small" onClick={() => depositRequest.back()} disabled={creating}>
          {t('deposit.request.changeBank')}
        </button>
      </div>
      <div className="field">
        <label htmlFor="request-amount">{t('deposit.card.amount', { currency: currency ?? '' })}</label>
        <AmountInput
          id="request-amount"
          autoFocus
          value={amount}
          onType={(typed) => setAmount(acceptAmountInput(amount, typed, currency === undefined ? 2 : fiatFractionDigits(currency)).value)}
          invalid={failure !== undefined}
          describedBy={['request-fee', failure !== undefined && 'request-error']}
        />
        {view.overview !== undefined && (
          <p id="request-fee" className="hint">
            {t('deposit.request.fee', { percent: view.overview.feePercentage.toFixed() })}
          </p>
        )}
        {failure !== undefined && <StepError id="request-error">{failureText(failure)}</StepError>}
      </div>
      <ContinueButton busy={creating} />
    </form>
  );
}
