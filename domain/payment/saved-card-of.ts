import type { PaymentCard } from './payment-card';
import type { CurrencyCode } from '../money/currency';
import type { CardBrand, SavedCard } from './saved-card';

/** A saved payment account card: the top-up view (spec 001 §3) with the brand known and its currency. */
export interface AccountCard extends PaymentCard {
  readonly brand: CardBrand;
  readonly currency: CurrencyCode;
}

/**
 * The buy widget's view of a saved card (spec 000 §3): a debit card is charged as debit, an
 * expired card is expired, a rejected card is a rejected Singapore-issued card (spec 001 §5).
 */
export const savedCardOf = (card: AccountCard): SavedCard => ({
  id: card.id,
  brand: card.brand,
  maskedCardNumber: card.maskedCardNumber,
  currency: card.currency,
  funding: card.type === 'debit_card' ? 'debit' : 'credit',
  isExpired: card.status === 'expired',
  isSGIssueCard: card.status === 'rejected',
});
