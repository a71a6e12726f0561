import { type CurrencyCode, fiatFractionDigits } from '../money/currency';
import { type Dec, dec } from '../money/decimal';
import { splitFee } from '../money/fee-split';
import type { TopUpMethod } from './top-up-method';
import { err, ok, type Result } from '../shared/result';
import { type TopUpAmountError, validateTopUpAmount, type FiatLimits } from './top-up-limits';

/**
 * Default top-up fees in percent (spec 001 §9): Apple Pay 1.49, credit card 3.99, debit card
 * 1.49, PayPal 1.99. Choice: Google Pay, which the spec does not price, defaults like Apple Pay.
 */
export const DEFAULT_TOP_UP_FEE_PERCENT: Readonly<Record<TopUpMethod, Dec>> = {
  apple_pay: dec('1.49'),
  google_pay: dec('1.49'),
  credit_card: dec('3.99'),
  debit_card: dec('1.49'),
  paypal: dec('1.99'),
};

/** The fee percentage: the product config's (spec 001 §3, fiat_wallet_top_up fee percentages) or else the default. */
export const topUpFeePercent = (method: TopUpMethod, configured: Partial<Record<TopUpMethod, Dec>> = {}): Dec =>
  configured[method] ?? DEFAULT_TOP_UP_FEE_PERCENT[method];

export interface TopUpFee {
  readonly percent: Dec;
  readonly fee: Dec;
  /** What reaches the cash account: amount - fee, exactly. */
  readonly receivable: Dec;
}

/**
 * fee = amount x percent / 100 rounded up; receivable = amount - fee (spec 001 §9), through the
 * shared exact fee split.
 * Choice: the fee is rounded up to the currency's fraction digits, which are 2 for USD (the
 * default top-up currency) and every 2-decimal fiat.
 */
export function topUpFee(amount: Dec, percent: Dec, currency: CurrencyCode): TopUpFee {
  const { fee, net } = splitFee(amount, percent, fiatFractionDigits(currency));
  return { percent, fee, receivable: net };
}

/** What a top-up of `amount` costs and brings, before its order is created. */
export interface TopUpQuote extends TopUpFee {
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  readonly method: TopUpMethod;
}

/**
 * The confirm summary's figures for an amount (spec 001 §5, §9): the amount must pass the limits of
 * the method's type (minimum 100 when unknown); the fee is the configured percentage (else the
 * default) rounded up, and receivable = amount - fee exactly.
 */
export function quoteTopUp(
  amount: Dec | undefined,
  currency: CurrencyCode,
  method: TopUpMethod,
  limits: FiatLimits | undefined,
  configuredPercents: Partial<Record<TopUpMethod, Dec>> = {},
): Result<TopUpQuote, TopUpAmountError> {
  const checked = validateTopUpAmount(amount, limits, currency);
  if (!checked.ok) return err(checked.error);
  return ok({ amount: checked.value, currency, method, ...topUpFee(checked.value, topUpFeePercent(method, configuredPercents), currency) });
}
