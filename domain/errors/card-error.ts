import { CATALOGUE_FALLBACKS, ERROR_CATALOGUE } from './error-catalogue';
import { ErrorCode } from './error-codes';
import { toNotice } from './error-notice';
import type { ErrorNotice } from './error-presentation';

/** Singapore-issued card codes: all show 'card not supported for crypto' (spec 000 §8, 001 §8). */
export const SINGAPORE_CARD_CODES = [
  ErrorCode.sgCreditCardNotSupported,
  ErrorCode.sgCreditCardNoLongerAvailable,
  ErrorCode.sgCardNotSupportedToAddCard,
] as const;

export type SingaporeCardCode = (typeof SINGAPORE_CARD_CODES)[number];

export const isSingaporeCardCode = (code: string | undefined): code is SingaporeCardCode =>
  code !== undefined && (SINGAPORE_CARD_CODES as readonly string[]).includes(code);

/**
 * A failed trade (spec 000 §8): the errorCode from the frame message or error body. Singapore card
 * codes show card-not-supported; anything else (or no code) the failure modal 'purchase failed'.
 */
export function resolveTradeFailure(code: string | undefined): ErrorNotice {
  if (isSingaporeCardCode(code)) return toNotice(code, ERROR_CATALOGUE[code]);
  return toNotice(code ?? ErrorCode.transactionFailed, ERROR_CATALOGUE[ErrorCode.transactionFailed]);
}

/** The flag sg_credit_card_no_longer_available_tips on a card shows a tip (spec 000 §8). */
export function unavailableCardTip(flags: readonly string[]): ErrorNotice | undefined {
  const code = ErrorCode.sgCreditCardNoLongerAvailableTips;
  return flags.includes(code) ? toNotice(code, ERROR_CATALOGUE[code]) : undefined;
}

/** What the add-card frame posted back (spec 001 §4 "Card form dialog"). */
export interface CardFrameResult {
  readonly status: string;
  readonly errorCode?: string | undefined;
  /** On success: whether the new card was found by comparing the card lists before and after. */
  readonly cardFound?: boolean | undefined;
}

/**
 * Card frame outcome (spec 001 §8): a Singapore card code shows card-not-supported; status error
 * or timeout an error title with 'please try again later'; success with the card found nothing
 * (undefined); success without it and any other status 'invalid card information'.
 */
export function resolveCardFrameResult(result: CardFrameResult): ErrorNotice | undefined {
  if (isSingaporeCardCode(result.errorCode)) return toNotice(result.errorCode, ERROR_CATALOGUE[result.errorCode]);
  if (result.status === 'error' || result.status === 'timeout') {
    return toNotice(`card_frame_${result.status}`, CATALOGUE_FALLBACKS.card_frame_failed);
  }
  if (result.status === 'success' && result.cardFound === true) return undefined;
  return toNotice('card_frame_invalid', CATALOGUE_FALLBACKS.card_frame_invalid);
}
