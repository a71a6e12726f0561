import type { PaymentOption } from './payment-option';
import type { SavedCard } from './saved-card';

/** What the 'Are you sure' dialog needs (spec 001 §5: it shows the masked number). */
export interface CardDeleteConfirmation {
  readonly cardId: string;
  readonly maskedCardNumber: string;
}

/**
 * Spec 000 §2, 001 §5: in edit mode only credit cards can be deleted.
 * Choice: a PayPal account (brand pay_pal) is not a credit card and is not deletable here; nor
 * is the Add card entry.
 */
export const canDeleteOption = (option: PaymentOption): boolean =>
  option.payMethod === 'credit_card' &&
  !option.needAddCard &&
  option.brand !== undefined &&
  option.brand !== 'pay_pal' &&
  option.maskedCardNumber !== undefined;

/** The confirmation for deleting an option, or undefined when it cannot be deleted. */
export function cardDeleteConfirmation(option: PaymentOption): CardDeleteConfirmation | undefined {
  if (!canDeleteOption(option) || option.maskedCardNumber === undefined) return undefined;
  return { cardId: option.id, maskedCardNumber: option.maskedCardNumber };
}

/**
 * Spec 000 §2, 001 §5: a saved card can be deleted in edit mode when it is a credit card, not a
 * debit card (whose funding the saved card knows, the option does not).
 */
export const canDeleteSavedCard = (option: PaymentOption, card: SavedCard | undefined): boolean =>
  canDeleteOption(option) && card !== undefined && card.id === option.id && card.funding === 'credit';
