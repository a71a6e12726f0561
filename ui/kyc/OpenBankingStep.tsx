import { useId } from 'react';
import type { FormSection } from '../../domain/kyc/form-section';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { PAYMENT_FRAME_HEIGHT } from '../payments/PaymentFrameDialog';
import { useServerText } from './use-server-text';

/**
 * The open-banking step (spec 001 §4): the section's title and text, a button that opens the
 * provider's page inside the modal (its own origin), and the page until it calls back. Choice:
 * the step has no submit of its own; the SDK's SUCCESS sends it, and its Cancel goes back a step.
 */
export function OpenBankingStep({ section, submitting }: { readonly section: FormSection; readonly submitting: boolean }) {
  const { cashAccountSetup } = useServices();
  const connection = useStore(cashAccountSetup.bankConnection.state);
  const { t } = useT();
  const ts = useServerText();
  const titleId = useId();
  const busy = submitting || connection.phase === 'starting';
  return (
    <section className="stack kyc-bank" aria-labelledby={titleId}>
      <h3 id={titleId} className="kyc-form__title">
        {ts(section.section_title ?? section.section_id)}
      </h3>
      {section.section_description !== undefined && <p className="hint">{ts(section.section_description)}</p>}
      {connection.phase === 'open' ? (
        <>
          <iframe className="payment-frame kyc-bank__frame" title={t('kyc.bank.page')} src={connection.url} height={PAYMENT_FRAME_HEIGHT} />
          <button type="button" className="button button--ghost" onClick={() => cashAccountSetup.bankConnection.close()}>
            {t('kyc.bank.closePage')}
          </button>
        </>
      ) : (
        <>
          <ul className="kyc-bank__points">
            <li>{t('kyc.bank.readOnly')}</li>
            <li>{t('kyc.bank.once')}</li>
          </ul>
          <button type="button" className="button button--primary" aria-disabled={busy} onClick={() => !busy && void cashAccountSetup.connectBank()}>
            {busy ? t('kyc.bank.opening') : t('kyc.bank.connect')}
          </button>
        </>
      )}
    </section>
  );
}
