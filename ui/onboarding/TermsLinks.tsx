import type { CountryTerms } from '../../application/ports/onboarding-port';
import type { MessageKey } from '../base/i18n/message-ids';
import { useT } from '../base/i18n/use-t';

const DOCUMENT_KEYS: Readonly<Record<string, MessageKey>> = {
  onboarding_terms_of_use: 'signup.terms.onboarding_terms_of_use',
  onboarding_privacy_notice: 'signup.terms.onboarding_privacy_notice',
  onboarding_esign_consent: 'signup.terms.onboarding_esign_consent',
  onboarding_uk_risk_summary: 'signup.terms.onboarding_uk_risk_summary',
  onboarding_sg_risk_disclosure: 'signup.terms.onboarding_sg_risk_disclosure',
};

/** The country's terms documents (each in a new tab) and the pre-auth privacy notice (spec 001 §2, §7). */
export function TermsLinks({ terms, privacyNoticeUrl }: { readonly terms: CountryTerms; readonly privacyNoticeUrl: string | undefined }) {
  const { t } = useT();
  const newTab = t('app.newTab');
  return (
    <div className="stack stack--tight">
      <p className="hint">{t('signup.phone.terms')}</p>
      <ul className="onboarding__links">
        {terms.documents.map((document) => (
          <li key={document.url}>
            <a href={document.url} target="_blank" rel="noreferrer noopener">
              {t(DOCUMENT_KEYS[document.textKey] ?? 'signup.terms.other')}
              <span className="visually-hidden"> {newTab}</span>
            </a>
          </li>
        ))}
        {privacyNoticeUrl !== undefined && (
          <li>
            <a href={privacyNoticeUrl} target="_blank" rel="noreferrer noopener">
              {t('signup.phone.privacy')}
              <span className="visually-hidden"> {newTab}</span>
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
