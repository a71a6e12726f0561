import { type Dec, dec } from '../money/decimal';
import { isCardSelectable, type PaymentCard } from '../payment/saved-card';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/** Whether Apple Pay or Google Pay is enabled in product config and supported by the device or browser. */
export interface WalletPayAvailability {
  readonly enabledInConfig: boolean;
  readonly supportedByDevice: boolean;
}

export type TopUpOption =
  | { readonly kind: 'card'; readonly card: PaymentCard; readonly selectable: boolean }
  | { readonly kind: 'apple_pay' }
  | { readonly kind: 'google_pay' }
  | { readonly kind: 'add_debit_card' };

/**
 * The top-up options list (spec 001 §2, §5): the saved cards (expired or rejected ones shown but
 * not selectable), Apple Pay and Google Pay only when enabled and supported, and the Add debit
 * card entry only with fewer than 5 saved debit cards.
 */
export function topUpOptions(cards: readonly PaymentCard[], applePay: WalletPayAvailability, googlePay: WalletPayAvailability): TopUpOption[] {
  const options: TopUpOption[] = cards.map((card) => ({ kind: 'card', card, selectable: isCardSelectable(card) }));
  if (applePay.enabledInConfig && applePay.supportedByDevice) options.push({ kind: 'apple_pay' });
  if (googlePay.enabledInConfig && googlePay.supportedByDevice) options.push({ kind: 'google_pay' });
  if (canAddDebitCard(cards.filter((c) => c.type === 'debit_card').length)) options.push({ kind: 'add_debit_card' });
  return options;
}

/** Card top-up quick amounts, USD labels (spec 001 §9). */
export const CARD_QUICK_AMOUNTS: readonly Dec[] = ['25', '50', '100', '500'].map(dec);

/** At most 5 saved debit cards for top-up (spec 001 §5, §9). */
export const MAX_DEBIT_CARDS = 5;

/** The Add debit card option shows only with fewer than 5 saved debit cards. */
export const canAddDebitCard = (savedDebitCards: number): boolean => savedDebitCards < MAX_DEBIT_CARDS;

export const checkAddDebitCard = (savedDebitCards: number): Result<true, { readonly code: typeof ErrorCode.topUpDebitCardLimitReached }> =>
  canAddDebitCard(savedDebitCards) ? ok(true) : err({ code: ErrorCode.topUpDebitCardLimitReached });
