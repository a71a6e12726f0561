import { ErrorCode } from '../../domain/errors/error-codes';
import type { FormSection } from '../../domain/kyc/form-section';
import type { SetupMessage, SetupView } from '../../application/kyc/setup-view';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { SectionForm } from './form/SectionForm';
import { OpenBankingStep } from './OpenBankingStep';
import { openBankingField } from '../../domain/kyc/open-banking';

/** The message over the form after a refused submit: the server's own, or the catalogue's. */
function FormMessageLine({ message }: { readonly message: SetupMessage }) {
  const { te } = useT();
  const text = message.code === ErrorCode.serverMessage && message.message !== undefined && message.message !== '' ? message.message : te(message.code);
  return (
    <p className="kyc-message" role="alert">
      {text}
    </p>
  );
}

/**
 * The form step: a loader while the section or its option lists load (576 high, spec 001 §4),
 * a retry panel when a list fails, then the section (the open-banking step when it asks for the bank).
 */
export function FormStep({ section, view, submitting }: { readonly section: FormSection | null; readonly view: SetupView; readonly submitting: boolean }) {
  const { cashAccountSetup } = useServices();
  const options = useStore(cashAccountSetup.options.state);
  const { t } = useT();
  const status = section === null ? 'loading' : (options.status[section.section_id] ?? 'loading');
  return (
    <div className="stack">
      {view.message !== undefined && <FormMessageLine message={view.message} />}
      {section === null || status === 'loading' ? (
        <div className="kyc-loader" role="status">
          <span className="kyc-spinner" aria-hidden="true" />
          {section === null ? t('kyc.form.loading') : t('kyc.form.loadingOptions')}
        </div>
      ) : status === 'failed' ? (
        <div className="kyc-loader" role="alert">
          <p>{t('kyc.form.optionsFailed')}</p>
          <button type="button" className="button" onClick={() => cashAccountSetup.options.load(section, true)}>
            {t('kyc.retryLoad')}
          </button>
        </div>
      ) : openBankingField(section) !== undefined ? (
        <OpenBankingStep section={section} submitting={submitting} />
      ) : (
        <SectionForm
          key={section.section_id}
          section={cashAccountSetup.options.filled(section)}
          values={view.values}
          showAllErrors={view.showAllErrors}
          submitting={submitting}
        />
      )}
    </div>
  );
}
