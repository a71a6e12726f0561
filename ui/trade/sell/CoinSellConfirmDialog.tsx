import type { TradeQuotation } from '../../../application/ports/trading-port';
import type { SellState } from '../../../application/trade/sell-state';
import { soldCoinRate } from '../../../domain/trade/sell-rate';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { QuoteConfirmDialog } from '../confirm/QuoteConfirmDialog';
import { formatAmount } from './sell-format';
import { TradingFeeValue } from './TradingFeeValue';

/**
 * The coin sell's confirmation (spec 000 §2): the generic confirm title with the trade's title,
 * what is sold, the rate, the value before fees, the trading fee with its waiver, and what is
 * received; the 15-second countdown comes with the dialog.
 */
export function CoinSellConfirmDialog({ state }: { readonly state: SellState }) {
  const { sell } = useServices();
  const { t, locale } = useT();
  const toFiat = state.target?.payMethod === 'fiat_wallet';
  const coin = state.form.source?.kind === 'coin' ? state.form.source.currency : '';
  const lines = (quote: TradeQuotation) => {
    // One unit of the coin sold, priced in what is received (the quote may be keyed on either side).
    const rate = soldCoinRate(quote.rate, quote.keyCurrency, quote.fromCurrency);
    return (
      <dl className="summary" data-testid="quote-summary">
        <dt>{t('sell.confirm.youSell')}</dt>
        <dd>{formatAmount(quote.fromAmount, quote.fromCurrency, false, locale)}</dd>
        <dt>{t('sell.confirm.rate')}</dt>
        <dd>{t('sell.confirm.rateValue', { key: quote.fromCurrency, price: formatAmount(rate, quote.toCurrency, toFiat, locale) })}</dd>
        <dt>{t('sell.confirm.value')}</dt>
        <dd>{formatAmount(quote.totalAmount, quote.toCurrency, toFiat, locale)}</dd>
        {quote.tradingFee !== undefined && (
          <>
            <dt>{t('sell.confirm.fee')}</dt>
            <dd>
              <TradingFeeValue fee={quote.tradingFee} isFiat={toFiat} />
            </dd>
          </>
        )}
        <dt className="summary__total">{t('sell.confirm.youReceive')}</dt>
        <dd className="summary__total">{formatAmount(quote.toAmount, quote.toCurrency, toFiat, locale)}</dd>
      </dl>
    );
  };
  return (
    <QuoteConfirmDialog
      state={state.coinConfirm}
      title={t('confirm.title', { title: t('sell.confirm.tradeTitle', { coin }) })}
      lines={lines}
      onConfirm={() => sell.confirm()}
      onCancel={() => sell.cancel()}
    />
  );
}
