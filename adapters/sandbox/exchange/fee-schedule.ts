import { type Dec, dec } from '../../../domain/money/decimal';
import { DEFAULT_FEE_PERCENTAGES, type FeeMethod, type ServerFee } from '../../../domain/payment/payment-fees';

/**
 * The sandbox's trading fee, in percent, charged on every coin trade (the fee that waivers waive).
 * Choice: 0.50 on regular coins (the cash-account fee the sandbox always charged), 0.20 on stable coins.
 */
export const TRADING_FEE_PERCENT = { regular: dec('0.50'), stable: dec('0.20') } as const;

/** The market category of stable coins (spec 000 §7 "trading fees by stable-coin flag"). */
export const STABLE_COIN_CATEGORY = 'stablecoin';

export const isStableCoin = (coin: { readonly categoryIds: readonly string[] }): boolean => coin.categoryIds.includes(STABLE_COIN_CATEGORY);

/** Payment methods whose money comes through a card scheme and pays a card processing fee. */
export type CardSchemeMethod = 'credit_card' | 'debit_card' | 'apple_pay' | 'google_pay';

/** The trading fee percentage of a coin. */
export const tradingFeePercent = (coin: { readonly categoryIds: readonly string[] }): Dec =>
  isStableCoin(coin) ? TRADING_FEE_PERCENT.stable : TRADING_FEE_PERCENT.regular;

/**
 * The card processing fee percentage of a card-scheme method: the spec's defaults (spec 000 §9:
 * Apple Pay 1.49, credit card 3.99, debit card 1.49; Google Pay as Apple Pay).
 */
export const processingFeePercent = (method: CardSchemeMethod): Dec => DEFAULT_FEE_PERCENTAGES[method];

const CARD_SCHEME_METHODS: readonly FeeMethod[] = ['credit_card', 'debit_card', 'apple_pay', 'google_pay', 'pay_pal'];

/**
 * The trading fees call (spec 000 §7: fees[]{payment_method, percentage} by stable-coin flag).
 * Choice: each payment method's own fee: for the wallets the trading fee, for the card-scheme
 * methods (and PayPal) the card processing fee charged on top of it.
 */
export function tradingFeeTable(stableCoin: boolean): readonly ServerFee[] {
  const trading = stableCoin ? TRADING_FEE_PERCENT.stable : TRADING_FEE_PERCENT.regular;
  return [
    { paymentMethod: 'fiat_wallet', percentage: trading },
    { paymentMethod: 'crypto_wallet', percentage: trading },
    ...CARD_SCHEME_METHODS.map((method) => ({ paymentMethod: method, percentage: DEFAULT_FEE_PERCENTAGES[method] })),
  ];
}
