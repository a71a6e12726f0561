import { type Dec, dec } from '../money/decimal';

/** The payment kinds that have a default fee (spec 000 §9, 001 §9). */
export type FeeMethod = 'apple_pay' | 'google_pay' | 'credit_card' | 'debit_card' | 'pay_pal';

/**
 * Default fee percentages: Apple Pay 1.49, credit card 3.99, debit card 1.49, PayPal 1.99.
 * Choice: the spec gives none for Google Pay; it takes Apple Pay's, the other device wallet.
 */
export const DEFAULT_FEE_PERCENTAGES: Readonly<Record<FeeMethod, Dec>> = {
  apple_pay: dec('1.49'),
  google_pay: dec('1.49'),
  credit_card: dec('3.99'),
  debit_card: dec('1.49'),
  pay_pal: dec('1.99'),
};

/** A row of the trading fees call (spec 000 §7: fees[]{payment_method, percentage}). */
export interface ServerFee {
  readonly paymentMethod: string;
  readonly percentage: Dec;
}

/** The fee percentage for a method: the server's when it sends one, else the default. */
export function feePercentage(method: FeeMethod, serverFees: readonly ServerFee[]): Dec {
  return serverFees.find((fee) => fee.paymentMethod === method)?.percentage ?? DEFAULT_FEE_PERCENTAGES[method];
}
