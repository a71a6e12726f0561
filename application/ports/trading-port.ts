import type { GooglePayParams } from './google-pay-port';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { PayMethod } from '../../domain/payment/pay-method';
import type { ServerFee } from '../../domain/payment/payment-fees';
import type { WeeklyLimits } from '../../domain/payment/weekly-limits';
import type { LiveRates } from '../../domain/rates/live-rates';
import type { Quotation, TradeSide } from '../../domain/trade/quotation';
import type { CardFee, TradingFee } from '../../domain/trade/trading-fee';
import type { ApiResult } from './api-error';

/** A tradable coin (spec 000 §3, Currency). */
export interface Coin {
  readonly symbol: CurrencyCode;
  readonly name: string;
  readonly maxFraction: number;
}

export interface FiatWalletBuyRequest {
  readonly fiat: CurrencyCode;
  readonly coin: CurrencyCode;
  /** Total fiat to spend, fees included; or, with `fixedSide` 'to', the coins to receive. */
  readonly amount: Dec;
  /** Which side `amount` fixes: the fiat paid ('from', the default) or the coins received ('to'). */
  readonly fixedSide?: FixedAmount['side'];
}

export interface FiatWalletSellRequest {
  readonly coin: CurrencyCode;
  readonly fiat: CurrencyCode;
  /** Coins to sell; the fee comes off the proceeds. */
  readonly amount: Dec;
}

/** Which side of a trade the customer fixed: what is paid (from, fees included) or what is received (to). */
export type FixedAmount = { readonly side: 'from'; readonly amount: Dec } | { readonly side: 'to'; readonly amount: Dec };

/** A coin-for-coin quotation (spec 000 §7): a crypto-wallet buy, or a coin sold for another coin. */
export interface CoinQuotationRequest {
  readonly side: TradeSide;
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  readonly fixed: FixedAmount;
}

/** How a card-scheme purchase is paid. */
export type CardPayment = { readonly method: 'credit_card'; readonly cardId: string } | { readonly method: 'apple_pay' } | { readonly method: 'google_pay' };

/** A card, Apple Pay or Google Pay buy (spec 000 §7): fiat paid in the native currency (from) or coins received (to). */
export interface CardQuotationRequest {
  readonly coin: CurrencyCode;
  readonly payment: CardPayment;
  readonly fixed: FixedAmount;
}

/** A quotation with what spec 000 §3 adds for trades: fee lines with their waivers, native value, method. */
export interface TradeQuotation extends Quotation {
  readonly keyCurrency: CurrencyCode | undefined;
  readonly paymentMethod: PayMethod | undefined;
  /** Every fee actually charged. */
  readonly fee: Dec | undefined;
  readonly nativeAmount: Dec | undefined;
  readonly nativeCurrency: CurrencyCode | undefined;
  readonly tradingFee: TradingFee | undefined;
  readonly cardFee: CardFee | undefined;
}

export interface Transaction {
  readonly id: string;
  readonly side: TradeSide;
  readonly fromCurrency: CurrencyCode;
  readonly fromAmount: Dec;
  readonly toCurrency: CurrencyCode;
  readonly toAmount: Dec;
  readonly status: string;
  /** Epoch ms; absent from fakes that do not keep time. */
  readonly createdAt?: number;
  readonly paymentMethod?: PayMethod;
}

export interface TradeReceipt {
  readonly transaction: Transaction;
  readonly isFirstPurchase: boolean;
}

/** A payment method the customer can buy or sell a coin with (spec 000 §7 payment methods). */
export interface TradePaymentMethod {
  readonly method: PayMethod;
  readonly enabled: boolean;
  /** The wallets it pays from or into (fiat wallets set up, coins held); the native currency for card schemes. */
  readonly currencies: readonly CurrencyCode[];
}

export interface TradePaymentMethods {
  readonly methods: readonly TradePaymentMethod[];
  readonly weeklyLimits: WeeklyLimits;
}

