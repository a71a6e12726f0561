import { CATALOGUE_FALLBACKS, ERROR_CATALOGUE } from './error-catalogue';
import { ErrorCode } from './error-codes';
import { toNotice } from './error-notice';
import type { ErrorNotice } from './error-presentation';

/** Quote error codes handled the same way for baskets and coins (spec 000 §8, "first four"). */
const SHARED_QUOTE_CODES = [
  ErrorCode.notEnoughBalance,
  ErrorCode.exceedUserDailyTradingLimit,
  ErrorCode.coolingOffRestriction,
  ErrorCode.restrictedFeature,
] as const;

/**
 * The trading pair refused by the server. Choice: it shows the same 'trading pair not supported,
 * try later' dialog as the client's own pre-quote check (spec 000 §5, §8), for baskets and coins,
 * rather than the generic quote failure: the customer learns the same thing whichever side noticed.
 */
const PAIR_CODES = [ErrorCode.pairNotSupported] as const;

/** Quote error codes with their own message only for baskets (spec 000 §8). */
const BASKET_QUOTE_CODES = [ErrorCode.hitMaxThreshold, ErrorCode.hitMinThreshold, ErrorCode.rebalancingInProgress] as const;

type QuoteCode = (typeof SHARED_QUOTE_CODES)[number] | (typeof PAIR_CODES)[number] | (typeof BASKET_QUOTE_CODES)[number];

const isIn = <T extends string>(list: readonly T[], code: string): code is T => (list as readonly string[]).includes(code);

export interface QuoteErrorContext {
  readonly basket: boolean;
  readonly serverMessage?: string | undefined;
}

/**
 * What a failed quotation shows (spec 000 §8). Baskets: the seven basket codes have their rows,
 * any other code a warning dialog with generic title, server message or default, and a refresh
 * button. Coins: the first four codes as for baskets, any other code the fallback title 'failed to
 * create quotation' with the server message or 'try later'. trading_pair_not_supported is the
 * trading-pair dialog for both.
 */
export function resolveQuoteError(code: string, context: QuoteErrorContext): ErrorNotice {
  const detail = { serverMessage: context.serverMessage };
  const known: QuoteCode | undefined =
    isIn(SHARED_QUOTE_CODES, code) || isIn(PAIR_CODES, code) || (context.basket && isIn(BASKET_QUOTE_CODES, code)) ? code : undefined;
  if (known !== undefined) return toNotice(code, ERROR_CATALOGUE[known], detail);
  return toNotice(code, context.basket ? CATALOGUE_FALLBACKS.basket_quote : CATALOGUE_FALLBACKS.quote, detail);
}
