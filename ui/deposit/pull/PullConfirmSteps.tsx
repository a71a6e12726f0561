import { useEffect, useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import type { PullDepositData } from '../../../application/deposit/pull-deposit-service';
import type { PageContent } from '../../../application/ports/deposits-port';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { PasscodeStep } from '../PasscodeStep';
import { formatFiat, formatServerAmountText } from '../../../domain/format/money-format';
import type { CurrencyCode } from '../../../domain/money/currency';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { useDepositFailureText } from '../FailureText';
import { usePullPageText } from '../method-title';
import { StepError } from '../StepControls';

function Content({ block, currency }: { readonly block: PageContent; readonly currency: CurrencyCode }) {
  const text = usePullPageText();
  const { locale } = useT();
  switch (block.type) {
    case 'key_value_pairs':
      return (
        <dl className="summary">
          {block.pairs.map((pair) => (
            <div key={pair.key}>
              <dt>{text(pair.key)}</dt>
              <dd className="numeric">{formatServerAmountText(pair.value, currency, locale)}</dd>
            </div>
          ))}
        </dl>
      );
    case 'simple_text':
      return <p>{text(block.text)}</p>;
    case 'simple_text_with_title':
      return (
        <div className="pull-page__block">
          <strong>{text(block.title)}</strong>
          <p>{text(block.text)}</p>
        </div>
      );
  }
}

/**
 * The pull deposit's confirm page as the server wrote it, the passcode (6 digits), then success
 * (followed until it settles, when the balances reload), insufficient balance, or the relink
 * message for a bank link that failed (account_link_fail_error).
 */
export function PullConfirmSteps({ data }: { readonly data: PullDepositData }) {
  const { pullDeposit, balances } = useServices();
  const state = useStore(pullDeposit.state);
  const { t, te, locale } = useT();
  const failureText = useDepositFailureText();
  const pageText = usePullPageText();
  const [failure, setFailure] = useState<DepositFailure | undefined>(undefined);
  const [settled, setSettled] = useState(false);
  const { confirm, order, receipt } = state;
  const success = confirm.step === 'success';
  useEffect(() => {
    if (!success) return;
    let current = true;
    void pullDeposit.settlement().then(async (answer) => {
      if (!current || !answer.ok || answer.value?.status !== 'settled') return;
      setSettled(true);
      await balances.refresh();
    });
    return () => {
      current = false;
    };
  }, [success, pullDeposit, balances]);
  const shownFailure = failure ?? state.failure;
  const errorText =
    shownFailure === undefined ? undefined : state.relinkAccountId !== undefined ? te(ErrorCode.accountLinkFailError) : failureText(shownFailure);
  const error = errorText !== undefined && <StepError>{errorText}</StepError>;
  switch (confirm.step) {
    case 'closed':
      return null;
    case 'confirm':
      return (
        <div className="top-up">
          <h3 className="deposit__lead">{order === undefined ? t('deposit.pull.confirm.title') : pageText(order.pageTitle)}</h3>
          {order?.pageContent.map((block, index) => (
            <Content key={index} block={block} currency={data.currency} />
          ))}
          {order !== undefined && order.pageFooter !== '' && <p className="hint">{pageText(order.pageFooter)}</p>}
          {error}
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              const confirmed = pullDeposit.confirm();
              setFailure(confirmed.ok ? undefined : confirmed.error);
            }}
          >
            {t('deposit.pull.confirm.action')}
          </button>
        </div>
      );
    case 'passcode':
      return (
        <PasscodeStep
          id="pull-passcode"
          action={t('deposit.pull.passcode.action')}
          submitting={confirm.submitting}
          error={errorText}
          onSubmit={(passcode) => void pullDeposit.submitPasscode(passcode).then((answer) => setFailure(answer.ok ? undefined : answer.error))}
        />
      );
    case 'success': {
      const amount = receipt === undefined ? '' : formatFiat(receipt.amount, data.currency, locale);
      return (
        <p role="status" className={`deposit__status deposit__status--${settled ? 'settled' : 'pending'}`}>
          {t(settled ? 'deposit.pull.settled' : 'deposit.pull.success', { amount })}
        </p>
      );
    }
    case 'insufficient_balance':
      return (
        <p className="deposit__state" role="alert">
          {te(ErrorCode.insufficientBalanceError)}
        </p>
      );
  }
}
