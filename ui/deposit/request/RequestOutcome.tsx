import type { DepositRequestOutcome } from '../../../application/deposit/deposit-request-outcome';
import { formatFiat } from '../../../domain/format/money-format';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { useDepositFailureText } from '../FailureText';

/**
 * Back from the bank (spec 001 §2 "then the result"): the request as the server recorded it: still
 * waiting for the bank, on its way (pending until it settles), arrived, or not authorised with no
 * money moved; a new request can be started from there.
 */
export function RequestOutcome({ outcome, onNew }: { readonly outcome: DepositRequestOutcome; readonly onNew: () => void }) {
  const { depositFlow, depositLauncher } = useServices();
  const { t, locale } = useT();
  const failureText = useDepositFailureText();
  const done = () => {
    depositFlow.close();
    depositLauncher.close();
  };
  if (outcome.kind === 'checking') {
    return (
      <p className="deposit__state" role="status">
        {t('deposit.request.checking')}
      </p>
    );
  }
  if (outcome.kind === 'unknown') {
    return (
      <div className="deposit__state" role="alert">
        <p>{t('deposit.request.unknown')}</p>
        <p className="hint">{failureText(outcome.failure)}</p>
        <button type="button" className="button button--primary" onClick={onNew}>
          {t('deposit.request.new')}
        </button>
      </div>
    );
  }
  const amount = formatFiat(outcome.order.amount, outcome.currency, locale);
  const receivable = formatFiat(outcome.order.receivableAmount, outcome.currency, locale);
  const tone = outcome.stage === 'settled' ? 'settled' : outcome.stage === 'failed' ? 'failed' : 'pending';
  return (
    <div className="top-up">
      <p role="status" className={`deposit__status deposit__status--${tone}`}>
        {t(`deposit.request.stage.${outcome.stage}`, { amount, receivable })}
      </p>
      <div className="request__actions">
        <button type="button" className="button button--ghost" onClick={onNew}>
          {t('deposit.request.new')}
        </button>
        <button type="button" className="button button--primary" onClick={done}>
          {t('deposit.done')}
        </button>
      </div>
    </div>
  );
}
