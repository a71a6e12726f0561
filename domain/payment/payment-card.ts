import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/** A saved payment card (spec 001 §3, "Payment card"). */
export interface PaymentCard {
  readonly id: string;
  readonly brand: string;
  readonly maskedCardNumber: string;
  readonly type: 'credit_card' | 'debit_card';
  /** Expired, or rejected (a Singapore-issued card); absent when usable. */
  readonly status?: 'expired' | 'rejected';
}

/** Cards marked expired or rejected are not selectable and show a message (spec 001 §5). */
export const isCardSelectable = (card: PaymentCard): boolean => card.status === undefined;

export type CardNotSelectable = { readonly code: typeof ErrorCode.paymentCardExpired } | { readonly code: typeof ErrorCode.sgCreditCardNotSupported };

/**
 * A card picked to pay a top-up: refused with its message when not selectable (spec 001 §5, §8):
 * expired is 'card expired', a rejected Singapore-issued card is 'card not supported for crypto'.
 */
export function checkCardSelectable(card: PaymentCard): Result<PaymentCard, CardNotSelectable> {
  if (card.status === 'expired') return err({ code: ErrorCode.paymentCardExpired });
  if (card.status === 'rejected') return err({ code: ErrorCode.sgCreditCardNotSupported });
  return ok(card);
}

/** The last 4 digits of a masked card number, for notices (spec 001 §4, "Card form dialog"); '' when there are none. */
export function lastFourDigits(maskedCardNumber: string): string {
  const digits = maskedCardNumber.replace(/\D/g, '');
  return digits.slice(-4);
}

/** In edit mode only credit cards can be deleted (spec 001 §5). */
export const canDeleteCardInEditMode = (card: PaymentCard): boolean => card.type === 'credit_card';
