import { useEffect, useState } from 'react';
import type { DepositMethodId } from '../../../domain/deposit/deposit-method';
import type { CurrencyCode } from '../../../domain/money/currency';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { Loader } from '../../shared/Loader';
import { useDepositFailureText } from '../FailureText';
import { BankChooser } from './BankChooser';
import { RequestAmountStep } from './RequestAmountStep';
import { RequestConfirmSteps } from './RequestConfirmSteps';
import { RequestOutcome } from './RequestOutcome';

interface Props {
  readonly currency: CurrencyCode;
  readonly method: DepositMethodId;
  /** The request the bank sent the customer back to (the deposit link's `request`). */
  readonly returnedOrderId: string | undefined;
}

/**
 * The deposit request (ca_interac_request; spec 001 §2 "Deposit request", §4): choose a bank with
 * search, the amount, confirm order, authorise at the bank's page; back from the bank, the result.
 * Leaving the modal starts it over.
 */
export function DepositRequest({ currency, method, returnedOrderId }: Props) {
  const { depositRequest } = useServices();
  const view = useStore(depositRequest.state);
  const { t } = useT();
  const failureText = useDepositFailureText();
  const [resume, setResume] = useState(returnedOrderId);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (resume === undefined) void depositRequest.open(currency, method);
    else void depositRequest.resume(currency, method, resume);
    return () => depositRequest.close();
  }, [depositRequest, currency, method, resume, attempt]);
  if (view.outcome !== undefined) return <RequestOutcome outcome={view.outcome} onNew={() => setResume(undefined)} />;
  if (view.load === 'failed') {
    return (
      <div className="deposit__state" role="alert">
        <p>{t('deposit.request.loadFailed')}</p>
        {view.failure !== undefined && <p className="hint">{failureText(view.failure)}</p>}
        <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
          {t('deposit.retry')}
        </button>
      </div>
    );
  }
  if (view.load !== 'ready') return <Loader />;
  const { step } = view;
  switch (step.step) {
    case 'CHOOSE_BANK':
      return <BankChooser view={view} />;
    case 'AMOUNT':
      return <RequestAmountStep view={view} bankId={step.bankId} creating={step.creating} />;
    case 'CONFIRM_ORDER':
    case 'AUTHORISE':
      return <RequestConfirmSteps view={view} step={step} />;
  }
}
