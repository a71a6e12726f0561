import { useEffect } from 'react';
import type { DepositRequest as DepositModalRequest } from '../../application/deposit/deposit-launcher';
import type { DepositFlowView } from '../../application/deposit/deposit-flow-service';
import { ErrorCode } from '../../domain/errors/error-codes';
import { depositMethodTitle } from '../../domain/deposit/deposit-method';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Loader } from '../shared/Loader';
import { AlertModal, AlertModalCancel } from '../shared/modal/AlertModal';
import { Modal } from '../shared/modal/Modal';
import { DepositRequest } from './request/DepositRequest';
import { PaypalDeposit } from './paypal/PaypalDeposit';
import { ApiFailureText } from './FailureText';
import { ManualBankInfo } from './manual/ManualBankInfo';
import { CardTopUp } from './card/CardTopUp';
import { PullDeposit } from './pull/PullDeposit';
import { MethodPicker } from './MethodPicker';
import { useMethodTitle } from './method-title';
import { depositMessagesEn } from './messages.en';

/** The English texts this screen shows: they load with it (ui/shared/lazy-screen.tsx). */
export const texts = depositMessagesEn;

/** The method's flow; a deposit request the bank sent the customer back to opens on its result. */
function MethodScreen({
  view,
  returnedOrderId,
}: {
  readonly view: Extract<DepositFlowView, { kind: 'method' }>;
  readonly returnedOrderId: string | undefined;
}) {
  switch (view.screen) {
    case 'manual':
      return <ManualBankInfo currency={view.currency} method={view.method} />;
    case 'card_top_up':
      return <CardTopUp currency={view.currency} />;
    case 'deposit_pull':
      return <PullDeposit currency={view.currency} network={view.method} />;
    case 'deposit_request':
      return <DepositRequest currency={view.currency} method={view.method} returnedOrderId={returnedOrderId} />;
    case 'paypal':
      return <PaypalDeposit currency={view.currency} />;
  }
}

function Body({ view, returnedOrderId }: { readonly view: DepositFlowView; readonly returnedOrderId: string | undefined }) {
  const { depositFlow } = useServices();
  const { t, te } = useT();
  switch (view.kind) {
    case 'closed':
    case 'loading':
      return <Loader />;
    case 'load_failed':
      return (
        <div className="deposit__state" role="alert">
          <p>{t('deposit.loadFailed')}</p>
          <p className="hint">
            <ApiFailureText error={view.error} />
          </p>
          <button type="button" className="button button--primary" onClick={() => void depositFlow.retry()}>
            {t('deposit.retry')}
          </button>
        </div>
      );
    case 'no_method':
      return (
        <p className="deposit__state" role="status">
          {te(ErrorCode.noDepositMethodFound)}
        </p>
      );
    case 'picker':
      return <MethodPicker view={view} />;
    case 'method':
      return <MethodScreen view={view} returnedOrderId={returnedOrderId} />;
    case 'personal_information_required':
    case 'viban_not_eligible':
      return null;
  }
}

/** The alerts that stop a picked method (spec 001 §4): personal information required, 'we are working hard'. */
function StopAlert({ view }: { readonly view: DepositFlowView }) {
  const { depositFlow } = useServices();
  const { t } = useT();
  if (view.kind !== 'personal_information_required' && view.kind !== 'viban_not_eligible') return null;
  const personal = view.kind === 'personal_information_required';
  return (
    <AlertModal
      onClose={() => depositFlow.back()}
      title={t(personal ? 'deposit.personalInfo.title' : 'deposit.viban.title')}
      description={personal ? t('deposit.personalInfo.text') : t('deposit.viban.text', { currency: view.currency })}
      actions={<AlertModalCancel className="button button--primary">{t('app.ok')}</AlertModalCancel>}
    />
  );
}

/**
 * The deposit modal (spec 001 §2): titled with the currency (and the method once chosen), 480 wide
 * with padding 24 and a full-screen sheet on phones; the picker, or straight to a method, with a
 * back arrow to the picker. Closing it ends the flow and the launcher's request.
 */
export default function DepositModal({ request }: { readonly request: DepositModalRequest }) {
  const { depositFlow, depositLauncher } = useServices();
  const view = useStore(depositFlow.state);
  const { t } = useT();
  const methodTitle = useMethodTitle();
  useEffect(() => {
    void depositFlow.start(request);
  }, [depositFlow, request]);
  const close = () => {
    depositFlow.close();
    depositLauncher.close();
  };
  const currency = view.kind === 'closed' ? request.currency : view.currency;
  const inMethod = view.kind === 'method';
  const title = inMethod ? `${t('deposit.title', { currency })} · ${methodTitle(depositMethodTitle(view.method))}` : t('deposit.title', { currency });
  return (
    <Modal
      onClose={close}
      title={title}
      sheet
      className="deposit"
      closeOnOutsideClick={false}
      {...(inMethod && view.list !== undefined ? { onBack: () => depositFlow.back(), backLabel: t('deposit.backToMethods') } : {})}
    >
      <Body view={view} returnedOrderId={request.requestOrderId} />
      <StopAlert view={view} />
    </Modal>
  );
}
