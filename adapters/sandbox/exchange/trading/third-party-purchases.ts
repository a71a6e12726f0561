import { TRADE_FRAME_SOURCE } from '../../../../domain/deposit/trade-card-frame';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { Money } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import { PAYLOAD_KEYS } from '../../gateway/gateway-message';
import type { GatewayOutcome, GatewaySession } from '../gateway-registry';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { checkTradeWeeklyLimit } from './trade-gates';
import { settleQuote, usableQuote } from './trade-execution';
import { isThirdPartyMethod, type SandboxQuote, type StoredPurchase, tradingSlice } from './trading-slice';

export const CRYPTO_PURCHASE = 'crypto_purchase';
/** Choice: the merchant ids the sandbox's Apple Pay and Google Pay sheets use. */
export const GATEWAY_MERCHANT_ID = 'sandbox-crypto-merchant';
export const REAL_GATEWAY_MERCHANT_ID = 'sandbox-real-merchant-0001';
export const GOOGLE_PAY_GATEWAY = 'sandboxgateway';

export interface PurchaseRequest {
  readonly quotationId: string;
  /** The card's id for a card purchase, the method's name otherwise (spec 000 §7). */
  readonly cardId: string | undefined;
  readonly paymentMethod: string | undefined;
  readonly language: string;
}

/** What the client needs next: the payment page (card) or the wallet sheet's parameters (Apple Pay, Google Pay). */
export interface PurchaseStart {
  readonly purchase: StoredPurchase;
  readonly quote: SandboxQuote;
  readonly url: string | undefined;
}

/**
 * Card, Apple Pay and Google Pay purchases (spec 000 §4, §7): the quotation is taken (used) when
 * the purchase starts; a card purchase opens its 3-D Secure page at once, Apple Pay and Google Pay
 * once their token arrives. The page's outcome settles the purchase: success moves the money once
 * (card scheme -> HOUSE -> coins to the customer), failure or cancel moves nothing.
 */
export class ThirdPartyPurchases {
  constructor(private readonly context: SandboxContext) {
    context.gateway.onComplete(CRYPTO_PURCHASE, (session, outcome, form) => this.complete(session, outcome, form));
  }

  start(account: SandboxAccount, request: PurchaseRequest): SandboxResult<PurchaseStart> {
    const found = usableQuote(this.context, account, request.quotationId, (q) => isThirdPartyMethod(q.method));
    if (!found.ok) return found;
    const quote = found.value;
    const matches = quote.method === 'credit_card' ? request.cardId === quote.cardId : request.paymentMethod === quote.method;
    if (!matches || !isThirdPartyMethod(quote.method)) return err({ code: ErrorCode.invalidParameter, message: 'the payment does not match the quotation' });
    const weekly = checkTradeWeeklyLimit(this.context, account, quote.method, new Money(quote.fromAmount));
    return weekly.ok ? ok(this.open(account, quote, quote.method, request.language)) : weekly;
  }

  find(account: SandboxAccount, id: string): StoredPurchase | undefined {
    const purchase = tradingSlice(this.context).purchases[id];
    return purchase?.userUuid === account.uuid ? purchase : undefined;
  }

  /** The wallet token (Apple Pay, Google Pay) opens the authentication page; a repeated token gets the same page. */
  submitToken(account: SandboxAccount, purchaseId: string, method: 'apple_pay' | 'google_pay', token: unknown): SandboxResult<string> {
    const purchase = this.find(account, purchaseId);
    if (purchase?.method !== method) return err({ code: ErrorCode.purchaseNotFound });
    if (typeof token !== 'string' || token.trim() === '') return err({ code: ErrorCode.invalidParameter, message: 'token is required' });
    if (purchase.status === 'awaiting_token') return ok(this.authenticate(account, purchase));
    if (purchase.status === 'authenticating' && purchase.gatewaySessionId !== undefined)
      return ok(this.context.gateway.url('three_ds', purchase.gatewaySessionId));
    return err({ code: ErrorCode.quotationAlreadyUsed });
  }

  private open(account: SandboxAccount, quote: SandboxQuote, method: StoredPurchase['method'], language: string): PurchaseStart {
    const purchase: StoredPurchase = {
      id: this.context.nextId('pur'),
      userUuid: account.uuid,
      quoteId: quote.id,
      method,
      language,
      createdAt: this.context.now(),
      status: 'awaiting_token',
    };
    quote.used = true;
    tradingSlice(this.context).purchases[purchase.id] = purchase;
    const url = method === 'credit_card' ? this.authenticate(account, purchase) : undefined;
    return { purchase, quote, url };
  }

  private authenticate(account: SandboxAccount, purchase: StoredPurchase): string {
    const quote = tradingSlice(this.context).quotes[purchase.quoteId];
    const id = this.context.nextId('3ds');
    purchase.status = 'authenticating';
    purchase.gatewaySessionId = id;
    return this.context.gateway.challenge(id, {
      purpose: CRYPTO_PURCHASE,
      messageSource: TRADE_FRAME_SOURCE,
      accountUuid: account.uuid,
      payload: {
        [PAYLOAD_KEYS.amount]: quote?.fromAmount ?? '',
        [PAYLOAD_KEYS.currency]: quote?.fromCurrency ?? '',
        [PAYLOAD_KEYS.transactionId]: purchase.id,
        purchase_uuid: purchase.id,
      },
    });
  }

  private complete(session: GatewaySession, outcome: GatewayOutcome, form: Readonly<Record<string, string>>): void {
    const purchase = tradingSlice(this.context).purchases[session.payload['purchase_uuid'] ?? ''];
    const account = this.context.account(session.accountUuid);
    const quote = purchase === undefined ? undefined : tradingSlice(this.context).quotes[purchase.quoteId];
    if (purchase?.status !== 'authenticating' || account === undefined || quote === undefined) return;
    if (outcome !== 'succeeded') {
      purchase.status = outcome;
      if (form['errorCode'] !== undefined) purchase.errorCode = form['errorCode'];
      return;
    }
    const settled = settleQuote(this.context, account, quote);
    purchase.status = settled.ok ? 'succeeded' : 'failed';
    if (settled.ok) purchase.transactionId = settled.value.id;
  }
}
