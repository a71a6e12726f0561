import { ErrorCode } from '../../../domain/errors/error-codes';
import { type Dec, ZERO } from '../../../domain/money/decimal';
import type { ServerFee } from '../../../domain/payment/payment-fees';
import type { LiveRates } from '../../../domain/rates/live-rates';
import { err, ok } from '../../../domain/shared/result';
import { tradingFeeTable } from './fee-schedule';
import type { SavedCards } from './payments/saved-cards';
import type { SandboxAccount, SandboxContext } from './sandbox-context';
import type { SandboxResult } from './sandbox-result';
import type { TransactionState } from './sandbox-state';
import { paymentMethods, type PaymentMethodsView } from './trading/payment-methods';
import { createQuote } from './trading/quote-factory';
import type { QuoteRequest } from './trading/quote-sources';
import { TOP_UP_APPLE_PAY_MERCHANT_ID } from './onboarding/app-config';
import { GATEWAY_MERCHANT_ID, type PurchaseRequest, type PurchaseStart, ThirdPartyPurchases } from './trading/third-party-purchases';
import { tradeTransaction, tradeTransactions } from './trading/trade-history';
import { settleQuote, usableQuote } from './trading/trade-execution';
import { pairRates } from './trading/trade-rates';
import { PRIME_TRANSACTION_TYPE } from '../../../domain/trade/order-types';
import { type SandboxQuote, tradingSlice } from './trading/trading-slice';

export { type SandboxQuote } from './trading/trading-slice';

/** A coin-for-coin quotation request (spec 000 §7): side, from, to, from_amount or to_amount. */
export interface CoinQuoteInput {
  readonly side: unknown;
  readonly from: string;
  readonly to: string;
  readonly fromAmount: unknown;
  readonly toAmount: unknown;
}

/** A card, Apple Pay or Google Pay quotation request (spec 000 §7): currency, native_amount or amount, and the card or method. */
export interface CardQuoteInput {
  readonly currency: string;
  readonly nativeAmount: unknown;
  readonly amount: unknown;
  readonly cardId: string | undefined;
  readonly fixedSide: unknown;
  readonly paymentMethod: unknown;
}

/** Choice: the fixed_side a card quotation names (spec 000 §7 "credit_card_id with fixed_side {product}"). */
export const CARD_FIXED_SIDE = 'crypto';

const oneOf = (a: unknown, b: unknown): { fixed: 'from' | 'to'; amount: unknown } | undefined =>
  (a === undefined) === (b === undefined) ? undefined : a !== undefined ? { fixed: 'from', amount: a } : { fixed: 'to', amount: b };

const invalid = (message: string) => err({ code: ErrorCode.invalidParameter, message });

/**
 * Coin trading: live rates, quotations for every payment method that expire after 15 s, and
 * executions that move money at most once per quotation and per request id (spec 000 §3-§9).
 */
export class SandboxTrading {
  private readonly purchases: ThirdPartyPurchases;

  constructor(
    private readonly context: SandboxContext,
    private readonly cards: SavedCards,
  ) {
    this.purchases = new ThirdPartyPurchases(context);
  }

  /** Spec 000 §6: Prime regular users asking with transaction_type get the Prime tiers. */
  liveRates(account: SandboxAccount, from: string, to: string, transactionType?: string): SandboxResult<LiveRates> {
    const prime = account.persona.prime === 'regular' && transactionType === PRIME_TRANSACTION_TYPE;
    const pair = pairRates(this.context, from, to, prime);
    return pair.ok ? ok(pair.value.rates) : pair;
  }

  /** Spec 000 §5, §7: what the customer can spend of `from` on this pair (0 from a wallet not set up). */
  transactableAmount(account: SandboxAccount, from: string, to: string): SandboxResult<Dec> {
    const pair = pairRates(this.context, from, to, false);
    if (!pair.ok) return pair;
    const walletReady = pair.value.from.kind === 'coin' || account.state.fiatWallets[from] === 'created';
    return ok(walletReady ? this.context.ledger.balance(account.uuid, from) : ZERO);
  }

  tradingFees(stableCoin: boolean): readonly ServerFee[] {
    return tradingFeeTable(stableCoin);
  }

  paymentMethods(account: SandboxAccount, asset: string, side: string, orderCategory: string): SandboxResult<PaymentMethodsView> {
    return paymentMethods(this.context, account, asset, side, orderCategory);
  }

  /**
   * Fiat-wallet buy (spec 000 §7 fixed_side buy): `amount` of fiat to spend, fees included, or
   * (design) `toAmount` of the coin to receive; exactly one of them.
   */
  createFiatWalletQuotation(account: SandboxAccount, from: string, to: string, amount: unknown, toAmount?: unknown): SandboxResult<SandboxQuote> {
    const fixed = oneOf(amount, toAmount);
    if (fixed === undefined) return invalid('give exactly one of amount and to_amount');
    return this.newQuote(account, { side: 'buy', method: 'fiat_wallet', from, to, ...fixed });
  }

  /** Fiat-wallet sell: `amount` of the coin to sell (spec 000 §7 to fiat wallet). */
  createFiatWalletSellQuotation(account: SandboxAccount, from: string, to: string, amount: unknown): SandboxResult<SandboxQuote> {
    return this.newQuote(account, { side: 'sell', method: 'fiat_wallet', from, to, fixed: 'from', amount });
  }