/** A started card-scheme purchase (spec 000 §4, §7): the frame to show, or the wallet sheet's parameters. */
export type PurchaseStart =
  | { readonly kind: 'frame'; readonly purchaseId: string; readonly url: string; readonly html: string | undefined }
  | { readonly kind: 'apple_pay'; readonly purchaseId: string; readonly gatewayMerchantId: string }
  | ({ readonly kind: 'google_pay'; readonly purchaseId: string } & GooglePayParams);

export interface PurchaseRequest {
  readonly quotationId: string;
  readonly payment: CardPayment;
  readonly language: string;
}

/** The merchant session Apple Pay's sheet is completed with (opaque to the client). */
export interface ApplePayMerchantSession {
  readonly merchantIdentifier: string;
  readonly nonce: string;
  readonly expiresAt: number;
}

/** Quotes and trades (spec 000 §7). Amounts are Decimal; every trade call is signed by the adapter. */
export interface TradingPort {
  getCoins(): Promise<ApiResult<readonly Coin[]>>;
  /** Live rates of a pair, with tiers and thresholds (spec 000 §3); Prime regular users send a transaction type (§6). */
  getLiveRate(from: CurrencyCode, to: CurrencyCode, transactionType?: string): Promise<ApiResult<LiveRates>>;
  /** What can be spent of `from` on the pair (spec 000 §5 pre-quote check). */
  getTransactableAmount(from: CurrencyCode, to: CurrencyCode): Promise<ApiResult<Dec>>;
  /** Each payment method's fee percentage, for stable coins or the others (spec 000 §7). */
  getTradingFees(stableCoin: boolean): Promise<ApiResult<readonly ServerFee[]>>;
  /** One-time order payment methods of a coin and side, with the weekly limits (spec 000 §7). */
  getPaymentMethods(asset: CurrencyCode, side: TradeSide): Promise<ApiResult<TradePaymentMethods>>;
  createFiatWalletBuyQuotation(request: FiatWalletBuyRequest): Promise<ApiResult<TradeQuotation>>;
  createFiatWalletSellQuotation(request: FiatWalletSellRequest): Promise<ApiResult<TradeQuotation>>;
  createCoinQuotation(request: CoinQuotationRequest): Promise<ApiResult<TradeQuotation>>;
  createCardQuotation(request: CardQuotationRequest): Promise<ApiResult<TradeQuotation>>;
  /** Executes a fiat-wallet buy; requestId makes a retried confirmation trade at most once. */
  confirmQuotation(quotationId: string, requestId: string): Promise<ApiResult<TradeReceipt>>;
  /** Executes a fiat-wallet sell once per requestId. */
  confirmFiatWalletSell(quotationId: string, requestId: string): Promise<ApiResult<TradeReceipt>>;
  /** Executes a coin-for-coin quotation of that side; a used quotation never executes again. */
  confirmCoinQuotation(quotationId: string, side: TradeSide): Promise<ApiResult<TradeReceipt>>;
  /** Takes a card-scheme quotation: the 3-D Secure frame (card) or the wallet sheet's parameters. */
  startPurchase(request: PurchaseRequest): Promise<ApiResult<PurchaseStart>>;
  validateApplePayMerchant(gatewayMerchantId: string): Promise<ApiResult<ApplePayMerchantSession>>;
  /** The Apple Pay token; answers the frame's URL. */
  submitApplePayToken(purchaseId: string, token: string): Promise<ApiResult<string>>;
  /** The Google Pay token; answers the frame's URL. */
  submitGooglePayToken(purchaseId: string, token: string): Promise<ApiResult<string>>;
  /** One trade, by its id or the purchase id a payment frame reports (spec 000 §4). */
  getTransaction(id: string): Promise<ApiResult<Transaction>>;
  /** The latest coin trades (spec 000 §7: count 50). */
  getTransactions(): Promise<ApiResult<readonly Transaction[]>>;
}
