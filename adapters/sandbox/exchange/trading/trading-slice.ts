import type { SandboxContext } from '../sandbox-context';

/** How a trade is paid or paid out. */
export type TradeMethod = 'fiat_wallet' | 'crypto_wallet' | 'credit_card' | 'apple_pay' | 'google_pay';

/** The methods whose money comes from a card scheme, after a payment page. */
export type ThirdPartyMethod = Extract<TradeMethod, 'credit_card' | 'apple_pay' | 'google_pay'>;

export const isThirdPartyMethod = (method: TradeMethod): method is ThirdPartyMethod =>
  method === 'credit_card' || method === 'apple_pay' || method === 'google_pay';

/**
 * A quotation as the sandbox keeps it (JSON: amounts as decimal strings, times as epoch ms).
 * `fromAmount` is everything that leaves the customer and `toAmount` everything that reaches them;
 * the fees are taken on the paying side of a buy and on the receiving side of a sell.
 */
export interface SandboxQuote {
  readonly id: string;
  readonly userUuid: string;
  readonly side: 'buy' | 'sell';
  readonly method: TradeMethod;
  /** The saved card paid with (credit_card only). */
  readonly cardId?: string;
  readonly fromCurrency: string;
  readonly toCurrency: string;
  readonly fromAmount: string;
  readonly toAmount: string;
  /** Price of one unit of the pair's key currency in the other (fiat per coin; paying coin per coin bought). */
  readonly rate: string;
  readonly keyCurrency: string;
  readonly feeCurrency: string;
  /** The fee side's amount before fees: what is paid on a buy, the proceeds on a sell. */
  readonly grossAmount: string;
  readonly tradingFee: { readonly original: string; readonly actual: string; readonly waived: string; readonly reason?: string };
  /** The card processing fee; '0' without a card scheme. */
  readonly processingFee: string;
  /** The trade's value in the customer's native currency (daily limit, display). */
  readonly nativeAmount: string;
  readonly nativeCurrency: string;
  readonly expiresAt: number;
  used: boolean;
}

/** A card, Apple Pay or Google Pay purchase of a quotation, settled when its payment page completes. */
export interface StoredPurchase {
  readonly id: string;
  readonly userUuid: string;
  readonly quoteId: string;
  readonly method: ThirdPartyMethod;
  readonly language: string;
  readonly createdAt: number;
  status: 'awaiting_token' | 'authenticating' | 'succeeded' | 'failed' | 'cancelled';
  gatewaySessionId?: string;
  transactionId?: string;
  errorCode?: string;
}

/** A confirmation's answer, kept by request id so a repeated request gets the same one. */
export type Confirmation = { readonly ok: true; readonly transactionId: string } | { readonly ok: false; readonly code: string };

export interface TradingSlice {
  readonly quotes: Record<string, SandboxQuote>;
  readonly confirmations: Record<string, Confirmation>;
  readonly purchases: Record<string, StoredPurchase>;
}

/** The trading area's JSON state; looked up on every use (a reset or restore replaces it). */
export const tradingSlice = (context: SandboxContext): TradingSlice => {
  const slice = context.slice<{ -readonly [K in keyof TradingSlice]?: TradingSlice[K] }>('trading', () => ({}));
  // A state saved before purchases existed gains the missing parts here.
  slice.quotes ??= {};
  slice.confirmations ??= {};
  slice.purchases ??= {};
  return { quotes: slice.quotes, confirmations: slice.confirmations, purchases: slice.purchases };
};
