import { useState } from 'react';
import type { ManualVendor } from '../../../application/ports/deposits-port';
import { useT } from '../../base/i18n/use-t';
import { useServerText } from '../method-title';

/**
 * The vendor's bank details (spec 001 §2 "Manual bank info"): one row per detail with its own copy
 * button; a copy is confirmed in words beside it (read out politely).
 */
export function BankDetails({ vendor }: { readonly vendor: ManualVendor }) {
  const { t } = useT();
  const text = useServerText();
  const [copied, setCopied] = useState<string | undefined>(undefined);
  const copy = async (key: string, value: string) => {
    await navigator.clipboard.writeText(value);
    setCopied(key);
  };
  return (
    <section className="bank-details" aria-labelledby="bank-details-title">
      <h3 id="bank-details-title" className="deposit__lead">
        {t('deposit.manual.details')}
      </h3>
      <dl className="bank-details__list">
        {vendor.bankDetails.map((detail) => {
          const label = text(detail.translationKey);
          return (
            <div key={detail.key} className="bank-details__row">
              <dt className="hint">{label}</dt>
              <dd>
                <span className="bank-details__value">{detail.value}</span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={t('deposit.manual.copy', { label })}
                  onClick={() => void copy(detail.key, detail.value)}
                >
                  {t('deposit.manual.copyShort')}
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
      <p role="status" className="hint bank-details__copied">
        {copied === undefined ? '' : t('deposit.manual.copied', { label: text(vendor.bankDetails.find((d) => d.key === copied)?.translationKey ?? '') })}
      </p>
    </section>
  );
}
