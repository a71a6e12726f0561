import type { DepositRequestView } from '../../../application/deposit/deposit-request-service';
import type { DepositRequestOrder, DepositRequestState } from '../../../domain/deposit/deposit-request-steps';
import type { CurrencyCode } from '../../../domain/money/currency';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { useDepositFailureText } from '../FailureText';
import { useServerText } from '../method-title';
import { StepHeading } from '../StepHeading';
import { OrderSummary } from '../OrderSummary';
import { StepError } from '../StepControls';

function RequestSummary({
  order,
  currency,
  bank,
}: {
  readonly order: DepositRequestOrder;
  readonly currency: CurrencyCode;
  readonly bank: string | undefined;
}) {
  const { t } = useT();
  return (
    <OrderSummary order={order} currency={currency} feeLabel={t('deposit.request.feeLine')}>
      {bank !== undefined && (
        <div>
          <dt>{t('deposit.request.bank')}</dt>
          <dd>{bank}</dd>
        </div>
      )}
    </OrderSummary>
  );
}

/**
 * Confirm order (amount, fee, what arrives) and Authorise (spec 001 §2, §4): confirming asks the
 * bank for an authorisation; authorising leaves for the bank's page, which sends the customer back.
 */
export function RequestConfirmSteps({
  view,
  step,
}: {
  readonly view: DepositRequestView;
  readonly step: Extract<DepositRequestState, { step: 'CONFIRM_ORDER' | 'AUTHORISE' }>;
}) {
  const { depositRequest } = useServices();
  const { t } = useT();
  const text = useServerText();
  const failureText = useDepositFailureText();
  const bankId = step.step === 'CONFIRM_ORDER' ? step.bankId : undefined;
  const bank = view.banks.find((b) => b.id === bankId)?.bank_name;
  const currency = view.currency;
  if (currency === undefined) return null;
  const error = view.failure !== undefined && <StepError>{failureText(view.failure)}</StepError>;
  if (step.step === 'CONFIRM_ORDER') {
    return (
      <div key="confirm" className="top-up">
        <StepHeading>{t('deposit.request.confirm.title')}</StepHeading>
        <RequestSummary order={step.order} currency={currency} bank={bank} />
        {error}
        <div className="request__actions">
          <button type="button" className="button button--ghost" onClick={() => depositRequest.back()} disabled={step.confirming}>
            {t('app.back')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void depositRequest.confirm()}
            disabled={step.confirming}
            aria-busy={step.confirming}
          >
            {t('deposit.request.confirm.action')}
          </button>
        </div>
      </div>
    );
  }
  const { authorisation } = step;
  const canLeave = authorisation.supportsRedirect && authorisation.redirectUrl !== undefined;
  return (
    <div key="authorise" className="top-up">
      <StepHeading>{t('deposit.request.authorise.title')}</StepHeading>
      <RequestSummary order={step.order} currency={currency} bank={undefined} />
      <p>{text(authorisation.descriptionKey)}</p>
      {error}
      {canLeave ? (
        <button type="button" className="button button--primary" onClick={() => depositRequest.authorise()}>
          {t('deposit.request.authorise.action')}
        </button>
      ) : (
        <p className="hint">{t('deposit.request.authorise.inApp')}</p>
      )}
    </div>
  );
}
