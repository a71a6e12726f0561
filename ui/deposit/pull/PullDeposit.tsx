import { useEffect, useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import type { PullDepositData } from '../../../application/deposit/pull-deposit-service';
import type { CurrencyCode } from '../../../domain/money/currency';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { Loader } from '../../shared/Loader';
import { useDepositFailureText } from '../FailureText';
import { PullAmountStep } from './PullAmountStep';
import { PullConfirmSteps } from './PullConfirmSteps';

/**
 * The pull deposit (us_ach_pull, titled instant deposit; spec 001 §2, §4): Loading, Empty (the
 * three explainer steps and the way to link a bank), Error with a retry, and Deposit (bank account
 * and amount, then confirm, passcode, success or insufficient balance).
 */
export function PullDeposit({ currency, network }: { readonly currency: CurrencyCode; readonly network: string }) {
  const { pullDeposit, appDownload } = useServices();
  const state = useStore(pullDeposit.state);
  const { t } = useT();
  const failureText = useDepositFailureText();
  const [attempt, setAttempt] = useState(0);
  const key = `${currency}:${network}:${String(attempt)}`;
  const [loaded, setLoaded] = useState<{ readonly key: string; readonly data?: PullDepositData; readonly failure?: DepositFailure } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void pullDeposit.load(currency, network).then((answer) => {
      if (current) setLoaded(answer.ok ? { key, data: answer.value } : { key, failure: answer.error });
    });
    return () => {
      current = false;
      pullDeposit.close();
    };
  }, [pullDeposit, currency, network, key]);
  if (loaded?.key !== key) return <Loader />;
  const data = loaded.data;
  if (data === undefined || data.view === 'Error') {
    return (
      <div className="deposit__state" role="alert">
        <p>{t('deposit.pull.loadFailed')}</p>
        {loaded.failure !== undefined && <p className="hint">{failureText(loaded.failure)}</p>}
        <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
          {t('deposit.retry')}
        </button>
      </div>
    );
  }
  if (data.view === 'Empty') {
    return (
      <div className="deposit__state">
        <h3 className="deposit__lead">{t('deposit.pull.empty.title')}</h3>
        <ol className="manual__instructions">
          <li>{t('deposit.pull.empty.step1')}</li>
          <li>{t('deposit.pull.empty.step2')}</li>
          <li>{t('deposit.pull.empty.step3')}</li>
        </ol>
        <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => appDownload.open()}>
          {t('deposit.pull.empty.link')}
        </button>
      </div>
    );
  }
  return state.confirm.step === 'closed' ? <PullAmountStep data={data} /> : <PullConfirmSteps data={data} />;
}
