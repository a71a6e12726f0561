import { useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { useDepositFailureText } from '../FailureText';
import { PasscodeField } from '../../shared/fields/PasscodeField';
import { isCompletePasscode } from '../../../domain/session/passcode';

/** PASSCODE (spec 001 §4): six digits; then the bank's page in the payment frame when the card asks for it. */
export function TopUpPasscodeStep() {
  const { cardTopUp } = useServices();
  const { t } = useT();
  const failureText = useDepositFailureText();
  const [passcode, setPasscode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<DepositFailure | undefined>(undefined);
  return (
    <form
      className="top-up"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitting(true);
        void cardTopUp.submitPasscode(passcode).then((answer) => {
          setSubmitting(false);
          setFailure(answer.ok ? undefined : answer.error);
        });
      }}
    >
      <PasscodeField
        id="top-up-passcode"
        label={t('deposit.card.passcode.label')}
        value={passcode}
        onChange={setPasscode}
        error={failure === undefined ? undefined : failureText(failure)}
      />
      <button type="submit" className="button button--primary" disabled={submitting || !isCompletePasscode(passcode)} aria-busy={submitting}>
        {t('deposit.card.passcode.action')}
      </button>
    </form>
  );
}
