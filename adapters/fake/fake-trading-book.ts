import type { CardPayment, FixedAmount, TradeQuotation, TradeReceipt, Transaction } from '../../application/ports/trading-port';
import type { FakeAccountAdapter } from './fake-account-adapter';
import { ErrorCode } from '../../domain/errors/error-codes';
import { type CurrencyCode, fiatFractionDigits } from '../../domain/money/currency';
import { type Dec, ZERO } from '../../domain/money/decimal';
import type { PayMethod } from '../../domain/payment/pay-method';
import { tradingFeeLine } from '../../domain/trade/fee-waiver';
import { isQuotationExpired, type TradeSide } from '../../domain/trade/quotation';
import { priceFromPaid, priceFromReceived, type PricingTerms } from '../../domain/trade/trade-pricing';
import type { WaivedReason } from '../../domain/trade/trading-fee';

/** Which confirm call executes a quotation. */
export type FakeQuoteKind = 'fiat_buy' | 'fiat_sell' | 'coin' | 'card';

export interface FakeBookOptions {
  readonly clock: () => number;
  readonly account: FakeAccountAdapter | undefined;
  readonly quoteTtlMs: number;
}

/** A quotation request as the fake prices it: currencies, the fixed side, fees and who pays. */
export interface FakeQuoteRequest {
  readonly kind: FakeQuoteKind;
  readonly side: TradeSide;
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  readonly fixed: FixedAmount;
  /** Price of one unit of the key currency in the other, and whether the key is the received one. */
  readonly rate: Dec;
  readonly rateIsPerReceivedUnit: boolean;
  readonly decimals: { readonly from: number; readonly to: number };
  readonly tradingPercent: Dec;
  readonly processingPercent: Dec;
  readonly waiver: WaivedReason | undefined;
  readonly method: PayMethod;
  readonly payment?: CardPayment;
}

type Answer<T> = { ok: true; value: T } | { ok: false; code: string };
const refuse = (code: string): Answer<never> => ({ ok: false, code });

interface Held {
  readonly quote: TradeQuotation;
  readonly request: FakeQuoteRequest;
}

/** A card-scheme purchase of the fake: authenticating until the test completes it. */
export interface FakePurchase {
  readonly id: string;
  readonly quoteId: string;
  status: 'awaiting_token' | 'authenticating' | 'succeeded' | 'failed';
  transactionId: string | undefined;
}

/**
 * The fake's quotations, trades and purchases, priced with the domain's trade pricing: quotes
 * expire by the injected clock and execute at most once; with an account, trades move its wallets.
 */
export class FakeTradingBook {
  readonly quotes = new Map<string, TradeQuotation>();
  readonly trades: TradeReceipt[] = [];
  readonly purchases = new Map<string, FakePurchase>();
  private readonly held = new Map<string, Held>();
  private readonly used = new Set<string>();
  private counter = 0;

  constructor(private readonly options: FakeBookOptions) {}

  quote(request: FakeQuoteRequest): TradeQuotation {
    const terms: PricingTerms = {
      side: request.side,
      rateIsPerReceivedUnit: request.rateIsPerReceivedUnit,
      rate: request.rate,
      from: { maxFraction: request.decimals.from },
      to: { maxFraction: request.decimals.to },
      tradingPercent: request.tradingPercent,
      processingPercent: request.processingPercent,
      waiver: request.waiver,
    };
    const priced = request.fixed.side === 'from' ? priceFromPaid(request.fixed.amount, terms) : priceFromReceived(request.fixed.amount, terms);
    const feeCurrency = request.side === 'buy' ? request.from : request.to;
    const trading = tradingFeeLine(priced.tradingOriginal, feeCurrency, request.waiver);
    const charged = trading.actualAmount.plus(priced.processing);
    const card =
      request.kind === 'card' ? { originalAmount: priced.processing, actualAmount: priced.processing, currency: feeCurrency, waived: false } : undefined;
    const quote: TradeQuotation = {
      id: `quo-${String(++this.counter)}`,
      side: request.side,
      fromCurrency: request.from,
      toCurrency: request.to,
      fromAmount: request.side === 'buy' ? priced.fromAmount.minus(charged) : priced.fromAmount,
      toAmount: priced.toAmount,
      rate: request.rate,
      fees: [{ type: 'trading_fee', ...trading }, ...(card === undefined ? [] : [{ type: 'card_processing_fee' as const, ...card, waivedAmount: ZERO }])],
      totalAmount: request.side === 'buy' ? priced.fromAmount : priced.gross,
      expiresAt: this.options.clock() + this.options.quoteTtlMs,
      keyCurrency: request.rateIsPerReceivedUnit ? request.to : request.from,
      paymentMethod: request.method,
      fee: charged,
      nativeAmount: undefined,
      nativeCurrency: undefined,
      tradingFee: trading,
      cardFee: card,
    };
    this.quotes.set(quote.id, quote);
    this.held.set(quote.id, { quote, request });
    return quote;
  }

