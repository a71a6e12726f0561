import { useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { useDepositFailureText } from '../FailureText';

/**
 * The email-details button (spec 001 §2, §7, §8): sends the shown vendor's details, then counts
 * its cooldown down (also when the server says the cooldown has not passed); the verification
 * code is shown once sent; reaching the maximum attempts or another failure is said beside it.
 */
export function EmailDetailsButton() {
  const { manualDeposit } = useServices();
  const { email } = useStore(manualDeposit.state);
  const secondsLeft = useStore(manualDeposit.emailCooldown);
  const { t } = useT();
  const failureText = useDepositFailureText();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<DepositFailure | undefined>(undefined);
  const send = async () => {
    setSending(true);
    const answer = await manualDeposit.emailBankInfo();
    setSending(false);
    setFailure(answer.ok || (answer.error.kind === 'rule' && answer.error.code === ErrorCode.cooldownPeriodHasNotPassed) ? undefined : answer.error);
  };
  return (
    <div className="manual__email">
      <button type="button" className="button button--ghost" disabled={sending || secondsLeft > 0} aria-busy={sending} onClick={() => void send()}>
        {secondsLeft > 0 ? t('deposit.manual.emailCooldown', { seconds: secondsLeft }) : t('deposit.manual.email')}
      </button>
      <p role="status" className="hint">
        {email.verificationCode === undefined ? '' : t('deposit.manual.emailSent', { code: email.verificationCode })}
      </p>
      {failure !== undefined && (
        <p className="field__error" role="alert">
          {failureText(failure)}
        </p>
      )}
    </div>
  );
}