  createCoinQuotation(account: SandboxAccount, input: CoinQuoteInput): SandboxResult<SandboxQuote> {
    if (input.side !== 'buy' && input.side !== 'sell') return invalid('side must be buy or sell');
    const fixed = oneOf(input.fromAmount, input.toAmount);
    if (fixed === undefined) return invalid('give exactly one of from_amount and to_amount');
    return this.newQuote(account, { side: input.side, method: 'crypto_wallet', from: input.from, to: input.to, ...fixed });
  }

  /** native_amount fixes the fiat paid (fees included), amount the coins received. */
  createCardQuotation(account: SandboxAccount, input: CardQuoteInput): SandboxResult<SandboxQuote> {
    const fixed = oneOf(input.nativeAmount, input.amount);
    if (fixed === undefined) return invalid('give exactly one of native_amount and amount');
    const base = { side: 'buy' as const, from: account.persona.nativeCurrency, to: input.currency, ...fixed };
    if (input.cardId !== undefined) {
      if (input.fixedSide !== CARD_FIXED_SIDE) return invalid(`fixed_side must be ${CARD_FIXED_SIDE}`);
      return this.newQuote(account, { ...base, method: 'credit_card', cardId: input.cardId });
    }
    if (input.paymentMethod !== 'apple_pay' && input.paymentMethod !== 'google_pay')
      return invalid('give credit_card_id, or payment_method apple_pay or google_pay');
    return this.newQuote(account, { ...base, method: input.paymentMethod });
  }

  /** Executes a fiat-wallet buy once; the same request id always gets the same answer. */
  confirmQuotation(account: SandboxAccount, quotationId: string, requestId: string): SandboxResult<TransactionState> {
    return this.once(account, requestId, () => this.execute(account, quotationId, (q) => q.method === 'fiat_wallet' && q.side === 'buy'));
  }

  /** Executes a fiat-wallet sell once per request id (spec 000 §7: request_id, quotation_id, biometric). */
  confirmFiatWalletSell(account: SandboxAccount, quotationId: string, requestId: string): SandboxResult<TransactionState> {
    return this.once(account, requestId, () => this.execute(account, quotationId, (q) => q.method === 'fiat_wallet' && q.side === 'sell'));
  }

  /** Executes a coin-for-coin quotation of the side named; a used quotation never executes again. */
  confirmCoinQuotation(account: SandboxAccount, quotationId: string, side: unknown): SandboxResult<TransactionState> {
    return this.execute(account, quotationId, (q) => q.method === 'crypto_wallet' && q.side === side);
  }

  startPurchase(account: SandboxAccount, request: PurchaseRequest): SandboxResult<PurchaseStart> {
    return this.purchases.start(account, request);
  }

  /**
   * Apple Pay merchant validation (spec 000 §4, §7): the merchant id handed out with a purchase, or
   * the top-ups' merchant of the product config (spec 001 §3).
   */
  validateApplePayMerchant(
    gatewayMerchantId: unknown,
  ): SandboxResult<{ readonly merchantIdentifier: string; readonly nonce: string; readonly expiresAt: number }> {
    if (gatewayMerchantId !== GATEWAY_MERCHANT_ID && gatewayMerchantId !== TOP_UP_APPLE_PAY_MERCHANT_ID) return invalid('unknown gateway_merchant_id');
    return ok({ merchantIdentifier: gatewayMerchantId, nonce: this.context.nextId('applepay'), expiresAt: this.context.now() + 5 * 60_000 });
  }

  submitWalletToken(account: SandboxAccount, purchaseId: string, method: 'apple_pay' | 'google_pay', token: unknown): SandboxResult<string> {
    return this.purchases.submitToken(account, purchaseId, method, token);
  }

  transaction(account: SandboxAccount, id: string): SandboxResult<TransactionState> {
    const found = tradeTransaction(this.context, account, id);
    return found === undefined ? err({ code: ErrorCode.transactionNotFound }) : ok(found);
  }

  transactions(account: SandboxAccount, count: number): readonly TransactionState[] {
    return tradeTransactions(this.context, account, count);
  }

  quote(id: string): SandboxQuote | undefined {
    return tradingSlice(this.context).quotes[id];
  }

  private newQuote(account: SandboxAccount, request: QuoteRequest): SandboxResult<SandboxQuote> {
    return createQuote(this.context, this.cards, account, request);
  }

  private execute(account: SandboxAccount, quotationId: string, accepts: (quote: SandboxQuote) => boolean): SandboxResult<TransactionState> {
    const quote = usableQuote(this.context, account, quotationId, accepts);
    return quote.ok ? settleQuote(this.context, account, quote.value) : quote;
  }

  private once(account: SandboxAccount, requestId: string, run: () => SandboxResult<TransactionState>): SandboxResult<TransactionState> {
    const confirmations = tradingSlice(this.context).confirmations;
    const key = `${account.uuid}:${requestId}`;
    const previous = confirmations[key];
    if (previous !== undefined) {
      const transaction = previous.ok ? this.context.transactionsOf(account).find((t) => t.id === previous.transactionId) : undefined;
      return previous.ok ? (transaction === undefined ? err({ code: ErrorCode.quotationNotFound }) : ok(transaction)) : err({ code: previous.code });
    }
    const result = run();
    confirmations[key] = result.ok ? { ok: true, transactionId: result.value.id } : { ok: false, code: result.error.code };
    return result;
  }
}
