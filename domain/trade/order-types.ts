import type { TradeSide } from './quotation';

export type OrderType = 'one_time' | 'recurring' | 'target_price' | 'market';

/** An entry of the trade drawer's order-type popover (spec 000 §2). */
export interface OrderTypeOption {
  readonly type: OrderType;
  /** Usable on the web; otherwise the entry points to the app. */
  readonly usable: boolean;
  readonly appOnly: boolean;
}

const usable = (type: OrderType): OrderTypeOption => ({ type, usable: true, appOnly: false });
const appOnly = (type: OrderType): OrderTypeOption => ({ type, usable: false, appOnly: true });

/**
 * Spec 000 §2, §6: Buy offers one-time buy (usable), recurring buy (app only, hidden for Prime
 * regular users) and target price (app only); Sell offers market order (usable) and target price
 * (app only).
 */
export function orderTypeOptions(side: TradeSide, isPrimeRegularUser: boolean): readonly OrderTypeOption[] {
  if (side === 'sell') return [usable('market'), appOnly('target_price')];
  return isPrimeRegularUser ? [usable('one_time'), appOnly('target_price')] : [usable('one_time'), appOnly('recurring'), appOnly('target_price')];
}

/** Spec 000 §2: Prime regular users see a prime-rates badge with a tooltip. */
export const showsPrimeRatesBadge = (isPrimeRegularUser: boolean): boolean => isPrimeRegularUser;

/**
 * The live-rates transaction_type value for Prime regular users (spec 000 §6, §7).
 * Choice: the spec does not give the value; 'prime' is ours.
 */
export const PRIME_TRANSACTION_TYPE = 'prime';

/** Spec 000 §6: the transaction type is sent only for Prime regular users, else left out. */
export const liveRatesTransactionType = (isPrimeRegularUser: boolean): typeof PRIME_TRANSACTION_TYPE | undefined =>
  isPrimeRegularUser ? PRIME_TRANSACTION_TYPE : undefined;
