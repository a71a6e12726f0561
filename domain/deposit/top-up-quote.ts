import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import { err, ok, type Result } from '../shared/result';
import type { FiatLimits } from './fiat-limits';
import { type TopUpAmountError, validateTopUpAmount } from './top-up-amount-validation';
import { topUpFee, topUpFeePercent, type TopUpFee } from './top-up-fees';
import type { TopUpMethod } from './top-up-method';

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
