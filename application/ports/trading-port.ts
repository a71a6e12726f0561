import { type CurrencyCode } from '../../domain/money/currency';
import { type Dec } from '../../domain/money/decimal';
import { type LiveRates } from '../../domain/rates/live-rates';
import { type Quotation, type TradeSide } from '../../domain/trade/quotation';
import { type ApiResult } from './api-error';

/** A tradable coin (spec 000 §3, Currency). */
export interface Coin {
  readonly symbol: CurrencyCode;
  readonly name: string;
  readonly maxFraction: number;
}

export interface FiatWalletBuyRequest {
  readonly fiat: CurrencyCode;
  readonly coin: CurrencyCode;
  /** Total fiat to spend, fees included. */
  readonly amount: Dec;
}

export interface Transaction {
  readonly id: string;
  readonly side: TradeSide;
  readonly fromCurrency: CurrencyCode;
  readonly fromAmount: Dec;
  readonly toCurrency: CurrencyCode;
  readonly toAmount: Dec;
  readonly status: string;
}

export interface TradeReceipt {
  readonly transaction: Transaction;
  readonly isFirstPurchase: boolean;
}

/** Quotes and trades (spec 000 §7). */
export interface TradingPort {
  getCoins(): Promise<ApiResult<readonly Coin[]>>;
  /** Live rates of a pair, with tiers and thresholds (spec 000 §3). */
  getLiveRate(from: CurrencyCode, to: CurrencyCode): Promise<ApiResult<LiveRates>>;
  createFiatWalletBuyQuotation(request: FiatWalletBuyRequest): Promise<ApiResult<Quotation>>;
  /** Executes a quotation; requestId makes a retried confirmation trade at most once. */
  confirmQuotation(quotationId: string, requestId: string): Promise<ApiResult<TradeReceipt>>;
}
