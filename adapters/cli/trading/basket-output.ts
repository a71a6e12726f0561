import type { BasketTransaction } from '../../../application/ports/baskets-port';
import type { BasketPreviewQuote } from '../../../application/trade/basket-buy-state';
import type { BasketSellQuote } from '../../../application/trade/sell-state';
import { chargedBasketFees } from '../../../domain/basket/basket-buy-estimate';
import { sellPreviewFee } from '../../../domain/basket/basket-sell-check';
import { toWireInterval } from '../../../domain/basket/rebalancing-interval';
import { formatFiat } from '../../../domain/format/money-format';
import type { CurrencyCode } from '../../../domain/money/currency';
import { toJson } from '../output/to-json';
import { validityJson } from './trade-output';

const iso = (epochMs: number): string => new Date(epochMs).toISOString();

/** The fees a buy preview charges on what is paid, each with its amount (the confirmation's fee lines, spec 000 §4). */
const buyFees = (preview: BasketPreviewQuote) =>
  chargedBasketFees(preview.fees, preview.totalPaymentAmount).map((charged) => ({
    type: charged.fee.type,
    value: charged.fee.value.toFixed(),
    currency: charged.fee.currency,
    amount: charged.amount.toFixed(),
  }));

/** A basket buy preview as `--json` prints it: the preview's fields, its charged fees and validity. */
export function basketBuyPreviewJson(preview: BasketPreviewQuote, currency: CurrencyCode, now: number) {
  const { expiresAt: _, fee: __, fees: ___, rebalancingInterval, ...rest } = preview;
  return {
    kind: 'basket_buy',
    ...(toJson(rest) as Record<string, unknown>),
    payment_currency: currency,
    rebalancing_interval: toWireInterval(rebalancingInterval),
    fees: buyFees(preview),
    ...validityJson(preview, now),
  };
}

/** The 'confirm basket buy' modal's lines (spec 000 §2, §4). */
export function basketBuyPreviewLines(preview: BasketPreviewQuote, currency: CurrencyCode, locale: string): [string, string][] {
  const money = (amount: Parameters<typeof formatFiat>[0]) => formatFiat(amount, currency, locale);
  return [
    ['preview', preview.id],
    ['basket', `${preview.basketName} (${preview.basketCoins.join(', ')})`],
    ['you pay', money(preview.totalPaymentAmount)],
    ...chargedBasketFees(preview.fees, preview.totalPaymentAmount).map((charged): [string, string] => [
      charged.fee.type === 'percentage' ? `fee (${charged.fee.value.toFixed()}%)` : 'fee',
      formatFiat(charged.amount, charged.fee.currency, locale),
    ]),
    ['invested', money(preview.paymentAmount)],
    ['rebalancing', toWireInterval(preview.rebalancingInterval)],
  ];
}

/** A basket sell preview as `--json` prints it, with the fee it charges. */
export function basketSellPreviewJson(preview: BasketSellQuote, now: number) {
  const { expiresAt: _, fee: __, fees: ___, ...rest } = preview;
  return { kind: 'basket_sell', ...(toJson(rest) as Record<string, unknown>), fee_amount: sellPreviewFee(preview).toFixed(), ...validityJson(preview, now) };
}

export function basketSellPreviewLines(preview: BasketSellQuote, currency: CurrencyCode, locale: string): [string, string][] {
  return [
    ['preview', preview.id],
    ['basket', `${preview.basketName} (${preview.basketCoins.join(', ')})`],
    ['sold for', formatFiat(preview.payoutAmount, currency, locale)],
    ['fee', formatFiat(sellPreviewFee(preview), currency, locale)],
    ['you get', formatFiat(preview.totalPayoutAmount, currency, locale)],
  ];
}

/** A basket trade as `--json` prints it. */
export const basketTransactionJson = (transaction: BasketTransaction) => ({
  ...(toJson({ ...transaction, createdAt: undefined }) as Record<string, unknown>),
  created_at: iso(transaction.createdAt),
});

export const basketTransactionLines = (transaction: BasketTransaction): [string, string][] => [
  ['transaction', `${transaction.id} (${transaction.side}, ${transaction.status})`],
  ['from', `${transaction.fromAmount.toFixed()} ${transaction.fromCurrency}`],
  ['to', `${transaction.toAmount.toFixed()} ${transaction.toCurrency}`],
  ['basket', transaction.basketId],
];
