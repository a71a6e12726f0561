import type { TradeQuotation } from '../../../application/ports/trading-port';
import type { BuyState } from '../../../application/trade/buy-state';
import { formatCoin, formatMoney } from '../../../domain/format/money-format';
import { formatRate } from '../../../domain/format/price-format';
import { useT } from '../../base/i18n/use-t';
import { QuoteConfirmDialog } from '../confirm/QuoteConfirmDialog';
import { FeeLines } from './FeeLines';
import { useOptionTitle } from './PaymentOptionRow';

interface Props {
  readonly state: BuyState;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The coin buy's confirmation (spec 000 §2, §4): the generic confirm title with the trade's title
 * and the quote's lines: what is paid and received, the rate, how it is paid, the trading fee and
 * card processing fee with their waivers, and the total; the countdown comes from the dialog.
 */
export function BuyConfirmModal({ state, onConfirm, onCancel }: Props) {
  const { t, locale } = useT();
  const optionTitle = useOptionTitle();
  const isCoin = state.sourceIsCoin;
  const lines = (quote: TradeQuotation) => {
    const rate = isCoin ? `${formatRate(quote.rate, locale)} ${quote.fromCurrency}` : formatRate(quote.rate, locale, { currency: quote.fromCurrency });
    return (
      <dl className="summary" data-testid="quote-summary">
        <dt>{t('buy.confirm.amount')}</dt>
        <dd>{formatMoney(quote.fromAmount, quote.fromCurrency, isCoin, locale)}</dd>
        <dt>{t('buy.confirm.rate')}</dt>
        <dd>{t('buy.confirm.rateValue', { coin: quote.toCurrency, price: rate })}</dd>
        {state.payment !== undefined && (
          <>
            <dt>{t('buy.confirm.paymentMethod')}</dt>
            <dd>{optionTitle(state.payment)}</dd>
          </>
        )}
        <FeeLines trading={quote.tradingFee} processing={quote.cardFee} isCoin={isCoin} estimate={false} />
        <dt className="summary__total">{t('buy.confirm.total')}</dt>
        <dd className="summary__total">{formatMoney(quote.totalAmount, quote.fromCurrency, isCoin, locale)}</dd>
        <dt>{t('buy.confirm.youGet')}</dt>
        <dd>{formatCoin(quote.toAmount, quote.toCurrency, locale)}</dd>
      </dl>
    );
  };
  return (
    <QuoteConfirmDialog
      state={state.confirm}
      title={t('confirm.title', { title: t('buy.confirm.tradeTitle', { coin: state.coin?.symbol ?? '' }) })}
      lines={lines}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
