import type { CurrencyCode } from '../money/currency';
import { type Dec, ZERO } from '../money/decimal';
import { splitFees } from '../money/fee-gross-up';
import type { CardFunding } from '../payment/saved-card';
import { feePercentage, type ServerFee } from '../payment/payment-fees';
import type { PayMethod } from '../payment/pay-method';
import { tradingFeeLine } from './fee-waiver';
import type { CardFee, TradingFee, WaivedReason } from './trading-fee';

/** The fee percentages a payment method pays on a buy: the trading fee, and the card processing fee on top for card schemes. */
export interface MethodFees {
  readonly tradingPercent: Dec;
  /** Zero for wallets. */
  readonly processingPercent: Dec;
}

/**
 * The fees a method pays (spec 000 §7 trading fees by payment method, §9 default fees).
 * Choices: the trading fee is the server's fiat_wallet row (the wallet rows carry the trading fee,
 * the card-scheme rows their processing fee), crypto_wallet's for crypto; a saved debit card pays
 * the debit processing fee; without a server row the defaults apply (no trading fee is assumed).
 */
export function methodFees(method: PayMethod, funding: CardFunding | undefined, serverFees: readonly ServerFee[]): MethodFees {
  const row = (name: string): Dec | undefined => serverFees.find((fee) => fee.paymentMethod === name)?.percentage;
  const tradingPercent = row(method === 'crypto_wallet' ? 'crypto_wallet' : 'fiat_wallet') ?? ZERO;
  switch (method) {
    case 'fiat_wallet':
    case 'crypto_wallet':
      return { tradingPercent, processingPercent: ZERO };
    case 'credit_card':
      return { tradingPercent, processingPercent: feePercentage(funding === 'debit' ? 'debit_card' : 'credit_card', serverFees) };
    case 'apple_pay':
    case 'google_pay':
      return { tradingPercent, processingPercent: feePercentage(method, serverFees) };
  }
}

/** The fee lines the Buy widget shows for an amount before it is quoted. */
export interface FeeEstimate {
  readonly trading: TradingFee;
  readonly processing: CardFee | undefined;
}

/**
 * Estimated fee lines for paying `paid` (spec 000 §5: fee percentages split off the input and
 * rounded up to the currency's decimals), with the customer's waiver applied to the trading fee
 * (spec 000 §4 fee display). The quotation's own lines replace it on confirmation.
 */
export function estimateFees(paid: Dec, currency: CurrencyCode, decimals: number, fees: MethodFees, waiver: WaivedReason | undefined): FeeEstimate {
  const [trading = ZERO, processing = ZERO] = splitFees(paid, [fees.tradingPercent, fees.processingPercent], decimals).fees;
  const cardFee: CardFee | undefined = fees.processingPercent.isZero()
    ? undefined
    : { originalAmount: processing, actualAmount: processing, currency, waived: false };
  return { trading: tradingFeeLine(trading, currency, waiver), processing: cardFee };
}

/**
 * The trading fee line before anything is entered: nothing charged, waived by the customer's
 * waiver when there is one, so the level-up banner can be decided before an amount is typed.
 */
export const nominalTradingFee = (currency: CurrencyCode, waiver: WaivedReason | undefined): TradingFee => ({
  originalAmount: ZERO,
  actualAmount: ZERO,
  waivedAmount: ZERO,
  currency,
  waived: waiver !== undefined,
  taxFeeIncluded: false,
  waivedReason: waiver,
});
