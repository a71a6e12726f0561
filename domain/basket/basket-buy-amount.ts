import { ErrorCode } from '../errors/error-codes';
import { type CurrencyCode, currencyCode, fiatFractionDigits } from '../money/currency';
import { type Dec, dec, isDecimalString } from '../money/decimal';
import { err, ok, type Result } from '../shared/result';
import { type BasketMinimums, minimumInNative, validationMinimumUsd } from './basket-minimums';
import type { BasketBelowMinimum } from './basket-sell-amount';

/** Why an entered basket buy amount cannot be bought, with what the message needs. */
export type BasketBuyAmountError = { readonly code: typeof ErrorCode.insufficientBalance } | BasketBelowMinimum;

export interface BasketBuyAmountContext {
  /** The currency paid in (the payment method's). */
  readonly currency: CurrencyCode;
  /** The offer's USD minimums (purchasing info); undefined until known. */
  readonly minimums: BasketMinimums | undefined;
  /** How many units of `currency` one USD is; undefined when the client does not know it. */
  readonly perUsd: Dec | undefined;
  /** What the cash account can spend; undefined for cards and wallets. */
  readonly available: Dec | undefined;
}

const USD = currencyCode('USD');

/**
 * The USD rate the client knows without asking: one for USD. Choice: other currencies have no
 * fiat rate on the client, so their minimum is left to the server's preview (basket_below_minimum
 * with the minimum), which the form shows the same way.
 */
export const knownPerUsd = (currency: CurrencyCode): Dec | undefined => (currency === USD ? dec('1') : undefined);

/**
 * Spec 000 §5: basket buy amount checks. An amount above the cash account gives
 * button_insufficient_balance (checked first, as for coins); below the offer's minimum (with its
 * buffer, basket-minimums.ts) in the payment currency gives 'below minimum' with that minimum.
 * An empty or zero amount is no error (Buy is simply disabled).
 */
export function validateBasketBuyAmount(amount: Dec, context: BasketBuyAmountContext): Result<Dec, BasketBuyAmountError> {
  if (!amount.greaterThan(0)) return ok(amount);
  if (context.available !== undefined && amount.greaterThan(context.available)) return err({ code: ErrorCode.insufficientBalance });
  if (context.minimums === undefined || context.perUsd === undefined) return ok(amount);
  const minimum = minimumInNative(validationMinimumUsd(context.minimums, 'buy'), context.perUsd, fiatFractionDigits(context.currency));
  return amount.lessThan(minimum) ? err({ code: ErrorCode.basketBelowMinimum, minimum, currency: context.currency }) : ok(amount);
}

/**
 * The server's refusal of a basket preview below its minimum (code basket_below_minimum, meta
 * minimum and currency), as the same error the form shows for its own check; undefined for
 * any other code or a malformed minimum.
 */
export function serverBelowMinimum(code: string, meta: Readonly<Record<string, unknown>>): BasketBelowMinimum | undefined {
  const { minimum, currency } = meta;
  if (code !== ErrorCode.basketBelowMinimum || typeof minimum !== 'string' || !isDecimalString(minimum) || typeof currency !== 'string') return undefined;
  return { code: ErrorCode.basketBelowMinimum, minimum: dec(minimum), currency: currencyCode(currency) };
}
