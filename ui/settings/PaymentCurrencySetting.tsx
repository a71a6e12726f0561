import { useEffect, useId, useState } from 'react';
import { currencyCode } from '../../domain/money/currency';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

/** The payment currency: the one prices and payments are shown in, chosen from those the exchange offers. */
export function PaymentCurrencySetting() {
  const { paymentCurrency } = useServices();
  const { status, currencies, saving, saveFailed } = useStore(paymentCurrency.state);
  const { t } = useT();
  const selectId = useId();
  const [choice, setChoice] = useState<string | undefined>(undefined);
  useEffect(() => void paymentCurrency.load(), [paymentCurrency]);
  if (status === 'failed') return <p role="alert">{t('settings.currency.loadFailed')}</p>;
  if (currencies === undefined) return <p className="hint">{t('settings.currency.loading')}</p>;
  const value = choice ?? currencies.current;
  return (
    <form
      className="settings__row"
      onSubmit={(event) => {
        event.preventDefault();
        void paymentCurrency.choose(currencyCode(value));
      }}
    >
      <label htmlFor={selectId}>{t('settings.currency.label')}</label>
      <select id={selectId} className="input" value={value} onChange={(event) => setChoice(event.target.value)}>
        {currencies.available.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--primary" disabled={saving || value === currencies.current}>
        {saving ? t('settings.currency.saving') : t('settings.currency.save')}
      </button>
      <p role="status" className="hint">
        {saveFailed ? t('settings.currency.failed') : t('settings.currency.current', { currency: currencies.current })}
      </p>
    </form>
  );
}
