import type * as z from 'zod/mini';
import { type ApiResult } from '../../application/ports/api-error';
import { type Coin, type FiatWalletBuyRequest, type LiveRate, type TradeReceipt, type TradingPort } from '../../application/ports/trading-port';
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

/** Choice until tiers land in the domain: the first tier of the entry currency's rates is the price. */
const toLiveRate = (r: z.output<typeof liveRates>): LiveRate | undefined => {
  const tier = r.rates.find((rate) => rate.input_currency === r.from_currency)?.tiers[0] ?? r.rates[0]?.tiers[0];
  if (tier === undefined) return undefined;
  return { from: r.from_currency, to: r.to_currency, price: tier.rate, minThreshold: r.threshold.min, maxThreshold: r.threshold.max };
};

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

  async getLiveRate(from: CurrencyCode, to: CurrencyCode): Promise<ApiResult<LiveRate>> {
    const result = await this.http.call(routes.liveRates, { query: { from, to } });
    if (!result.ok) return result;
    const rate = toLiveRate(result.value.live_rates);
    return rate === undefined
      ? { ok: false, error: { kind: 'schema', path: `GET ${routes.liveRates.path}`, field: 'live_rates.rates', issue: 'no tier' } }
      : { ok: true, value: rate };
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
