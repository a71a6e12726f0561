import type * as z from 'zod/mini';
import { type ApiResult } from '../../application/ports/api-error';
import { type Coin, type FiatWalletBuyRequest, type TradeReceipt, type TradingPort } from '../../application/ports/trading-port';
import { type LiveRates, usableLotSize } from '../../domain/rates/live-rates';
import { type CurrencyCode } from '../../domain/money/currency';
import { type Quotation } from '../../domain/trade/quotation';
import { type HttpClient } from './http-client';
import { mapResult } from './map-result';
import { routes } from './routes';
import { type liveRates, type quotation, type transaction } from './schemas/trading';

const toQuotation = (q: z.output<typeof quotation>): Quotation => ({
  id: q.id,
  side: q.side,
  fromCurrency: q.from_currency,
  toCurrency: q.to_currency,
  fromAmount: q.from_amount,
  toAmount: q.to_amount,
  rate: q.rate,
  fees: q.fees.map((f) => ({
    type: f.type,
    originalAmount: f.original_amount,
    actualAmount: f.actual_amount,
    waivedAmount: f.waived_amount,
    currency: f.currency,
    waived: f.waived,
  })),
  totalAmount: q.total_amount,
  expiresAt: Date.parse(q.expires_at),
});

const toLiveRates = (r: z.output<typeof liveRates>): LiveRates => ({
  fromCurrency: r.from_currency,
  toCurrency: r.to_currency,
  keyCurrency: r.key_currency,
  lotSize: usableLotSize(r.lot_size),
  threshold: { min: r.threshold.min, max: r.threshold.max },
  rates: r.rates.map((input) => ({ inputCurrency: input.input_currency, tiers: input.tiers.map((t) => ({ amount: t.amount, rate: t.rate })) })),
});

const toReceipt = (body: { transaction: z.output<typeof transaction>; is_first_purchase: boolean }): TradeReceipt => ({
  transaction: {
    id: body.transaction.id,
    side: body.transaction.side,
    fromCurrency: body.transaction.from_currency,
    fromAmount: body.transaction.from_amount,
    toCurrency: body.transaction.to_currency,
    toAmount: body.transaction.to_amount,
    status: body.transaction.status,
  },
  isFirstPurchase: body.is_first_purchase,
});

/** Quotes and trades over HTTP (spec 000 §7). */
export class HttpTradingAdapter implements TradingPort {
  constructor(private readonly http: HttpClient) {}

  async getCoins(): Promise<ApiResult<readonly Coin[]>> {
    return mapResult(await this.http.call(routes.currencies), (body) =>
      body.currencies.filter((c) => c.is_tradable).map((c) => ({ symbol: c.symbol, name: c.name, maxFraction: c.max_fraction })),
    );
  }

  async getLiveRate(from: CurrencyCode, to: CurrencyCode): Promise<ApiResult<LiveRates>> {
    return mapResult(await this.http.call(routes.liveRates, { query: { from, to } }), (body) => toLiveRates(body.live_rates));
  }

  async createFiatWalletBuyQuotation(request: FiatWalletBuyRequest): Promise<ApiResult<Quotation>> {
    const body = { from_currency: request.fiat, to_currency: request.coin, fixed_side: 'buy' as const, amount: request.amount.toFixed() };
    return mapResult(await this.http.call(routes.fiatWalletQuotation, { body }), (r) => toQuotation(r.quotation));
  }

  async confirmQuotation(quotationId: string, requestId: string): Promise<ApiResult<TradeReceipt>> {
    const body = { quotation_id: quotationId, request_id: requestId, side: 'buy' as const, is_cdc_web: true };
    return mapResult(await this.http.call(routes.confirmQuotation, { body }), toReceipt);
  }
}
