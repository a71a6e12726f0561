import { useEffect, useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import type { DepositMethodId } from '../../../domain/deposit/deposit-method';
import { ErrorCode } from '../../../domain/errors/error-codes';
import type { CurrencyCode } from '../../../domain/money/currency';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { Loader } from '../../shared/Loader';
import { useDepositFailureText } from '../FailureText';
import { useServerText } from '../method-title';
import { BankDetails } from './BankDetails';
import { DepositStatus } from './DepositStatus';
import { EmailDetailsButton } from './EmailDetailsButton';
import { ReferenceNumberModal } from './ReferenceNumberModal';
import { VendorSwitch } from './VendorSwitch';

/**
 * Manual bank info (spec 001 §2): bullet points, the receiving bank (vendor) with its switch,
 * warnings, instructions, the bank details with copy buttons, the email-details button and the
 * enter-reference-number modal; 'retrieving provider details' while a new vendor is prepared,
 * its error with a retry, and the restricted-feature screen.
 */
export function ManualBankInfo({ currency, method }: { readonly currency: CurrencyCode; readonly method: DepositMethodId }) {
  const { manualDeposit } = useServices();
  const view = useStore(manualDeposit.state);
  const { t, te } = useT();
  const text = useServerText();
  const failureText = useDepositFailureText();
  const [referenceOpen, setReferenceOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = `${currency}:${method}:${String(attempt)}`;
  // The answer of the load for `key`; an answer for an earlier key counts as not loaded yet.
  const [answer, setAnswer] = useState<{ readonly key: string; readonly failure: DepositFailure | undefined } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void manualDeposit.open(currency, method).then((result) => {
      if (current) setAnswer({ key, failure: result.ok ? undefined : result.error });
    });
    return () => {
      current = false;
    };
  }, [manualDeposit, currency, method, key]);
  if (answer?.key !== key) return <Loader />;
  const loadFailure = answer.failure;
  if (loadFailure !== undefined || view.method === undefined) {
    return (
      <div className="deposit__state" role="alert">
        <p>{loadFailure === undefined ? te(ErrorCode.vendorRetrievalFailed) : failureText(loadFailure)}</p>
        <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
          {t('deposit.retry')}
        </button>
      </div>
    );
  }
  const info = view.method;
  const vendor = manualDeposit.shownVendor();
  const state = view.vendor;
  if (state.view === 'restricted_feature') {
    return (
      <p className="deposit__state" role="alert">
        {te(ErrorCode.manualRestrictedFeature)}
      </p>
    );
  }
  return (
    <div className="manual">
      <ul className="manual__bullets">
        {info.bulletPoints.map((key) => (
          <li key={key}>{text(key, method)}</li>
        ))}
      </ul>
      <VendorSwitch info={info} state={state} />
      {state.view === 'retrieving_provider_details' && (
        <p role="status" className="deposit__state">
          {t('deposit.manual.retrieving')}
        </p>
      )}
      {state.view === 'error' && (
        <div className="deposit__state" role="alert">
          <p>{te(state.code)}</p>
          <button type="button" className="button button--primary" onClick={() => manualDeposit.retry()}>
            {t('deposit.retry')}
          </button>
        </div>
      )}
      {vendor !== undefined && state.view !== 'retrieving_provider_details' && state.view !== 'error' && (
        <>
          {vendor.warnings.map((key) => (
            <p key={key} className="manual__warning">
              {text(key, method)}
            </p>
          ))}
          <ol className="manual__instructions">
            {info.instructions.map((key) => (
              <li key={key}>{text(key, method)}</li>
            ))}
          </ol>
          <BankDetails vendor={vendor} />
          <EmailDetailsButton />
        </>
      )}
      <div className="manual__reference">
        {view.reference !== undefined && <DepositStatus receipt={view.reference} settlement={view.settlement} />}
        <p className="hint">{t('deposit.manual.reference.lead')}</p>
        <button type="button" className="button button--ghost" aria-haspopup="dialog" onClick={() => setReferenceOpen(true)}>
          {t('deposit.manual.reference')}
        </button>
      </div>
      {referenceOpen && <ReferenceNumberModal onClose={() => setReferenceOpen(false)} />}
    </div>
  );
}
