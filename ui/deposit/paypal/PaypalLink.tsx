import type { PaypalLinkView } from '../../../application/deposit/paypal-link-flow';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { PaymentFrameDialog } from '../../payments/PaymentFrameDialog';
import { StepHeading } from '../StepHeading';

/**
 * The PayPal link states (spec 001 §2, §4): NO_PAYPAL_ACCOUNT with the way to link, the
 * instructions while PayPal's window is open (PAYPAL_AUTH_INSTRUCTION), the registering page in the
 * payment frame (ACCOUNT_REGISTERING), and PAYPAL_POPUP_BLOCKED with how to allow the window.
 */
export function PaypalLink({ link }: { readonly link: PaypalLinkView }) {
  const { paypalDeposit } = useServices();
  const { t } = useT();
  // PayPal's window must open inside the click: browsers block windows opened later.
  const add = () => void paypalDeposit.link.add();
  switch (link.state) {
    case 'NO_PAYPAL_ACCOUNT':
      return (
        <div className="deposit__state">
          <h3 className="deposit__lead">{t('deposit.paypal.empty.title')}</h3>
          <ol className="manual__instructions">
            <li>{t('deposit.paypal.empty.step1')}</li>
            <li>{t('deposit.paypal.empty.step2')}</li>
            <li>{t('deposit.paypal.empty.step3')}</li>
          </ol>
          <button type="button" className="button button--primary" onClick={add}>
            {t('deposit.paypal.link')}
          </button>
        </div>
      );
    case 'PAYPAL_AUTH_INSTRUCTION':
      return (
        <div className="deposit__state" role="status">
          <StepHeading>{t('deposit.paypal.auth.title')}</StepHeading>
          <p>{t('deposit.paypal.auth.text')}</p>
        </div>
      );
    case 'ACCOUNT_REGISTERING':
      return (
        <>
          <p className="deposit__state" role="status">
            {t('deposit.paypal.registering')}
          </p>
          <PaymentFrameDialog title={t('deposit.paypal.empty.title')} frameTitle={t('deposit.paypal.frame')} />
        </>
      );
    case 'PAYPAL_POPUP_BLOCKED':
      return (
        <div className="deposit__state" role="alert">
          <StepHeading>{t('deposit.paypal.blocked.title')}</StepHeading>
          <p>{t('deposit.paypal.blocked.text')}</p>
          <button type="button" className="button button--primary" onClick={add}>
            {t('deposit.card.tryAgain')}
          </button>
        </div>
      );
  }
}
