import type { TradeQuotation, Transaction } from '../../../application/ports/trading-port';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { Dec } from '../../../domain/money/decimal';
import { formatCoin, formatFiat, formatMoney } from '../../../domain/format/money-format';
import { formatRate } from '../../../domain/format/price-format';
import { quotationSecondsLeft } from '../../../domain/trade/quotation';
import { cardFeeDisplay, type CardFee, fiatFeeShown, type TradingFee, tradingFeeDisplay } from '../../../domain/trade/trading-fee';
import { toJson } from '../output/to-json';
import type { TradeKind } from './quote-ledger';

const iso = (epochMs: number): string => new Date(epochMs).toISOString();

/** How long a quote is valid and how to confirm it, for either kind of quote. */
export const validityJson = (quote: { readonly id: string; readonly expiresAt: number }, now: number) => ({
  expires_at: iso(quote.expiresAt),
  expires_in_seconds: quotationSecondsLeft(quote, now),
  confirm_with: `confirm --quote ${quote.id}`,
});

/**
 * A coin quote as `--json` prints it: every field of the quotation (snake_case, amounts as
 * strings), the trading fee's display (spec 000 §4: waived for the promotion, free for
 * subscribers, waived for Prime, free struck through, charged), the card fee's, and its validity.
 */
export function tradeQuoteJson(quote: TradeQuotation, kind: TradeKind, now: number) {
  const { expiresAt: _, tradingFee, cardFee, ...rest } = quote;
  return {
    kind,
    ...(toJson(rest) as Record<string, unknown>),
    trading_fee: tradingFee === undefined ? null : { ...(toJson(tradingFee) as object), display: tradingFeeDisplay(tradingFee).kind },
    card_fee: cardFee === undefined ? null : { ...(toJson(cardFee) as object), display: cardFeeDisplay(cardFee).kind },
    ...validityJson(quote, now),
  };
}

const TRADING_FEE_TEXT = {
  waived_promotion: 'waived (30-day promotion)',
  free_for_subscribers: 'free for subscribers',
  waived_prime: 'waived for Prime',
} as const;

/** A fee as the confirmation reads it: coins as coins, fiat rounded down to 2 decimals (spec 000 §9). */
const feeAmount = (amount: Dec, currency: CurrencyCode, coin: boolean, locale: string): string =>
  coin ? formatCoin(amount, currency, locale) : formatFiat(fiatFeeShown(amount), currency, locale);

export function tradingFeeText(fee: TradingFee, coin: boolean, locale: string): string {
  const display = tradingFeeDisplay(fee);
  switch (display.kind) {
    case 'free_struck_through':
      return `free (was ${feeAmount(display.original, display.currency, coin, locale)})`;
    case 'charged':
      return feeAmount(display.actual, display.currency, coin, locale);
    default:
      return TRADING_FEE_TEXT[display.kind];
  }
}

export function cardFeeText(fee: CardFee, locale: string): string {
  const display = cardFeeDisplay(fee);
  return display.kind === 'waived'
    ? `waived (was ${feeAmount(display.original, display.currency, false, locale)})`
    : feeAmount(display.actual, display.currency, false, locale);
}

/**
 * The confirmation's lines (spec 000 §2, §4): what is paid, the rate, the fees with their
 * waivers, the total and what is received, then the quote's id and validity. `paidInCoin`: the
 * paying side is a coin (a crypto-wallet buy, a coin sold); `receivedInCoin` likewise.
 */
export function tradeQuoteLines(quote: TradeQuotation, paidInCoin: boolean, receivedInCoin: boolean, locale: string, now: number): [string, string][] {
  const key = quote.keyCurrency ?? (quote.side === 'buy' ? quote.toCurrency : quote.fromCurrency);
  const priced = key === quote.fromCurrency ? quote.toCurrency : quote.fromCurrency;
  const pricedInCoin = priced === quote.fromCurrency ? paidInCoin : receivedInCoin;
  const rate = pricedInCoin ? `${formatRate(quote.rate, locale)} ${priced}` : formatRate(quote.rate, locale, { currency: priced });
  // As the confirmations show them: a buy's fees and total in what is paid, a sell's in what is received.
  const [totalCurrency, totalInCoin] = quote.side === 'buy' ? [quote.fromCurrency, paidInCoin] : [quote.toCurrency, receivedInCoin];
  return [
    ['quote', `${quote.id} (${quote.side})`],
    ['amount', formatMoney(quote.fromAmount, quote.fromCurrency, paidInCoin, locale)],
    ['rate', `1 ${key} = ${rate}`],
    ...(quote.tradingFee === undefined ? [] : [['trading fee', tradingFeeText(quote.tradingFee, totalInCoin, locale)] as [string, string]]),
    ...(quote.cardFee === undefined ? [] : [['card fee', cardFeeText(quote.cardFee, locale)] as [string, string]]),
    ['total', formatMoney(quote.totalAmount, totalCurrency, totalInCoin, locale)],
    ['you get', formatMoney(quote.toAmount, quote.toCurrency, receivedInCoin, locale)],
    ['expires', `in ${String(quotationSecondsLeft(quote, now))} s (${iso(quote.expiresAt)})`],
    ['confirm with', `crypto-cli confirm --quote ${quote.id}  (in the same batch or scenario)`],
  ];
}

/** An executed coin trade as `--json` prints it. */
export const transactionJson = (transaction: Transaction, isFirstPurchase: boolean) => ({
  ...(toJson({ ...transaction, createdAt: undefined }) as Record<string, unknown>),
  created_at: transaction.createdAt === undefined ? null : iso(transaction.createdAt),
  is_first_purchase: isFirstPurchase,
});

export function transactionLines(transaction: Transaction, fromIsCoin: boolean, toIsCoin: boolean, locale: string): [string, string][] {
  return [
    ['transaction', `${transaction.id} (${transaction.side}, ${transaction.status})`],
    ['paid', formatMoney(transaction.fromAmount, transaction.fromCurrency, fromIsCoin, locale)],
    ['received', formatMoney(transaction.toAmount, transaction.toCurrency, toIsCoin, locale)],
  ];
}
