import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import { checkLotMultiple, type LotSizeError } from '../money/lot-size';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import { checkQuoteThresholds, type ThresholdError } from './quote-thresholds';

/** Why a coin sell amount cannot be traded, with what its message needs. */
export type SellAmountError = LotSizeError | { readonly code: typeof ErrorCode.insufficientBalance } | ThresholdError;

export interface SellAmountContext {
  readonly source: { readonly currency: CurrencyCode; readonly balance: Dec; readonly lotSize: Dec | undefined };
  readonly target: { readonly currency: CurrencyCode; readonly isFiat: boolean };
  /** The coins sold. */
  readonly fromAmount: Dec;
  /** What they fetch before fees, in the target currency. */
  readonly toAmount: Dec;
  /** The live rates' threshold (spec 000 §3); undefined until they are known. */
  readonly limits: { readonly min: Dec | undefined; readonly max: Dec | undefined } | undefined;
}

/**
 * The currency a sell pair's thresholds are stated in. Choice (spec 000 §3 gives live rates a
 * threshold without a currency): the fiat for a sale to cash, the coin sold for a sale to another
 * coin, as the sandbox states them.
 */
export const sellThresholdCurrency = (context: Pick<SellAmountContext, 'source' | 'target'>): CurrencyCode =>
  context.target.isFiat ? context.target.currency : context.source.currency;

/**
 * Spec 000 §5 for a coin sell. The lot error comes first (such an amount cannot be traded at
 * all), then an amount above the wallet gives 'button_insufficient_balance', then the thresholds:
 * against the proceeds for a sale to cash, against the coins sold for a sale to another coin
 * (coins whose proceeds round down to nothing are below the minimum). A zero amount is no error:
 * it just cannot be sold.
 */
export function validateSellAmount(context: SellAmountContext): Result<Dec, SellAmountError> {
  const { source, fromAmount, toAmount, limits } = context;
  if (fromAmount.isZero() && toAmount.isZero()) return ok(fromAmount);
  if (source.lotSize !== undefined) {
    const lot = checkLotMultiple(fromAmount, source.lotSize, source.currency);
    if (!lot.ok) return lot;
  }
  if (fromAmount.greaterThan(source.balance)) return err({ code: ErrorCode.insufficientBalance });
  if (limits === undefined) return ok(fromAmount);
  const currency = sellThresholdCurrency(context);
  const limited = currency === source.currency ? fromAmount : toAmount;
  // Coins whose proceeds round down to nothing are below any positive minimum.
  if (limited.isZero() && limits.min?.greaterThan(0) === true) return err({ code: ErrorCode.belowMinLimit, min: limits.min, currency });
  const checked = checkQuoteThresholds(limited, { ...limits, currency });
  return checked.ok ? ok(fromAmount) : checked;
}
