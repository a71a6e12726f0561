import { canGoBack } from '../../domain/kyc/form-history';
import type { SetupStepName } from '../../domain/kyc/cash-setup-state';
import type { MessageKey } from '../base/i18n/message-ids';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Modal } from '../shared/modal/Modal';
import { FormStep } from './FormStep';
import { IntroStep } from './IntroStep';
import { StatusStep } from './StatusStep';
import { kycMessagesEn } from './messages.en';

/** The English texts this modal shows (the server's keys included): they load with it (ui/shared/lazy-screen.tsx). */
export const texts = kycMessagesEn;

const TITLES: Partial<Record<SetupStepName, MessageKey>> = {
  CREATING_WALLET: 'kyc.creating.title',
  VERIFYING_DETAILS: 'kyc.verifying.title',
  POLLING: 'kyc.polling.title',
  ADDITIONAL_INFORMATION_REQUIRED: 'kyc.additional.title',
  RETRY: 'kyc.retry.title',
  PENDING_AFTER_STARTING: 'kyc.pendingStart.title',
  PENDING_AFTER_SUBMISSION: 'kyc.pendingSubmission.title',
  VERIFICATION_UNSUCCESSFUL: 'kyc.unsuccessful.title',
  SUCCESS: 'kyc.success.title',
  CONTINUE_ON_THE_APP: 'kyc.continueApp.title',
  DONE: 'kyc.pendingStart.title',
};

/**
 * The cash account setup modal (spec 001 §2, §4), mounted once in the hub: it shows while the
 * cashAccountSetupLauncher is open, whoever opened it, and closing it (Escape, ×, Close) aborts
 * whatever the setup was waiting for. The form is a sheet (full screen on a phone).
 */
export function CashAccountSetupHost() {
  const { cashAccountSetup } = useServices();
  const view = useStore(cashAccountSetup.state);
  const { t } = useT();
  const { setup, currency } = view;
  if (currency === undefined || setup.step === 'CLOSED') return null;
  const form = setup.step === 'FORM' ? setup.form : undefined;
  const titleKey = TITLES[setup.step];
  const title = titleKey === undefined ? t('kyc.title', { currency }) : t(titleKey);
  const busy = setup.step === 'CREATING_WALLET' || setup.step === 'VERIFYING_DETAILS' || setup.step === 'POLLING';
  return (
    <Modal
      onClose={() => cashAccountSetup.close()}
      title={title}
      sheet={setup.step === 'FORM' || setup.step === 'START'}
      className="kyc-modal"
      closeOnOutsideClick={!busy && setup.step !== 'FORM'}
      {...(form !== undefined && canGoBack(form) && setup.step === 'FORM' && !setup.submitting
        ? { onBack: () => cashAccountSetup.back(), backLabel: t('kyc.form.back') }
        : {})}
    >
      {setup.step === 'START' ? (
        <IntroStep view={view} />
      ) : setup.step === 'FORM' ? (
        <FormStep section={setup.form.current} view={view} submitting={setup.submitting} />
      ) : (
        <StatusStep view={view} step={setup.step} />
      )}
    </Modal>
  );
}

export default CashAccountSetupHost;
