import { type ApiResult, businessError } from '../../application/ports/api-error';
import type { PurchaseRequest, PurchaseStart, Transaction } from '../../application/ports/trading-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { FakeTradingBook } from './fake-trading-book';

export const FAKE_MERCHANT_ID = 'fake-merchant';

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const fail = (code: string): ApiResult<never> => ({ ok: false, error: businessError(code) });
const frameUrl = (purchaseId: string): string => `https://gateway.fake/three_ds/${purchaseId}`;

/**
 * The fake's card, Apple Pay and Google Pay purchases: starting one takes its quotation; the card
 * frame (or a wallet token) leaves it authenticating until the test completes it, as the 3-D
 * Secure page would: success executes the quotation once, failure moves nothing.
 */
export class FakeTradingPurchases {
  constructor(private readonly book: FakeTradingBook) {}

  start(request: PurchaseRequest): ApiResult<PurchaseStart> {
    const found = this.book.usable(request.quotationId, 'card');
    if (!found.ok) return fail(found.code);
    const { quote, request: quoted } = found.value;
    const payment = quoted.payment;
    const sameCard = payment?.method !== 'credit_card' || (request.payment.method === 'credit_card' && request.payment.cardId === payment.cardId);
    if (payment?.method !== request.payment.method || !sameCard) return fail(ErrorCode.invalidParameter);
    this.book.take(request.quotationId);
    const purchaseId = this.book.nextId('pur');
    const card = payment.method === 'credit_card';
    this.book.purchases.set(purchaseId, { id: purchaseId, quoteId: quote.id, status: card ? 'authenticating' : 'awaiting_token', transactionId: undefined });
    if (card) return ok({ kind: 'frame', purchaseId, url: frameUrl(purchaseId), html: undefined });
    if (payment.method === 'apple_pay') return ok({ kind: 'apple_pay', purchaseId, gatewayMerchantId: FAKE_MERCHANT_ID });
    return ok({
      kind: 'google_pay',
      purchaseId,
      gatewayMerchantId: FAKE_MERCHANT_ID,
      totalAmount: quote.totalAmount,
      currencyCode: quote.fromCurrency,
      countryCode: 'US',
      gateway: 'fake',
      realGatewayMerchantId: FAKE_MERCHANT_ID,
    });
  }

  /** A wallet token opens the frame; a repeated token gets the same one. */
  authenticate(purchaseId: string, token: string): ApiResult<string> {
    const purchase = this.book.purchases.get(purchaseId);
    if (purchase === undefined) return fail(ErrorCode.purchaseNotFound);
    if (token === '') return fail(ErrorCode.invalidParameter);
    if (purchase.status === 'awaiting_token') purchase.status = 'authenticating';
    return ok(frameUrl(purchaseId));
  }

  complete(purchaseId: string, outcome: 'succeeded' | 'failed'): void {
    const purchase = this.book.purchases.get(purchaseId);
    const held = purchase === undefined ? undefined : this.book.heldQuote(purchase.quoteId);
    if (purchase?.status !== 'authenticating' || held === undefined) return;
    purchase.status = outcome;
    if (outcome === 'succeeded') purchase.transactionId = this.book.settle(held.quote, held.request, held.quote.totalAmount).transaction.id;
  }

  /** A trade by its id or by the purchase id the frame reports. */
  transaction(id: string): ApiResult<Transaction> {
    const found = this.book.transaction(this.book.purchases.get(id)?.transactionId ?? id);
    return found === undefined ? fail(ErrorCode.transactionNotFound) : ok(found);
  }
}
