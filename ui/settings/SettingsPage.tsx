import { useId } from 'react';
import { LanguageSetting } from './LanguageSetting';
import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';
import { PaymentCurrencySetting } from './PaymentCurrencySetting';
import { PasskeySetting } from './PasskeySetting';

/** /hub/settings (spec 000 §2, 001 §7): the display language (saved to the server), the payment currency, passkeys (design), and signing out. */
export function SettingsPage() {
  const { t } = useT();
  const { signIn } = useServices();
  const headingId = useId();
  return (
    <div className="stack">
      <h1>{t('settings.title')}</h1>
      <section className="card settings" aria-labelledby={headingId}>
        <h2 id={headingId} className="card__label">
          {t('settings.language.heading')}
        </h2>
        <LanguageSetting />
      </section>
      <section className="card settings" aria-labelledby={`${headingId}-currency`}>
        <h2 id={`${headingId}-currency`} className="card__label">
          {t('settings.currency.heading')}
        </h2>
        <PaymentCurrencySetting />
      </section>
      <section className="card settings" aria-labelledby={`${headingId}-passkeys`}>
        <h2 id={`${headingId}-passkeys`} className="card__label">
          {t('settings.passkeys.heading')}
        </h2>
        <PasskeySetting />
      </section>
      <section className="card settings" aria-labelledby={`${headingId}-sign-out`}>
        <h2 id={`${headingId}-sign-out`} className="card__label">
          {t('settings.signOut.heading')}
        </h2>
        <p className="hint">{t('settings.signOut.text')}</p>
        <button type="button" className="button button--ghost" onClick={() => void signIn.signOut()}>
          {t('settings.signOut.button')}
        </button>
      </section>
    </div>
  );
}
