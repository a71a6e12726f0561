import type { BasketTransferState } from '../../application/account/basket-transfer-state';
import type { BasketTransfer } from '../../application/ports/baskets-port';
import { canReview } from '../../application/account/basket-transfer-state';
import { formatCoin, formatFiat } from '../../domain/format/money-format';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Modal } from '../shared/modal/Modal';
import { TransferPortionField } from './TransferPortionField';

type Coins = BasketTransfer['coins'];

function CoinLines({ coins }: { readonly coins: Coins }) {
  const { locale } = useT();
  return (
    <ul className="transfer__coins">
      {coins.map((c) => (
        <li key={c.symbol} className="numeric">
          {formatCoin(c.amount, c.symbol, locale)}
        </li>
      ))}
    </ul>
  );
}

function Body({ state }: { readonly state: BasketTransferState }) {
  const { t, tn, locale } = useT();
  switch (state.step) {
    case 'form':
    case 'previewing':
      return <TransferPortionField state={state} />;
    case 'review':
    case 'confirming':
      return state.preview === undefined ? null : (
        <div className="stack stack--tight">
          <p>{t('account.transfer.review.lead', { portion: state.preview.portion.toFixed(0) })}</p>
          <CoinLines coins={state.preview.coins} />
          <p className="hint">{t('account.transfer.review.value', { value: formatFiat(state.preview.totalValue, state.preview.currency, locale) })}</p>
        </div>
      );
    case 'processing':
      return (
        <p role="status" className="transfer__status">
          {t('account.transfer.processing')}
        </p>
      );
    case 'done':
      return (
        <div className="stack stack--tight" role="status">
          <p>{t('account.transfer.done.lead')}</p>
          <CoinLines coins={state.transfer?.coins ?? []} />
        </div>
      );
    case 'failed':
      return (
        <p role="alert" className="field-error">
          {tn(state.failure?.message ?? { kind: 'key', key: 'web_error_something_went_wrong' })}
        </p>
      );
    case 'closed':
      return null;
  }
}

/**
 * The basket transfer dialog of the portfolio (spec 001 §4, §5, §7): the portion, its preview (the
 * coins and their value), confirm, the transfer processing until it completes (polled every
 * 15 s), the success summary, or the failure with retry.
 */
export function TransferDialog() {
  const { basketTransfer } = useServices();
  const state = useStore(basketTransfer.state);
  const { t } = useT();
  const close = () => basketTransfer.close();
  const actions = (() => {
    switch (state.step) {
      case 'form':
      case 'previewing':
        return (
          <>
            <button type="button" className="button button--ghost" onClick={close}>
              {t('account.transfer.cancel')}
            </button>
            <button type="button" className="button button--primary" disabled={!canReview(state)} onClick={() => void basketTransfer.review()}>
              {state.step === 'previewing' ? t('account.transfer.previewing') : t('account.transfer.preview')}
            </button>
          </>
        );
      case 'review':
      case 'confirming':
        return (
          <>
            <button type="button" className="button button--ghost" disabled={state.step === 'confirming'} onClick={() => basketTransfer.back()}>
              {t('account.transfer.back')}
            </button>
            <button type="button" className="button button--primary" disabled={state.step === 'confirming'} onClick={() => void basketTransfer.confirm()}>
              {state.step === 'confirming' ? t('account.transfer.confirming') : t('account.transfer.confirm')}
            </button>
          </>
        );
      case 'failed':
        return (
          <>
            <button type="button" className="button button--ghost" onClick={close}>
              {t('account.transfer.close')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void basketTransfer.retry()}>
              {t('account.transfer.retry')}
            </button>
          </>
        );
      default:
        return (
          <button type="button" className="button button--primary" onClick={close}>
            {state.step === 'done' ? t('account.transfer.doneButton') : t('account.transfer.close')}
          </button>
        );
    }
  })();
  return (
    <Modal
      open={state.step !== 'closed'}
      onClose={close}
      closeOnOutsideClick={state.step === 'form'}
      title={t('account.transfer.title', { basket: state.basket?.title ?? '' })}
      description={state.step === 'form' ? t('account.transfer.description') : undefined}
      actions={actions}
    >
      <Body state={state} />
    </Modal>
  );
}
