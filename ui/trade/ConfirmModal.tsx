import { type TradeQuotation } from '../../application/ports/trading-port';
import { type BuyState } from '../../application/trade/buy-state';
import { formatCoin, formatFiat } from '../../domain/format/money-format';
import { useT } from '../i18n/i18n';
import { QuoteConfirmDialog } from './confirm/QuoteConfirmDialog';

interface Props {
  readonly state: BuyState;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The coin buy's confirmation: the generic confirm title with the trade's title, and the quote's lines. */
export function ConfirmModal({ state, onConfirm, onCancel }: Props) {
  const { t, locale } = useT();
  const lines = (quote: TradeQuotation) => {
    const fee = quote.fees.find((f) => f.type === 'trading_fee');
    return (
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
    );
  };
  return (
    <QuoteConfirmDialog
      state={state.confirm}
      title={t('confirm.title', { title: t('confirm.tradeTitle', { coin: state.coin?.symbol ?? '' }) })}
      lines={lines}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