  /** A quotation the call of `kind` may still take: known, unused, unexpired. */
  usable(quoteId: string, kind: FakeQuoteKind): Answer<Held> {
    const held = this.held.get(quoteId);
    if (held?.request.kind !== kind) return refuse(ErrorCode.quotationNotFound);
    if (this.used.has(quoteId)) return refuse(ErrorCode.quotationAlreadyUsed);
    if (isQuotationExpired(held.quote, this.options.clock())) return refuse(ErrorCode.quotationExpired);
    return { ok: true, value: held };
  }

  /** Executes a quotation once: the paid side leaves the account (not for card schemes), the received side reaches it. */
  execute(quoteId: string, kind: FakeQuoteKind): Answer<TradeReceipt> {
    const found = this.usable(quoteId, kind);
    if (!found.ok) return found;
    const { quote, request } = found.value;
    const paid = quote.side === 'buy' ? quote.totalAmount : quote.fromAmount;
    if (kind !== 'card' && !this.debit(quote.fromCurrency, paid)) return refuse(ErrorCode.notEnoughBalance);
    return { ok: true, value: this.settle(quote, request, paid) };
  }

  take(quoteId: string): void {
    this.used.add(quoteId);
  }

  settle(quote: TradeQuotation, request: FakeQuoteRequest, paid: Dec): TradeReceipt {
    this.used.add(quote.id);
    this.credit(quote.toCurrency, quote.toAmount);
    const receipt: TradeReceipt = {
      transaction: {
        id: `tx-${String(++this.counter)}`,
        side: quote.side,
        fromCurrency: quote.fromCurrency,
        fromAmount: paid,
        toCurrency: quote.toCurrency,
        toAmount: quote.toAmount,
        status: 'completed',
        createdAt: this.options.clock(),
        paymentMethod: request.method,
      },
      isFirstPurchase: quote.side === 'buy' && !this.trades.some((t) => t.transaction.side === 'buy'),
    };
    this.trades.push(receipt);
    return receipt;
  }

  heldQuote(quoteId: string): Held | undefined {
    return this.held.get(quoteId);
  }

  nextId(prefix: string): string {
    return `${prefix}-${String(++this.counter)}`;
  }

  transaction(id: string): Transaction | undefined {
    return this.trades.find((t) => t.transaction.id === id)?.transaction;
  }

  private wallet(currency: CurrencyCode): { amount: Dec; set: (amount: Dec) => void } | undefined {
    const account = this.options.account;
    const fiat = account?.fiatWallet(currency);
    if (account !== undefined && fiat !== undefined) return { amount: fiat.amount, set: (amount) => account.setFiatWallet(currency, amount, fiat.state) };
    const coin = account?.coinWallet(currency);
    if (account === undefined) return undefined;
    return { amount: coin?.available ?? ZERO, set: (amount) => account.setCoinWallet(currency, amount, coin?.nativeAvailable, coin?.nativeCurrency) };
  }

  private debit(currency: CurrencyCode, amount: Dec): boolean {
    const wallet = this.wallet(currency);
    if (wallet === undefined) return this.options.account === undefined;
    if (wallet.amount.lessThan(amount)) return false;
    wallet.set(wallet.amount.minus(amount));
    return true;
  }

  private credit(currency: CurrencyCode, amount: Dec): void {
    const wallet = this.wallet(currency);
    wallet?.set(wallet.amount.plus(amount));
  }
}

/** Decimals of a fake currency: the coin's max fraction, or the fiat's digits. */
export const fakeDecimals = (currency: CurrencyCode, coins: readonly { symbol: string; maxFraction: number }[]): number =>
  coins.find((c) => c.symbol === currency)?.maxFraction ?? fiatFractionDigits(currency);
