import { ErrorCode } from '../errors/error-codes';
import type { CardFrameMessage } from './card-form-result';
import { isSingaporeCardNotSupported } from './singapore-card-codes';

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
