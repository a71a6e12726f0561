import { FAKE_TOP_UP_MERCHANT_ID } from './fake-config-adapter';
import { type ApiResult, businessError } from '../../application/ports/api-error';
import type {
  ApplePayMerchantSession,
  CardPayment,
  CardQuotationRequest,
  Coin,
  CoinQuotationRequest,
  FiatWalletBuyRequest,
  FiatWalletSellRequest,
  FixedAmount,
  PurchaseRequest,
  PurchaseStart,
  TradePaymentMethods,
  TradeQuotation,
  TradeReceipt,
  TradingPort,
  Transaction,
} from '../../application/ports/trading-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode, type CurrencyCode } from '../../domain/money/currency';
import { dec, type Dec, ZERO } from '../../domain/money/decimal';
import type { PayMethod } from '../../domain/payment/pay-method';
import { DEFAULT_FEE_PERCENTAGES, type ServerFee } from '../../domain/payment/payment-fees';
import type { LiveRates } from '../../domain/rates/live-rates';
import { QUOTE_COUNTDOWN_SECONDS } from '../../domain/trade/quote-confirmation';
import type { TradeSide } from '../../domain/trade/quotation';
import type { WaivedReason } from '../../domain/trade/trading-fee';
import type { FakeAccountAdapter } from './fake-account-adapter';
import { FakeCalls } from './fake-calls';
import { fakeDecimals, type FakeQuoteKind, FakeTradingBook } from './fake-trading-book';
import { FAKE_MERCHANT_ID, FakeTradingPurchases } from './fake-trading-purchases';

export interface FakeTradingOptions {
  /** Epoch milliseconds; quotes expire by it. */
  readonly clock: () => number;
  /** When given, trades move its wallets (refusing not_enough_balance); card-scheme buys only credit coins. */
  readonly account?: FakeAccountAdapter;
  readonly coins?: readonly Coin[];
  /** Fiat price of one coin, by symbol. */
  readonly prices?: Readonly<Record<string, string>>;
  /** The trading fee, in percent (0.50 by default). */
  readonly feePercent?: string;
  /** A waiver applied to every trading fee. */
  readonly waiver?: WaivedReason;
  readonly quoteTtlMs?: number;
  /**
   * The wallet token calls of purchases this fake did not start (basket purchases, whose tokens
   * go through the same calls, spec 000 §7): the page's URL, or undefined when unknown there too.
   */
  readonly otherPurchaseTokens?: (purchaseId: string, token: string) => ApiResult<string> | undefined;
}

const DEFAULT_COINS: readonly Coin[] = [
  { symbol: currencyCode('BTC'), name: 'Bitcoin', maxFraction: 8 },
  { symbol: currencyCode('ETH'), name: 'Ethereum', maxFraction: 8 },
];

type Answer<T> = ApiResult<T>;
const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
const fail = (code: string): Answer<never> => ({ ok: false, error: businessError(code) });
const fromBook = <T>(answer: { ok: true; value: T } | { ok: false; code: string }): Answer<T> => (answer.ok ? ok(answer.value) : fail(answer.code));

/**
 * In-memory quotes and trades for tests, priced with the domain's trade pricing: quotes expire by
 * the injected clock and execute at most once; a repeated request id gets the first answer. Card
 * purchases wait until the test completes them (`completePurchase`), as the 3-D Secure page would.
 * Every call can be failed or held through `calls`.
 */
export class FakeTradingAdapter implements TradingPort {
  readonly calls = new FakeCalls<keyof TradingPort>();
  private readonly book: FakeTradingBook;
  private readonly purchases: FakeTradingPurchases;
  private readonly answers = new Map<string, Answer<TradeReceipt>>();
  private readonly prices = new Map<string, Dec>();
  private coins: readonly Coin[];
  private thresholds: { min: Dec | undefined; max: Dec | undefined } = { min: undefined, max: undefined };
  private transactable: Dec | undefined;
  private methods: TradePaymentMethods = { methods: [], weeklyLimits: { creditCard: undefined, applePay: undefined } };

  constructor(private readonly options: FakeTradingOptions) {
    this.coins = options.coins ?? DEFAULT_COINS;
    this.book = new FakeTradingBook({ clock: options.clock, account: options.account, quoteTtlMs: options.quoteTtlMs ?? QUOTE_COUNTDOWN_SECONDS * 1000 });
    this.purchases = new FakeTradingPurchases(this.book);
    Object.entries(options.prices ?? { BTC: '50000.00', ETH: '2500.00' }).forEach(([coin, price]) => this.setPrice(coin, price));
  }

  get quotes(): ReadonlyMap<string, TradeQuotation> {
    return this.book.quotes;
  }

