import type { Dec } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/** The features flags of a coin detail (spec 000 §3). */
export interface CoinFeatures {
  readonly exchange: boolean;
  readonly purchase: boolean;
  readonly vibanPurchase: boolean;
  readonly vibanOut: boolean;
}

/** Where the proceeds of the trade go. */
export type PayoutKind = 'coin_wallet' | 'fiat_wallet';

export interface PreQuoteContext {
  /** The amount to trade, in the source currency. */
  readonly sourceAmount: Dec;
  /** The server's transactable amount for the pair (transactable_amount.amount). */
  readonly transactableAmount: Dec;
  /** The features of the coin being traded (the coin sold, or the coin paid with). */
  readonly coinFeatures: CoinFeatures;
  readonly payout: PayoutKind;
}

export type PreQuoteError = { readonly code: typeof ErrorCode.insufficientBalance } | { readonly code: typeof ErrorCode.pairNotSupported };

/**
 * Spec 000 §5: the pair is exchange-capable (coin feature exchange), or it pays out to a fiat
 * wallet and the coin has viban_out.
 */
export const isPairSupported = (features: CoinFeatures, payout: PayoutKind): boolean => features.exchange || (payout === 'fiat_wallet' && features.vibanOut);

/**
 * Spec 000 §5, pre-quote: the transactable amount must cover the source amount, else insufficient
 * balance; then the pair must be supported, else the 'trading pair not supported, try later'
 * dialog. Choice: the balance check comes first, in the order the spec states them.
 */
export function checkPreQuote(context: PreQuoteContext): Result<Dec, PreQuoteError> {
  if (context.sourceAmount.greaterThan(context.transactableAmount)) return err({ code: ErrorCode.insufficientBalance });
  if (!isPairSupported(context.coinFeatures, context.payout)) return err({ code: ErrorCode.pairNotSupported });
  return ok(context.sourceAmount);
}
