import type { HistoryEntry } from '../../application/history/transaction-history';
import { transactionSign } from '../../domain/history/transaction-flow';
import { formatMoney } from '../../domain/format/money-format';

/** A kind or status as words ("crypto_purchase" -> "Crypto purchase"). */
export const words = (code: string): string => {
  const spaced = code.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** The amount with its flow sign (spec 001 §4): a coin trade's amount is the coin, the others fiat. */
export const signedAmount = (entry: HistoryEntry, locale: string): string =>
  `${transactionSign(entry)}${formatMoney(entry.amount, entry.currency, entry.source === 'coin', locale)}`;

/** The other side of a trade, when there is one (what was paid or received). */
export const counterAmount = (entry: HistoryEntry, locale: string): string | undefined =>
  entry.counterAmount === undefined || entry.counterCurrency === undefined
    ? undefined
    : formatMoney(entry.counterAmount, entry.counterCurrency, entry.source === 'coin' && entry.counterCurrency.length > 3, locale);
