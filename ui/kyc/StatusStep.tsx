import type { SetupView } from '../../application/kyc/setup-view';
import type { SetupStepName } from '../../domain/kyc/cash-setup-state';
import type { MessageKey } from '../base/i18n/message-ids';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';
import { readableKey } from '../shared/readable-key';

type Tone = 'busy' | 'info' | 'pending' | 'bad' | 'good';
interface Screen {
  readonly text: MessageKey;
  readonly tone: Tone;
}

/** The screens around the form (spec 001 §2), by step: their text and look; the titles are the modal's. */
export const STATUS_SCREENS: Partial<Record<SetupStepName, Screen>> = {
  CREATING_WALLET: { text: 'kyc.creating.text', tone: 'busy' },
  VERIFYING_DETAILS: { text: 'kyc.verifying.text', tone: 'busy' },
  POLLING: { text: 'kyc.polling.text', tone: 'busy' },
  ADDITIONAL_INFORMATION_REQUIRED: { text: 'kyc.additional.text', tone: 'info' },
  RETRY: { text: 'kyc.retry.text', tone: 'info' },
  PENDING_AFTER_STARTING: { text: 'kyc.pendingStart.text', tone: 'pending' },
  PENDING_AFTER_SUBMISSION: { text: 'kyc.pendingSubmission.text', tone: 'pending' },
  VERIFICATION_UNSUCCESSFUL: { text: 'kyc.unsuccessful.text', tone: 'bad' },
  SUCCESS: { text: 'kyc.success.text', tone: 'good' },
  CONTINUE_ON_THE_APP: { text: 'kyc.continueApp.text', tone: 'info' },
  DONE: { text: 'kyc.pendingStart.text', tone: 'pending' },
};

const MARK: Readonly<Record<Tone, string>> = { busy: '', info: 'i', pending: '…', bad: '!', good: '✓' };

/** A screen around the form: a progress state while the server works, else its outcome and what to do next. */
export function StatusStep({ view, step }: { readonly view: SetupView; readonly step: SetupStepName }) {
  const { cashAccountSetup, appDownload } = useServices();
  const { t } = useT();
  const featureName = (feature: string): string => {
    const key = `kyc.feature.${feature}` as MessageKey;
    const text = t(key);
    return text === key ? readableKey(feature).toLowerCase() : text;
  };
  const screen = STATUS_SCREENS[step];
  if (screen === undefined) return null;
  const currency = view.currency ?? '';
  const pending = step === 'PENDING_AFTER_STARTING' || step === 'PENDING_AFTER_SUBMISSION';
  return (
    <div className={`kyc-status kyc-status--${screen.tone}`} {...(screen.tone === 'busy' ? { role: 'status', 'aria-busy': true } : {})}>
      {screen.tone === 'busy' ? (
        <span className="kyc-spinner kyc-spinner--large" aria-hidden="true" />
      ) : (
        <span className="kyc-status__mark" aria-hidden="true">
          {MARK[screen.tone]}
        </span>
      )}
      <p>{t(screen.text, { currency })}</p>
      {step === 'SUCCESS' && view.restrictedFeatures.length > 0 && (
        <p className="kyc-status__note">{t('kyc.success.restricted', { features: view.restrictedFeatures.map(featureName).join(', ') })}</p>
      )}
      {(step === 'ADDITIONAL_INFORMATION_REQUIRED' || step === 'RETRY') && (
        <button type="button" className="button button--primary" onClick={() => cashAccountSetup.continue()}>
          {t(step === 'RETRY' ? 'kyc.retry.action' : 'kyc.continue')}
        </button>
      )}
      {pending && (
        <button type="button" className="button" aria-disabled={view.checking} onClick={() => !view.checking && void cashAccountSetup.checkVerification()}>
          {view.checking ? t('kyc.checking') : t('kyc.checkStatus')}
        </button>
      )}
      {step === 'CONTINUE_ON_THE_APP' && (
        <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => appDownload.open()}>
          {t('download.open')}
        </button>
      )}
      {(screen.tone === 'good' || screen.tone === 'bad' || pending || step === 'DONE') && (
        <button type="button" className={screen.tone === 'good' ? 'button button--primary' : 'button button--ghost'} onClick={() => cashAccountSetup.close()}>
          {t(screen.tone === 'good' ? 'kyc.done' : 'kyc.close')}
        </button>
      )}
    </div>
  );
}
