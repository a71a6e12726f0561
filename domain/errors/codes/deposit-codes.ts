/** Deposit, top-up, card and PayPal codes (spec 001 §8). */
export const depositCodes = {} as const;
