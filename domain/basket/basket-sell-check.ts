import { type CurrencyCode, currencyCode, fiatFractionDigits } from '../money/currency';
import { type Dec, isDecimalString, Money, ZERO } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { type BasketMinimums, minimumInNative, validationMinimumUsd } from './basket-minimums';
import { type BasketBelowMinimum, basketSellAmount, checkBasketSellAmount } from './basket-sell-amount';
import { isValidSellPercentage, sellPercentageOf } from './sell-percentage-input';

/** A basket sell as typed: the amount the percentage stands for, and the error it has. */
export interface BasketSellCheck {
  /** percentage x balance / 100 in the native currency; undefined while the percentage is not valid. */
  readonly amount: Dec | undefined;
  readonly error: BasketBelowMinimum | undefined;
}

/** The product config's minimum selling amount (with its buffer) in the native currency. */
export const basketSellMinimum = (minimums: BasketMinimums, nativePerUsd: Dec, native: CurrencyCode): Dec =>
  minimumInNative(validationMinimumUsd(minimums, 'sell'), nativePerUsd, fiatFractionDigits(native));

/**
 * Spec 000 §5: a valid percentage sells percentage x balance / 100 (rounded half up to 2
 * decimals), which must be above the minimum in the native currency. Without a known minimum
 * only the percentage is checked (the server's preview checks the minimum again).
 */
export function checkBasketSell(
  percentage: string,
  balance: Dec,
  minimum: { readonly amount: Dec; readonly currency: CurrencyCode } | undefined,
): BasketSellCheck {
  if (!isValidSellPercentage(percentage)) return { amount: undefined, error: undefined };
  const amount = basketSellAmount(sellPercentageOf(percentage), balance);
  if (minimum === undefined) return { amount, error: undefined };
  const checked = checkBasketSellAmount(amount, minimum.amount, minimum.currency);
  return { amount, error: checked.ok ? undefined : checked.error };
}

/**
 * The below-minimum error a preview answered (meta minimum and currency, as the sandbox sends
 * them); undefined for any other answer, or one whose meta is not usable.
 */
export function belowMinimumOf(code: string, meta: Readonly<Record<string, unknown>>): BasketBelowMinimum | undefined {
  const { minimum, currency } = meta;
  if (code !== ErrorCode.basketBelowMinimum || typeof minimum !== 'string' || !isDecimalString(minimum) || typeof currency !== 'string') return undefined;
  return { code: ErrorCode.basketBelowMinimum, minimum: new Money(minimum), currency: currencyCode(currency) };
}

/** The fee a sell preview charges: its payout before fees less what is paid out (never negative). */
export function sellPreviewFee(preview: { readonly payoutAmount: Dec; readonly totalPayoutAmount: Dec }): Dec {
  const fee = preview.payoutAmount.minus(preview.totalPayoutAmount);
  return fee.isNegative() ? ZERO : fee;
}