  get trades(): readonly TradeReceipt[] {
    return this.book.trades;
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

  /** The transactable amount answered; the account's balance of `from` when unset. */
  setTransactable(amount: Dec | string | undefined): this {
    this.transactable = amount === undefined ? undefined : dec(amount);
    return this;
  }

  setPaymentMethods(methods: TradePaymentMethods): this {
    this.methods = methods;
    return this;
  }

  /** What the 3-D Secure page would do: success executes the purchase's quotation once, failure moves nothing. */
  completePurchase(purchaseId: string, outcome: 'succeeded' | 'failed'): void {
    this.purchases.complete(purchaseId, outcome);
  }

  getCoins(): Promise<Answer<readonly Coin[]>> {
    return this.calls.run('getCoins', [], () => ok(this.coins));
  }

  /**
   * One tier per pair, for amounts typed in either currency: keyed on the coin bought (the coin
   * `to`), else on the coin sold (`from`, sold for fiat); the rate is the key's price in the other
   * currency (fiat is worth 1).
   */
  getLiveRate(from: CurrencyCode, to: CurrencyCode, transactionType?: string): Promise<Answer<LiveRates>> {
    return this.calls.run('getLiveRate', transactionType === undefined ? [from, to] : [from, to, transactionType], () => {
      const toPrice = this.listedPrice(to);
      const fromPrice = this.listedPrice(from);
      const key = toPrice !== undefined ? to : fromPrice !== undefined ? from : undefined;
      if (key === undefined || from === to) return fail(ErrorCode.pairNotSupported);
      const rate = key === to ? (toPrice ?? ZERO).dividedBy(fromPrice ?? dec('1')) : (fromPrice ?? ZERO);
      const threshold = { min: this.thresholds.min, max: this.thresholds.max };
      const tiers = [{ amount: ZERO, rate }];
      return ok({
        fromCurrency: from,
        toCurrency: to,
        keyCurrency: key,
        lotSize: undefined,
        threshold,
        rates: [from, to].map((inputCurrency) => ({ inputCurrency, tiers })),
      });
    });
  }

  /** A listed coin's price; undefined for fiat and unlisted coins. */
  private listedPrice(currency: CurrencyCode): Dec | undefined {
    return this.coins.some((c) => c.symbol === currency) ? this.prices.get(currency) : undefined;
  }

  getTransactableAmount(from: CurrencyCode, to: CurrencyCode): Promise<Answer<Dec>> {
    return this.calls.run('getTransactableAmount', [from, to], () => {
      const account = this.options.account;
      return ok(this.transactable ?? account?.fiatWallet(from)?.amount ?? account?.coinWallet(from)?.available ?? ZERO);
    });
  }

  getTradingFees(stableCoin: boolean): Promise<Answer<readonly ServerFee[]>> {
    return this.calls.run('getTradingFees', [stableCoin], () => {
      const trading = dec(this.options.feePercent ?? '0.50');
      const wallets: ServerFee[] = ['fiat_wallet', 'crypto_wallet'].map((paymentMethod) => ({ paymentMethod, percentage: trading }));
      return ok([...wallets, ...Object.entries(DEFAULT_FEE_PERCENTAGES).map(([paymentMethod, percentage]) => ({ paymentMethod, percentage }))]);
    });
  }

  getPaymentMethods(asset: CurrencyCode, side: TradeSide): Promise<Answer<TradePaymentMethods>> {
    return this.calls.run('getPaymentMethods', [asset, side], () => ok(this.methods));
  }

  createFiatWalletBuyQuotation(request: FiatWalletBuyRequest): Promise<Answer<TradeQuotation>> {
    return this.calls.run('createFiatWalletBuyQuotation', [request], () =>
      this.price('fiat_buy', 'buy', request.fiat, request.coin, { side: request.fixedSide ?? 'from', amount: request.amount }, 'fiat_wallet'),
    );
  }

  createFiatWalletSellQuotation(request: FiatWalletSellRequest): Promise<Answer<TradeQuotation>> {
    return this.calls.run('createFiatWalletSellQuotation', [request], () =>
      this.price('fiat_sell', 'sell', request.coin, request.fiat, { side: 'from', amount: request.amount }, 'fiat_wallet'),
    );
  }

  createCoinQuotation(request: CoinQuotationRequest): Promise<Answer<TradeQuotation>> {
    return this.calls.run('createCoinQuotation', [request], () => this.price('coin', request.side, request.from, request.to, request.fixed, 'crypto_wallet'));
  }

  createCardQuotation(request: CardQuotationRequest): Promise<Answer<TradeQuotation>> {
    return this.calls.run('createCardQuotation', [request], () =>
      this.price('card', 'buy', currencyCode('USD'), request.coin, request.fixed, request.payment.method, request.payment),
    );
  }

  confirmQuotation(quotationId: string, requestId: string): Promise<Answer<TradeReceipt>> {
    return this.calls.run('confirmQuotation', [quotationId, requestId], () => this.once(requestId, () => fromBook(this.book.execute(quotationId, 'fiat_buy'))));
  }

  confirmFiatWalletSell(quotationId: string, requestId: string): Promise<Answer<TradeReceipt>> {
    return this.calls.run('confirmFiatWalletSell', [quotationId, requestId], () =>
      this.once(requestId, () => fromBook(this.book.execute(quotationId, 'fiat_sell'))),
    );
  }

  confirmCoinQuotation(quotationId: string, side: TradeSide): Promise<Answer<TradeReceipt>> {
    return this.calls.run('confirmCoinQuotation', [quotationId, side], () => {
      const held = this.book.heldQuote(quotationId);
      return held !== undefined && held.quote.side !== side ? fail(ErrorCode.quotationNotFound) : fromBook(this.book.execute(quotationId, 'coin'));
    });
  }

  startPurchase(request: PurchaseRequest): Promise<Answer<PurchaseStart>> {
    return this.calls.run('startPurchase', [request], () => this.purchases.start(request));
  }

  validateApplePayMerchant(gatewayMerchantId: string): Promise<Answer<ApplePayMerchantSession>> {
    return this.calls.run('validateApplePayMerchant', [gatewayMerchantId], () =>
      gatewayMerchantId === FAKE_MERCHANT_ID || gatewayMerchantId === FAKE_TOP_UP_MERCHANT_ID
        ? ok({ merchantIdentifier: gatewayMerchantId, nonce: this.book.nextId('nonce'), expiresAt: this.options.clock() + 300_000 })
        : fail(ErrorCode.invalidParameter),
    );
  }

  submitApplePayToken(purchaseId: string, token: string): Promise<Answer<string>> {
    return this.calls.run('submitApplePayToken', [purchaseId, token], () => this.walletToken(purchaseId, token));
  }

  submitGooglePayToken(purchaseId: string, token: string): Promise<Answer<string>> {
    return this.calls.run('submitGooglePayToken', [purchaseId, token], () => this.walletToken(purchaseId, token));
  }

  private walletToken(purchaseId: string, token: string): ApiResult<string> {
    const own = this.purchases.authenticate(purchaseId, token);
    if (own.ok || own.error.kind !== 'business' || own.error.code !== ErrorCode.purchaseNotFound) return own;
    return this.options.otherPurchaseTokens?.(purchaseId, token) ?? own;
  }

  getTransaction(id: string): Promise<Answer<Transaction>> {
    return this.calls.run('getTransaction', [id], () => this.purchases.transaction(id));
  }

  getTransactions(): Promise<Answer<readonly Transaction[]>> {
    return this.calls.run('getTransactions', [], () => ok([...this.book.trades].reverse().map((t) => t.transaction)));
  }

  private once(requestId: string, run: () => Answer<TradeReceipt>): Answer<TradeReceipt> {
    const answer = this.answers.get(requestId) ?? run();
    this.answers.set(requestId, answer);
    return answer;
  }

  /** Fiat is worth 1 in the fake, a coin its price; the coin traded must be listed and priced. */
  private price(
    kind: FakeQuoteKind,
    side: TradeSide,
    from: CurrencyCode,
    to: CurrencyCode,
    fixed: FixedAmount,
    method: PayMethod,
    payment?: CardPayment,
  ): Answer<TradeQuotation> {
    const key = side === 'buy' ? to : from;
    const other = side === 'buy' ? from : to;
    const keyPrice = this.coins.some((c) => c.symbol === key) ? this.prices.get(key) : undefined;
    const otherPrice = this.coins.some((c) => c.symbol === other) ? this.prices.get(other) : dec('1');
    if (keyPrice === undefined || otherPrice === undefined || key === other) return fail(ErrorCode.pairNotSupported);
    if (!fixed.amount.greaterThan(0)) return fail(ErrorCode.invalidParameter);
    const processing = method === 'credit_card' || method === 'apple_pay' || method === 'google_pay' ? DEFAULT_FEE_PERCENTAGES[method] : ZERO;
    return ok(
      this.book.quote({
        kind,
        side,
        from,
        to,
        fixed,
        rate: keyPrice.dividedBy(otherPrice),
        rateIsPerReceivedUnit: side === 'buy',
        decimals: { from: fakeDecimals(from, this.coins), to: fakeDecimals(to, this.coins) },
        tradingPercent: dec(this.options.feePercent ?? '0.50'),
        processingPercent: processing,
        waiver: this.options.waiver,
        method,
        ...(payment === undefined ? {} : { payment }),
      }),
    );
  }
}
