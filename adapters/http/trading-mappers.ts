import type * as z from 'zod/mini';
import type { PurchaseStart, TradeQuotation, TradePaymentMethods, TradeReceipt, Transaction } from '../../application/ports/trading-port';
import type { WeeklyLimit } from '../../domain/payment/weekly-limits';
import { type LiveRates, usableLotSize } from '../../domain/rates/live-rates';
import type { liveRates, paymentMethodsResponse, purchaseResponse, quotation, transaction, weeklyLimitWire } from './schemas/trading';

type Wire<S extends z.ZodMiniType> = z.output<S>;

/** A quotation from the wire: Decimal amounts, the trading and card fee lines kept with their waivers. */
export function toQuotation(q: Wire<typeof quotation>): TradeQuotation {
  const trading = q.fees.find((f) => f.type === 'trading_fee');
  const card = q.fees.find((f) => f.type === 'card_processing_fee');
  return {
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
    keyCurrency: q.key_currency,
    paymentMethod: q.payment_method,
    fee: q.fee,
    nativeAmount: q.native_amount,
    nativeCurrency: q.native_currency,
    tradingFee:
      trading === undefined
        ? undefined
        : {
            originalAmount: trading.original_amount,
            actualAmount: trading.actual_amount,
            waivedAmount: trading.waived_amount,
            currency: trading.currency,
            waived: trading.waived,
            taxFeeIncluded: trading.tax_fee_included === true,
            waivedReason: trading.waived_reason,
          },
    cardFee:
      card === undefined ? undefined : { originalAmount: card.original_amount, actualAmount: card.actual_amount, currency: card.currency, waived: card.waived },
  };
}

export const toLiveRates = (r: Wire<typeof liveRates>): LiveRates => ({
  fromCurrency: r.from_currency,
  toCurrency: r.to_currency,
  keyCurrency: r.key_currency,
  lotSize: usableLotSize(r.lot_size),
  threshold: { min: r.threshold.min, max: r.threshold.max },
  rates: r.rates.map((input) => ({ inputCurrency: input.input_currency, tiers: input.tiers.map((t) => ({ amount: t.amount, rate: t.rate })) })),
});

export const toTransaction = (t: Wire<typeof transaction>): Transaction => ({
  id: t.id,
  side: t.side,
  fromCurrency: t.from_currency,
  fromAmount: t.from_amount,
  toCurrency: t.to_currency,
  toAmount: t.to_amount,
  status: t.status,
  createdAt: Date.parse(t.created_at),
  ...(t.payment_method === undefined ? {} : { paymentMethod: t.payment_method }),
});

export const toReceipt = (body: { transaction: Wire<typeof transaction>; is_first_purchase: boolean }): TradeReceipt => ({
  transaction: toTransaction(body.transaction),
  isFirstPurchase: body.is_first_purchase,
});

const toWeeklyLimit = (limit: Wire<typeof weeklyLimitWire> | undefined): WeeklyLimit | undefined =>
  limit === undefined ? undefined : { currentAmount: limit.rolling_7days_amount, limitAmount: limit.rolling_7days_limit, currency: limit.currency };

export const toPaymentMethods = (body: Wire<typeof paymentMethodsResponse>): TradePaymentMethods => ({
  methods: body.payment_methods.map((m) => ({ method: m.payment_method, enabled: m.enabled, currencies: m.currencies })),
  weeklyLimits: { creditCard: toWeeklyLimit(body.weekly_limits.credit_card), applePay: toWeeklyLimit(body.weekly_limits.apple_pay) },
});

/**
 * A started purchase: the frame when there is a URL, else the sheet whose parameters came.
 * Undefined when the answer has neither (the adapter reports it as a schema failure).
 */
export function toPurchaseStart(body: Wire<typeof purchaseResponse>): PurchaseStart | undefined {
  const purchaseId = body.purchase_uuid;
  if (body.url !== undefined) return { kind: 'frame', purchaseId, url: body.url, html: body.html };
  if (body.apple_pay_params !== undefined) return { kind: 'apple_pay', purchaseId, gatewayMerchantId: body.apple_pay_params.gateway_merchant_id };
  const google = body.google_pay_params;
  if (google === undefined) return undefined;
  return {
    kind: 'google_pay',
    purchaseId,
    gatewayMerchantId: google.gateway_merchant_id,
    totalAmount: google.total_amount,
    currencyCode: google.currency_code,
    countryCode: google.country_code,
    gateway: google.gateway,
    realGatewayMerchantId: google.real_gateway_merchant_id,
  };
}
