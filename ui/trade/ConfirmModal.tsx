import { Dialog } from 'radix-ui';
import { type BuyState } from '../../application/trade/buy-state';
import { formatCoin, formatFiat } from '../../domain/format/money-format';
import { useT } from '../i18n/i18n';

interface Props {
  readonly state: BuyState;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The quotation with its 15-second countdown; it cannot be closed by clicking outside (spec 000 §2). */
export function ConfirmModal({ state, onConfirm, onCancel }: Props) {
  const { t, locale } = useT();
  const confirm = state.confirm;
  const open = confirm.phase === 'open';
  const quote = open ? confirm.quote : undefined;
  const countdown = open ? confirm.countdown : undefined;
  const running = countdown?.status === 'running';
  const submitting = open && confirm.submitting;
  const fee = quote?.fees.find((f) => f.type === 'trading_fee');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay overlay--modal" />
        <Dialog.Content className="modal" onInteractOutside={(event) => event.preventDefault()} aria-describedby={undefined}>
          <Dialog.Title className="modal__title">
            {t('confirm.title', { title: t('confirm.tradeTitle', { coin: state.coin?.symbol ?? '' }) })}
          </Dialog.Title>
          {quote === undefined ? (
            <p role="status">{t('confirm.refreshing')}</p>
          ) : (
            <dl className="summary" data-testid="quote-summary">
              <dt>{t('confirm.youPay')}</dt>
              <dd>{formatFiat(quote.totalAmount, quote.fromCurrency, locale)}</dd>
              <dt>{t('confirm.youGet')}</dt>
              <dd>{formatCoin(quote.toAmount, quote.toCurrency, locale)}</dd>
              <dt>{t('confirm.rate')}</dt>
              <dd>{t('confirm.rateValue', { coin: quote.toCurrency, price: formatFiat(quote.rate, quote.fromCurrency, locale) })}</dd>
              {fee !== undefined && (
                <>
                  <dt>{t('confirm.fee')}</dt>
                  <dd>{formatFiat(fee.actualAmount, fee.currency, locale)}</dd>
                </>
              )}
              <dt className="summary__total">{t('confirm.total')}</dt>
              <dd className="summary__total">{formatFiat(quote.totalAmount, quote.fromCurrency, locale)}</dd>
            </dl>
          )}
          <p className="countdown" role="timer" aria-live="off" data-testid="countdown">
            {running ? t('confirm.countdown', { seconds: countdown.secondsLeft }) : t('confirm.refreshing')}
          </p>
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={onCancel} disabled={submitting}>
              {t('confirm.cancel')}
            </button>
            <button type="button" className="button button--primary" disabled={!running || quote === undefined || submitting} onClick={onConfirm}>
              {submitting ? t('confirm.submitting') : t('confirm.submit')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
