import { useId } from 'react';
import type { SetupView } from '../../application/kyc/setup-view';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';
import { useServerText } from './use-server-text';

/**
 * Intro with terms (spec 001 §2, §3 fiat wallet overview): the overview's title, description,
 * bullet points, terms, footer, disclaimer, FAQ and disclosure, and the fiat terms box that must
 * be ticked to start.
 */
export function IntroStep({ view }: { readonly view: SetupView }) {
  const { cashAccountSetup } = useServices();
  const { t } = useT();
  const ts = useServerText();
  const id = useId();
  const { overview } = view;
  if (overview === undefined) {
    return (
      <div className="kyc-loader" role="status">
        <span className="kyc-spinner" aria-hidden="true" />
        {t('app.loading')}
      </div>
    );
  }
  if (overview === 'failed') {
    return (
      <div className="kyc-loader" role="alert">
        <p>{t('kyc.intro.overviewFailed')}</p>
        <button type="button" className="button" onClick={() => cashAccountSetup.loadOverview()}>
          {t('kyc.retryLoad')}
        </button>
      </div>
    );
  }
  return (
    <div className="stack kyc-intro">
      <h3 className="kyc-intro__title">{ts(overview.title)}</h3>
      <p>{ts(overview.description)}</p>
      <ul className="kyc-bullets">
        {overview.bulletPoints.map((b) => (
          <li key={b}>{ts(b)}</li>
        ))}
      </ul>
      <p className="hint">{ts(overview.disclosure)}</p>
      <label className="kyc-check kyc-terms">
        <input type="checkbox" checked={view.termsAgreed} aria-describedby={`${id}-terms`} onChange={(e) => cashAccountSetup.agreeToTerms(e.target.checked)} />
        <span>{t('kyc.intro.agree')}</span>
      </label>
      <p id={`${id}-terms`} className="hint">
        {ts(overview.terms)} · {t('kyc.intro.agreeHint')}
      </p>
      <button type="button" className="button button--primary" aria-disabled={!view.termsAgreed} onClick={() => cashAccountSetup.start()}>
        {t('kyc.intro.start')}
      </button>
      <p className="hint">{ts(overview.footer)}</p>
      <p className="hint kyc-disclaimer">{ts(overview.footerDisclaimer)}</p>
      {overview.faq.startsWith('https://') && (
        <a href={overview.faq} target="_blank" rel="noreferrer">
          {t('kyc.intro.faq')}
        </a>
      )}
    </div>
  );
}
