/** How a trade is paid or paid out (spec 000 §3, Payment option payMethod; {product} is crypto). */
export type PayMethod = 'fiat_wallet' | 'credit_card' | 'apple_pay' | 'google_pay' | 'crypto_wallet';

export const PAY_METHODS: readonly PayMethod[] = ['fiat_wallet', 'credit_card', 'apple_pay', 'google_pay', 'crypto_wallet'];

const KNOWN: ReadonlySet<string> = new Set(PAY_METHODS);
export const isPayMethod = (value: string): value is PayMethod => KNOWN.has(value);
