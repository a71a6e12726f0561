import { useEffect } from 'react';
import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { AlertModal, AlertModalAction } from '../shared/modal/AlertModal';

/** Choice: the UK risk summary the dialog links to (the UK terms' risk summary document). */
export const UK_RISK_SUMMARY_URL = 'https://crypto.com/uk/risk-summary';

/** A decorative shield, the dialog's illustration. */
const Illustration = () => (
  <svg className="risk-dialog__art" width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
    <path d="M36 6 62 16v18c0 16-11 27-26 32C21 61 10 50 10 34V16z" fill="#1d4ed8" />
    <path d="M36 20v20" stroke="#eef3ff" strokeWidth="5" strokeLinecap="round" />
    <circle cx="36" cy="50" r="3.5" fill="#eef3ff" />
  </svg>
);

/**
 * The UK cooling-off risk dialog (spec 001 §4): opened once per customer by RiskDialogService; an
 * illustration, the title, the risk text with the customer's name, the UK risk summary in a new
 * tab; confirm closes it.
 */
export function UkRiskDialog() {
  const { riskDialog } = useServices();
  const state = useStore(riskDialog.state);
  const { t } = useT();
  useEffect(() => riskDialog.start(), [riskDialog]);
  if (!state.open) return null;
  return (
    <AlertModal
      onClose={() => riskDialog.confirm()}
      icon={<Illustration />}
      title={t('risk.title')}
      description={t('risk.body', { name: state.name })}
      actions={
        <AlertModalAction className="button button--primary" onClick={() => riskDialog.confirm()}>
          {t('risk.confirm')}
        </AlertModalAction>
      }
    >
      <p>
        <a className="risk-dialog__link" href={UK_RISK_SUMMARY_URL} target="_blank" rel="noreferrer noopener">
          {t('risk.more')}
          <span className="visually-hidden"> {t('app.newTab')}</span>
        </a>
      </p>
    </AlertModal>
  );
}
