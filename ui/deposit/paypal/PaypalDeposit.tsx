import { useEffect } from 'react';
import { isPaypalApproved, paypalBadge } from '../../../domain/deposit/paypal';
import type { CurrencyCode } from '../../../domain/money/currency';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { Loader } from '../../shared/Loader';
import { AlertModal, AlertModalCancel } from '../../shared/modal/AlertModal';
import { useDepositFailureText } from '../FailureText';
import { PaypalConfirmSteps } from './PaypalConfirmSteps';
import { PaypalLink } from './PaypalLink';
import { PaypalTopUp } from './PaypalTopUp';

/**
 * The PayPal deposit (spec 001 §2, §4 "PayPal deposit view"): LOADING, ERROR with a retry, EMPTY
 * (the link states), TOP_UP from the linked account (a pending one shows its badge and waits for
 * approval), then the confirmation steps. too_many_fail_attempts_error closes the modal (its toast
 * stays). A link that failed is an alert.
 */
export function PaypalDeposit({ currency }: { readonly currency: CurrencyCode }) {
  const { paypalDeposit, depositFlow, depositLauncher } = useServices();
  const state = useStore(paypalDeposit.state);
  const link = useStore(paypalDeposit.link.state);
  const { t } = useT();
  const failureText = useDepositFailureText();
  useEffect(() => {
    void paypalDeposit.open(currency);
    return () => paypalDeposit.close();
  }, [paypalDeposit, currency]);
  useEffect(() => {
    if (!state.ended) return;
    depositFlow.close();
    depositLauncher.close();
  }, [state.ended, depositFlow, depositLauncher]);
  const ending = link.ending;
  const failed =
    ending?.kind === 'failed' ? (
      <AlertModal
        onClose={() => paypalDeposit.link.reset()}
        title={t('deposit.paypal.failed.title')}
        description={failureText(ending.failure)}
        actions={<AlertModalCancel className="button button--primary">{t('app.ok')}</AlertModalCancel>}
      />
    ) : null;
  const { account } = state;
  switch (state.view) {
    case 'LOADING':
      return <Loader />;
    case 'ERROR':
      return (
        <div className="deposit__state" role="alert">
          <p>{t('deposit.paypal.loadFailed')}</p>
          {state.loadFailure !== undefined && <p className="hint">{failureText(state.loadFailure)}</p>}
          <button type="button" className="button button--primary" onClick={() => void paypalDeposit.reload()}>
            {t('deposit.retry')}
          </button>
        </div>
      );
    case 'EMPTY':
      return (
        <>
          <PaypalLink link={link} />
          {failed}
        </>
      );
    case 'TOP_UP':
      if (account === undefined) return null;
      return (
        <div className="top-up">
          <p className="paypal__account">
            <span className="paypal__mark" aria-hidden="true">
              P
            </span>
            <span>
              <span className="hint">{t('deposit.paypal.from')}</span> <strong>{account.title}</strong>
            </span>
            {paypalBadge(account) === 'pending' && <span className="tag tag--muted">{t('deposit.paypal.pending')}</span>}
          </p>
          {!isPaypalApproved(account) ? (
            <p className="deposit__status" role="status">
              {t('deposit.paypal.pendingText')}
            </p>
          ) : state.confirm.step === 'closed' ? (
            <PaypalTopUp state={state} />
          ) : (
            <PaypalConfirmSteps state={state} />
          )}
          {failed}
        </div>
      );
  }
}
