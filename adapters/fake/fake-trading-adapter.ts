import { type ApiResult, businessError } from '../../application/ports/api-error';
import { type Coin, type FiatWalletBuyRequest, type TradeReceipt, type TradingPort } from '../../application/ports/trading-port';
import { type LiveRates } from '../../domain/rates/live-rates';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode, type CurrencyCode, fiatFractionDigits } from '../../domain/money/currency';
import { dec, type Dec, ZERO } from '../../domain/money/decimal';
import { splitFee } from '../../domain/money/fee-split';
import { coinsForFiat } from '../../domain/trade/conversion';
import { QUOTE_COUNTDOWN_SECONDS } from '../../domain/trade/quote-countdown';
import { isQuotationExpired, type Quotation } from '../../domain/trade/quotation';
import { type FakeAccountAdapter } from './fake-account-adapter';
import { FakeCalls } from './fake-calls';

export interface FakeTradingOptions {
  /** Epoch milliseconds; quotes expire by it. */
  readonly clock: () => number;
  /** When given, trades debit its fiat wallet (refusing not_enough_balance) and credit its coin wallet. */
  readonly account?: FakeAccountAdapter;
  readonly coins?: readonly Coin[];
  /** Fiat price of one coin, by symbol. */
  readonly prices?: Readonly<Record<string, string>>;
  readonly feePercent?: string;
  readonly quoteTtlMs?: number;
}

const DEFAULT_COINS: readonly Coin[] = [
  { symbol: currencyCode('BTC'), name: 'Bitcoin', maxFraction: 8 },
  { symbol: currencyCode('ETH'), name: 'Ethereum', maxFraction: 8 },
];

type Answer<T> = ApiResult<T>;
const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
const fail = (code: string): Answer<never> => ({ ok: false, error: businessError(code) });

/**
 * In-memory quotes and trades for tests. Quotes use the domain's fee split and conversion, expire
 * by the injected clock, and execute at most once; a repeated request id gets the first answer.
 */
export class FakeTradingAdapter implements TradingPort {
  readonly calls = new FakeCalls<keyof TradingPort>();
  readonly quotes = new Map<string, Quotation>();
  readonly trades: TradeReceipt[] = [];
  private readonly used = new Set<string>();
  private readonly answers = new Map<string, Answer<TradeReceipt>>();
  private readonly prices = new Map<string, Dec>();
  private coins: readonly Coin[];
  private thresholds: { min: Dec | undefined; max: Dec | undefined } = { min: undefined, max: undefined };
  private counter = 0;

  constructor(private readonly options: FakeTradingOptions) {
    this.coins = options.coins ?? DEFAULT_COINS;
    Object.entries(options.prices ?? { BTC: '50000.00', ETH: '2500.00' }).forEach(([coin, price]) => this.setPrice(coin, price));
  }

  setPrice(coin: string, price: Dec | string): this {
    this.prices.set(currencyCode(coin), dec(price));
    return this;
  }

  setCoins(coins: readonly Coin[]): this {
    this.coins = coins;
    return this;
  }

  setThresholds(min: Dec | string | undefined, max: Dec | string | undefined): this {
    this.thresholds = { min: min === undefined ? undefined : dec(min), max: max === undefined ? undefined : dec(max) };
    return this;
  }

  getCoins(): Promise<ApiResult<readonly Coin[]>> {
    return this.calls.run('getCoins', [], () => ok(this.coins));
  }

  /** One tier per pair: the price set for the coin, keyed on the coin, entered in the fiat. */
  getLiveRate(from: CurrencyCode, to: CurrencyCode): Promise<ApiResult<LiveRates>> {
    return this.calls.run('getLiveRate', [from, to], () => {
      const price = this.prices.get(to);
      if (price === undefined) return fail(ErrorCode.pairNotSupported);
      return ok({
        fromCurrency: from,
        toCurrency: to,
        keyCurrency: to,
        lotSize: undefined,
        threshold: { min: this.thresholds.min, max: this.thresholds.max },
        rates: [{ inputCurrency: from, tiers: [{ amount: ZERO, rate: price }] }],
      });
    });
  }

  createFiatWalletBuyQuotation(request: FiatWalletBuyRequest): Promise<ApiResult<Quotation>> {
    return this.calls.run('createFiatWalletBuyQuotation', [request], () => {
      const coin = this.coins.find((c) => c.symbol === request.coin);
      const price = this.prices.get(request.coin);
      if (coin === undefined || price === undefined) return fail(ErrorCode.pairNotSupported);
      if (!request.amount.greaterThan(0)) return fail(ErrorCode.invalidParameter);
      const { net, fee } = splitFee(request.amount, dec(this.options.feePercent ?? '0.50'), fiatFractionDigits(request.fiat));
      const quote: Quotation = {
        id: `quo-${++this.counter}`,
        side: 'buy',
        fromCurrency: request.fiat,
        toCurrency: request.coin,
        fromAmount: net,
        toAmount: coinsForFiat(net, price, coin.maxFraction),
        rate: price,
        fees: [{ type: 'trading_fee', originalAmount: fee, actualAmount: fee, waivedAmount: ZERO, currency: request.fiat, waived: false }],
        totalAmount: request.amount,
        expiresAt: this.options.clock() + (this.options.quoteTtlMs ?? QUOTE_COUNTDOWN_SECONDS * 1000),
      };
      this.quotes.set(quote.id, quote);
      return ok(quote);
    });
  }

  confirmQuotation(quotationId: string, requestId: string): Promise<ApiResult<TradeReceipt>> {
    return this.calls.run('confirmQuotation', [quotationId, requestId], () => {
      const answer = this.answers.get(requestId) ?? this.execute(quotationId);
      this.answers.set(requestId, answer);
      return answer;
    });
  }

  private execute(quotationId: string): Answer<TradeReceipt> {
    const quote = this.quotes.get(quotationId);
    if (quote === undefined) return fail(ErrorCode.quotationNotFound);
    if (this.used.has(quote.id)) return fail(ErrorCode.quotationAlreadyUsed);
    if (isQuotationExpired(quote, this.options.clock())) return fail(ErrorCode.quotationExpired);
    const account = this.options.account;
    const wallet = account?.fiatWallet(quote.fromCurrency);
    if (account !== undefined && (wallet === undefined || wallet.amount.lessThan(quote.totalAmount))) return fail(ErrorCode.notEnoughBalance);
    this.used.add(quote.id);
    if (account !== undefined && wallet !== undefined) {
      account.setFiatWallet(wallet.currency, wallet.amount.minus(quote.totalAmount), wallet.state);
      const held = account.coinWallet(quote.toCurrency);
      account.setCoinWallet(quote.toCurrency, (held?.available ?? ZERO).plus(quote.toAmount), held?.nativeAvailable, held?.nativeCurrency);
    }
    const receipt: TradeReceipt = {
      transaction: {
        id: `tx-${++this.counter}`,
        side: 'buy',
        fromCurrency: quote.fromCurrency,
        fromAmount: quote.totalAmount,
        toCurrency: quote.toCurrency,
        toAmount: quote.toAmount,
        status: 'completed',
      },
      isFirstPurchase: this.trades.length === 0,
    };
    this.trades.push(receipt);
    return ok(receipt);
  }
}
