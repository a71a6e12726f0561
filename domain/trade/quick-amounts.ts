import { type Dec, dec } from '../money/decimal';

/**
 * Quick-select amounts of the buy widget (spec 000 §9; 001 §9 "card quick amounts 25, 50, 100,
 * 500"). Choice: they are amounts in the currency being entered (the native fiat by default).
 */
export const QUICK_AMOUNTS: readonly Dec[] = ['25', '50', '100', '500'].map(dec);

/** The text a quick amount puts into the amount field, as if typed. */
export const quickAmountText = (amount: Dec): string => amount.toFixed();
