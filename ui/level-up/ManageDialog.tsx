import { useId } from 'react';
import { isCompletePasscode } from '../../domain/session/passcode';
import { PasscodeField } from '../shared/fields/PasscodeField';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Modal } from '../shared/modal/Modal';

/** Confirms a management change: cancel renewal (no passcode), resume or a billing switch (with the passcode). */
export function ManageDialog() {
  const { levelUpPage } = useServices();
  const { manage, subscription } = useStore(levelUpPage.state);
  const { t, tn } = useT();
  const id = useId();
  if (manage === undefined || subscription === undefined) return null;
  const date = subscription.renewsAt ?? 0;
  const period = t(`levelUp.period.${manage.period}`).toLowerCase();
  const title =
    manage.action === 'cancel'
      ? t('levelUp.manageDialog.cancel.title')
      : manage.action === 'resume'
        ? t('levelUp.manageDialog.resume.title')
        : t('levelUp.manageDialog.billing.title', { period });
  const text =
    manage.action === 'cancel'
      ? t('levelUp.manageDialog.cancel.text', { date })
      : manage.action === 'resume'
        ? t('levelUp.manageDialog.resume.text', { date })
        : t('levelUp.manageDialog.billing.text');
  const needsPasscode = manage.action !== 'cancel';
  const error = manage.error?.message === undefined ? undefined : tn(manage.error.message);
  return (
    <Modal
      onClose={() => levelUpPage.cancelManage()}
      title={title}
      description={text}
      actions={
        <>
          <button type="button" className="button button--ghost" disabled={manage.busy} onClick={() => levelUpPage.cancelManage()}>
            {manage.action === 'cancel' ? t('levelUp.manageDialog.keep') : t('levelUp.manageDialog.back')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={manage.busy || (needsPasscode && !isCompletePasscode(manage.passcode))}
            onClick={() => void levelUpPage.confirmManage()}
          >
            {manage.busy ? t('levelUp.manageDialog.working') : t('levelUp.manageDialog.confirm')}
          </button>
        </>
      }
    >
      {needsPasscode ? (
        <PasscodeField
          id={id}
          label={t('levelUp.manageDialog.passcode')}
          value={manage.passcode}
          onChange={(p) => levelUpPage.typeManagePasscode(p)}
          error={error}
        />
      ) : (
        error !== undefined && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )
      )}
    </Modal>
  );
}
