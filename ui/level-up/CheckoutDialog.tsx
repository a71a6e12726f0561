import { useId } from 'react';
import type { CheckoutState } from '../../application/rewards/level-up-checkout-state';
import { formatFiat } from '../../domain/format/money-format';
import { isCompletePasscode } from '../../domain/session/passcode';
import { PasscodeField } from '../shared/fields/PasscodeField';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Modal } from '../shared/modal/Modal';
import { CheckoutChoices } from './CheckoutChoices';

function Body({ state }: { readonly state: CheckoutState }) {
  const { levelUpCheckout } = useServices();
  const { t, tn, locale } = useT();
  const id = useId();
  const plan = state.plan?.name ?? '';
  const method = t(`levelUp.checkout.method.${state.paymentMethod}`);
  switch (state.step) {
    case 'choose':
    case 'previewing':
      return <CheckoutChoices state={state} />;
    case 'review':
    case 'subscribing':
      return state.preview === undefined ? null : (
        <div className="stack">
          <div className="level-up__summary">
            <p>{t('levelUp.checkout.summary', { plan, period: state.preview.billingPeriod })}</p>
            <p className="level-up__total numeric">
              {t('levelUp.checkout.total', { amount: formatFiat(state.preview.amount, state.preview.currency, locale) })}
            </p>
            <p className="hint">{method}</p>
            <p className="hint">{t('levelUp.checkout.expires', { time: state.preview.expiresAt })}</p>
          </div>
          <PasscodeField
            id={id}
            label={t('levelUp.checkout.passcode')}
            value={state.passcode}
            onChange={(p) => levelUpCheckout.typePasscode(p)}
            error={state.passcodeError?.message === undefined ? undefined : tn(state.passcodeError.message)}
          />
        </div>
      );
    case 'paying':
      return <p role="status">{t('levelUp.checkout.paying', { method })}</p>;
    case 'settling':
      return <p role="status">{t('levelUp.checkout.settling')}</p>;
    case 'done':
      return <p role="status">{t('levelUp.checkout.done', { plan })}</p>;
    case 'failed':
      return (
        <p role="alert" className={state.cancelled ? undefined : 'field-error'}>
          {state.cancelled ? t('levelUp.checkout.cancelled') : tn(state.failure?.message ?? { kind: 'key', key: 'web_error_something_went_wrong' })}
        </p>
      );
    case 'closed':
      return null;
  }
}

/**
 * Joining a plan (spec 001 §7): billing and payment, the price, the passcode, the payment through
 * the cash account or a wallet sheet, its status until settled, then welcome; a failure retries.
 */
export function CheckoutDialog() {
  const { levelUpCheckout } = useServices();
  const state = useStore(levelUpCheckout.state);
  const { t } = useT();
  const busy = state.step === 'subscribing' || state.step === 'paying' || state.step === 'settling';
  const close = () => levelUpCheckout.close();
  const primary = (label: string, onClick: () => void, disabled = false) => (
    <button type="button" className="button button--primary" disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
  const secondary = (label: string, onClick: () => void, disabled = false) => (
    <button type="button" className="button button--ghost" disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
  const actions = (() => {
    switch (state.step) {
      case 'choose':
      case 'previewing':
        return primary(
          state.step === 'previewing' ? t('levelUp.checkout.previewing') : t('levelUp.checkout.continue'),
          () => void levelUpCheckout.review(),
          state.step === 'previewing',
        );
      case 'review':
      case 'subscribing':
        return (
          <>
            {secondary(t('levelUp.checkout.back'), () => levelUpCheckout.back(), busy)}
            {primary(
              state.step === 'subscribing' ? t('levelUp.checkout.subscribing') : t('levelUp.checkout.subscribe'),
              () => void levelUpCheckout.subscribe(),
              busy || !isCompletePasscode(state.passcode),
            )}
          </>
        );
      case 'failed':
        return (
          <>
            {secondary(t('levelUp.checkout.close'), close)}
            {primary(t('levelUp.checkout.retry'), () => void levelUpCheckout.review())}
          </>
        );
      case 'done':
        return primary(t('levelUp.checkout.doneButton'), close);
      default:
        return null;
    }
  })();
  return (
    <Modal
      open={state.step !== 'closed'}
      onClose={close}
      closeButton={!busy}
      closeOnOutsideClick={state.step === 'choose'}
      title={t('levelUp.checkout.title', { plan: state.plan?.name ?? '' })}
      actions={actions}
    >
      <Body state={state} />
    </Modal>
  );
}
