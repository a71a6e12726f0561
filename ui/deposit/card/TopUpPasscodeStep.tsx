import { useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { useDepositFailureText } from '../FailureText';

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
      <div className="field">
        <label htmlFor="top-up-passcode">{t('deposit.card.passcode.label')}</label>
        <input
          id="top-up-passcode"
          className="input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={passcode}
          aria-invalid={failure !== undefined}
          aria-describedby={failure === undefined ? undefined : 'top-up-passcode-error'}
          onChange={(event) => setPasscode(event.target.value.replace(/\D/g, ''))}
        />
        {failure !== undefined && (
          <p id="top-up-passcode-error" className="field__error" role="alert">
            {failureText(failure)}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={submitting || passcode.length !== 6} aria-busy={submitting}>
        {t('deposit.card.passcode.action')}
      </button>
    </form>
  );
}
