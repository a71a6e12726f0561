import { useEffect, useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import type { PullDepositData } from '../../../application/deposit/pull-deposit-service';
import type { CurrencyCode } from '../../../domain/money/currency';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { Loader } from '../../shared/Loader';
import { useDepositFailureText } from '../FailureText';
import { BankAccountGroups } from './BankAccountGroups';
import { BankLinkModals } from './BankLinkModals';
import { ManageBankAccounts } from './ManageBankAccounts';
import { PullAmountStep } from './PullAmountStep';
import { PullConfirmSteps } from './PullConfirmSteps';

/**
 * The pull deposit (us_ach_pull, titled instant deposit; spec 001 §2, §4): Loading, Empty (the
 * three explainer steps and Link a bank account, through the bank-link page), Error with a retry,
 * and Deposit (bank account and amount, then confirm, passcode, success or insufficient balance),
 * with the accounts needing attention, Add account and Manage accounts (edit, remove). The accounts
 * are read again after every link, relink, edit or removal, the amount step staying as typed; a
 * pull refused with account_link_fail_error opens the relink modal for its account and returns to
 * the amount step with the refused amount and account.
 */
export function PullDeposit({ currency, network }: { readonly currency: CurrencyCode; readonly network: string }) {
  const { pullDeposit, bankLink } = useServices();
  const state = useStore(pullDeposit.state);
  const { changes } = useStore(bankLink.state);
  const { t } = useT();
  const failureText = useDepositFailureText();
  const [attempt, setAttempt] = useState(0);
  const [managing, setManaging] = useState(false);
  const key = `${currency}:${network}:${String(attempt)}:${String(changes)}`;
  const [loaded, setLoaded] = useState<{ readonly key: string; readonly data?: PullDepositData; readonly failure?: DepositFailure } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void pullDeposit.load(currency, network).then((answer) => {
      if (current) setLoaded(answer.ok ? { key, data: answer.value } : { key, failure: answer.error });
    });
    return () => {
      current = false;
    };
  }, [pullDeposit, currency, network, key]);
  useEffect(
    () => () => {
      pullDeposit.close();
      bankLink.close();
    },
    [pullDeposit, bankLink],
  );
  const relinkAccountId = state.relinkAccountId;
  useEffect(() => {
    if (relinkAccountId !== undefined) bankLink.openRelink(relinkAccountId);
  }, [relinkAccountId, bankLink]);
  // After a link, relink, edit or removal the accounts shown stay until the new ones arrive.
  if (loaded === undefined || (loaded.key !== key && loaded.data === undefined)) return <Loader />;
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
  const modals = <BankLinkModals accounts={data.bankAccounts} />;
  if (data.view === 'Empty') {
    return (
      <div className="deposit__state">
        <h3 className="deposit__lead">{t('deposit.pull.empty.title')}</h3>
        <ol className="manual__instructions">
          <li>{t('deposit.pull.empty.step1')}</li>
          <li>{t('deposit.pull.empty.step2')}</li>
          <li>{t('deposit.pull.empty.step3')}</li>
        </ol>
        {data.overview.canAddBankAccount && (
          <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => void bankLink.add()}>
            {t('deposit.pull.empty.linkBank')}
          </button>
        )}
        {modals}
      </div>
    );
  }
  if (managing) return <ManageBankAccounts data={data} onDone={() => setManaging(false)} />;
  if (state.confirm.step !== 'closed') return <PullConfirmSteps data={data} />;
  return (
    <div className="top-up">
      <PullAmountStep data={data} />
      <BankAccountGroups accounts={data.bankAccounts} overview={data.overview} onManage={() => setManaging(true)} />
      {modals}
    </div>
  );
}
