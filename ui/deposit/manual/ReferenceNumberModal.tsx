import { useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import { REFERENCE_NUMBER_MAX_LENGTH, REFERENCE_NUMBER_MIN_LENGTH, referenceNumberMessage } from '../../../domain/deposit/reference-number';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { Modal } from '../../shared/modal/Modal';
import { useDepositFailureText } from '../FailureText';

/**
 * The enter-reference-number modal (spec 001 §2, §5): 8 to 12 characters; over 12 says 'exceeds
 * maximum length'; confirm is disabled while shorter, once the day's attempts are used up, while
 * submitting and while the last answer's error stands (until the number changes). The server's
 * refusal shows inline; a match closes it and the deposit shows as pending.
 */
export function ReferenceNumberModal({ onClose }: { readonly onClose: () => void }) {
  const { manualDeposit } = useServices();
  const { t, te } = useT();
  const failureText = useDepositFailureText();
  const [value, setValue] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<DepositFailure | undefined>(undefined);
  const [usedUp, setUsedUp] = useState(false);
  const tooLong = referenceNumberMessage(value);
  const disabled = value.length < REFERENCE_NUMBER_MIN_LENGTH || tooLong !== undefined || usedUp || submitting || failure !== undefined;
  const submit = async () => {
    if (disabled) return;
    setSubmitting(true);
    const answer = await manualDeposit.submitReference(value);
    setSubmitting(false);
    if (answer.ok) {
      onClose();
      void manualDeposit.followSettlement();
      return;
    }
    if (answer.error.kind === 'rule' && answer.error.code === ErrorCode.referenceAttemptsUsedUp) setUsedUp(true);
    setFailure(answer.error);
  };
  const message = tooLong !== undefined ? te(tooLong.code) : failure !== undefined ? failureText(failure) : undefined;
  return (
    <Modal
      onClose={onClose}
      title={t('deposit.reference.title')}
      actions={
        <button type="submit" form="reference-form" className="button button--primary" disabled={disabled} aria-busy={submitting}>
          {submitting ? t('deposit.reference.submitting') : t('deposit.reference.confirm')}
        </button>
      }
    >
      <form
        id="reference-form"
        className="field"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="reference-number">{t('deposit.reference.label')}</label>
        <input
          id="reference-number"
          className="input"
          autoComplete="off"
          spellCheck={false}
          maxLength={REFERENCE_NUMBER_MAX_LENGTH + 8}
          value={value}
          aria-invalid={message !== undefined}
          aria-describedby={message === undefined ? 'reference-hint' : 'reference-hint reference-error'}
          onChange={(event) => {
            setValue(event.target.value);
            if (!usedUp) setFailure(undefined);
          }}
        />
        <p id="reference-hint" className="hint">
          {t('deposit.reference.hint')}
        </p>
        {message !== undefined && (
          <p id="reference-error" className="field__error" role="alert">
            {message}
          </p>
        )}
      </form>
    </Modal>
  );
}
