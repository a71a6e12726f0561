import { Money } from '../../../domain/money/decimal';
import { isPayMethod } from '../../../domain/payment/pay-method';
import type { WeeklyLimit, WeeklyLimits } from '../../../domain/payment/weekly-limits';
import type { LiveRates } from '../../../domain/rates/live-rates';
import { WAIVED_REASONS, type WaivedReason } from '../../../domain/trade/trading-fee';
import type { LiveRatesWire, PurchaseWire, QuotationWire, TransactionWire } from '../../http/schemas/trading';
import type { SandboxQuote } from '../exchange/sandbox-trading';
import type { TransactionState } from '../exchange/sandbox-state';
import { GATEWAY_MERCHANT_ID, GOOGLE_PAY_GATEWAY, type PurchaseStart, REAL_GATEWAY_MERCHANT_ID } from '../exchange/trading/third-party-purchases';
import { isThirdPartyMethod } from '../exchange/trading/trading-slice';

const iso = (at: number): string => new Date(at).toISOString();
const isWaivedReason = (value: string | undefined): value is WaivedReason => WAIVED_REASONS.some((r) => r === value);

/** A quotation on the wire (schemas/trading.ts): the fee side's total and the fee lines of spec 000 §3. */
export function quotationWire(q: SandboxQuote): QuotationWire {
  const charged = new Money(q.tradingFee.actual).plus(new Money(q.processingFee));
  const buy = q.side === 'buy';
  const waivedReason = q.tradingFee.reason;
  const waived = new Money(q.tradingFee.waived).greaterThan(0);
  return {
    id: q.id,
    side: q.side,
    from_currency: q.fromCurrency,
    to_currency: q.toCurrency,
    from_amount: buy ? new Money(q.fromAmount).minus(charged).toFixed() : q.fromAmount,
    to_amount: q.toAmount,
    rate: q.rate,
    execute_rate: q.rate,
    key_currency: q.keyCurrency,
    fee: charged.toFixed(),
    fees: [
      {
        type: 'trading_fee',
        original_amount: q.tradingFee.original,
        actual_amount: q.tradingFee.actual,
        waived_amount: q.tradingFee.waived,
        currency: q.feeCurrency,
        waived,
        tax_fee_included: false,
        ...(waived && isWaivedReason(waivedReason) ? { waived_reason: waivedReason } : {}),
      },
      ...(isThirdPartyMethod(q.method)
        ? [
            {
              type: 'card_processing_fee' as const,
              original_amount: q.processingFee,
              actual_amount: q.processingFee,
              waived_amount: '0',
              currency: q.feeCurrency,
              waived: false,
            },
          ]
        : []),
    ],
    total_amount: buy ? q.fromAmount : q.grossAmount,
    native_amount: q.nativeAmount,
    native_currency: q.nativeCurrency,
    payment_method: q.method,
    expires_at: iso(q.expiresAt),
  };
}

export function transactionWire(t: TransactionState): TransactionWire {
  const method = t.details?.['payment_method'];
  const fee = t.details?.['fee'];
  const feeCurrency = t.details?.['fee_currency'];
  return {
    id: t.id,
    side: t.side === 'sell' ? 'sell' : 'buy',
    from_currency: t.fromCurrency,
    from_amount: t.fromAmount,
    to_currency: t.toCurrency,
    to_amount: t.toAmount,
    status: t.status,
    created_at: iso(t.createdAt),
    ...(typeof method === 'string' && isPayMethod(method) ? { payment_method: method } : {}),
    ...(typeof fee === 'string' ? { fee } : {}),
    ...(typeof feeCurrency === 'string' ? { fee_currency: feeCurrency } : {}),
  };
}

export const liveRatesWire = (rates: LiveRates): LiveRatesWire => ({
  from_currency: rates.fromCurrency,
  to_currency: rates.toCurrency,
  key_currency: rates.keyCurrency,
  ...(rates.lotSize === undefined ? {} : { lot_size: rates.lotSize.toFixed() }),
  threshold: { min: rates.threshold.min?.toFixed(), max: rates.threshold.max?.toFixed() },
  rates: rates.rates.map((input) => ({
    input_currency: input.inputCurrency,
    tiers: input.tiers.map((tier) => ({ amount: tier.amount.toFixed(), rate: tier.rate.toFixed() })),
  })),
});

const limitWire = (limit: WeeklyLimit | undefined) =>
  limit === undefined
    ? undefined
    : { rolling_7days_amount: limit.currentAmount.toFixed(2), rolling_7days_limit: limit.limitAmount.toFixed(2), currency: limit.currency };

export function weeklyLimitsWire(limits: WeeklyLimits) {
  const creditCard = limitWire(limits.creditCard);
  const applePay = limitWire(limits.applePay);
  return { ...(creditCard === undefined ? {} : { credit_card: creditCard }), ...(applePay === undefined ? {} : { apple_pay: applePay }) };
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Choice: the card purchase's html is a tiny page that opens the 3-D Secure page, for clients that frame html. */
const frameHtml = (url: string): string =>
  `<!doctype html><html><head><meta http-equiv="refresh" content="0; url=${escapeAttribute(url)}"></head><body><a href="${escapeAttribute(url)}">Continue to your bank</a></body></html>`;

/** A started purchase: the card's frame, or the Apple Pay / Google Pay sheet parameters. */
export function purchaseWire(start: PurchaseStart, countryCode: string): PurchaseWire {
  const base = { ok: true as const, purchase_uuid: start.purchase.id };
  switch (start.purchase.method) {
    case 'credit_card':
      return start.url === undefined ? base : { ...base, url: start.url, html: frameHtml(start.url) };
    case 'apple_pay':
      return { ...base, apple_pay_params: { gateway_merchant_id: GATEWAY_MERCHANT_ID } };
    case 'google_pay':
      return {
        ...base,
        google_pay_params: {
          gateway_merchant_id: GATEWAY_MERCHANT_ID,
          total_amount: start.quote.fromAmount,
          currency_code: start.quote.fromCurrency,
          country_code: countryCode,
          gateway: GOOGLE_PAY_GATEWAY,
          real_gateway_merchant_id: REAL_GATEWAY_MERCHANT_ID,
        },
      };
  }
}
