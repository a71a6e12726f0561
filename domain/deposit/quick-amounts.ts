import { type Dec, dec } from '../money/decimal';

/** Card top-up quick amounts, USD labels (spec 001 §9). */
export const CARD_QUICK_AMOUNTS: readonly Dec[] = ['25', '50', '100', '500'].map(dec);

/** PayPal amounts (spec 001 §9). */
export const PAYPAL_QUICK_AMOUNTS: readonly Dec[] = ['25', '50', '100', '500'].map(dec);

/** PayPal amounts are entered with up to 2 fraction digits (spec 001 §9). */
export const PAYPAL_FRACTION_DIGITS = 2;
