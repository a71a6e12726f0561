import { ErrorCode } from '../errors/error-codes';
import { lastFourDigits, type PaymentCard } from '../payment/saved-card';

/** A card-form frame message (spec 001 §4, "Card form dialog"). */
export interface CardFrameMessage {
  readonly source: 'paymentGateway';
  readonly status: string;
  readonly errorCode: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The message, if it is one from the payment gateway; anything else is not for the card form. The origin check is the adapter's. */
export function parseCardFrameMessage(data: unknown): CardFrameMessage | undefined {
  if (!isRecord(data) || data.source !== 'paymentGateway' || typeof data.status !== 'string') return undefined;
  return { source: 'paymentGateway', status: data.status, errorCode: typeof data.errorCode === 'string' ? data.errorCode : undefined };
}

/** The card in `after` that was not in `before` (by id); the first such card when there are several. */
export const newCard = (before: readonly PaymentCard[], after: readonly PaymentCard[]): PaymentCard | undefined => {
  const known = new Set(before.map((c) => c.id));
  return after.find((c) => !known.has(c.id));
};

export type CardFormOutcome =
  | { readonly kind: 'card_added'; readonly card: PaymentCard; readonly lastFour: string }
  | {
      readonly kind: 'failed';
      readonly code: typeof ErrorCode.cardNotSupported | typeof ErrorCode.cardTryAgainLater | typeof ErrorCode.invalidCardInformation;
    };

/**
 * What the card form's result means (spec 001 §4, §8): success with a new card in the list is
 * a notice with its last 4 digits, success without one the default 'invalid card information';
 * the Singapore codes are 'card not supported'; status error or timeout 'please try again
 * later'; any other status 'invalid card information'.
 * Choice: the Singapore codes win over the status for every non-success status.
 */
export function cardFormOutcome(message: CardFrameMessage, before: readonly PaymentCard[], after: readonly PaymentCard[]): CardFormOutcome {
  if (message.status === 'success') {
    const card = newCard(before, after);
    return card === undefined
      ? { kind: 'failed', code: ErrorCode.invalidCardInformation }
      : { kind: 'card_added', card, lastFour: lastFourDigits(card.maskedCardNumber) };
  }
  if (isSingaporeCardNotSupported(message.errorCode)) return { kind: 'failed', code: ErrorCode.cardNotSupported };
  if (message.status === 'error' || message.status === 'timeout') return { kind: 'failed', code: ErrorCode.cardTryAgainLater };
  return { kind: 'failed', code: ErrorCode.invalidCardInformation };
}

/**
 * Card error codes that mean a Singapore-issued card is not supported (spec 001 §8, 000 §4),
 * with {product} = crypto.
 */
export const SINGAPORE_CARD_NOT_SUPPORTED_CODES: readonly string[] = [
  'sg_credit_card_crypto_not_supported',
  'sg_credit_card_no_longer_available_for_trading',
  'pgw__sg_cc_not_supported_4_add_card',
];

export const isSingaporeCardNotSupported = (code: string | undefined): boolean => code !== undefined && SINGAPORE_CARD_NOT_SUPPORTED_CODES.includes(code);

/** What a card top-up that did not complete tells the customer. */
export type TopUpFailureCode = typeof ErrorCode.cardNotSupported | typeof ErrorCode.invalidCardInformation | typeof ErrorCode.topUpFailed;

/**
 * The message for a top-up whose authentication frame did not end in a completed order (spec 001
 * §8, "Top-up iframe"): a Singapore card code is 'card not supported'; a failed gateway status
 * (error) is 'invalid card details'; any other ending (timeout, cancelled, or success the server
 * did not record) the default 'top-up failed'.
 * Choice: the frame's word never decides success; the order's status on the server does (the
 * caller reads it), so this only picks the failure text.
 */
export function topUpFrameFailure(message: CardFrameMessage | undefined): TopUpFailureCode {
  if (isSingaporeCardNotSupported(message?.errorCode)) return ErrorCode.cardNotSupported;
  if (message?.status === 'error') return ErrorCode.invalidCardInformation;
  return ErrorCode.topUpFailed;
}
