import { ErrorCode } from '../../../domain/errors/error-codes';
import { currencyCode, fiatFractionDigits } from '../../../domain/money/currency';
import { type Dec, isDecimalString, Money, Rounding, ZERO } from '../../../domain/money/decimal';
import { splitFee } from '../../../domain/money/fee-split';
import { roundTo } from '../../../domain/money/rounding';
import { validateBuyAmount } from '../../../domain/trade/buy-amount-validation';
import { coinsForFiat, fiatForCoins } from '../../../domain/trade/conversion';
import { QUOTE_COUNTDOWN_SECONDS } from '../../../domain/trade/quote-countdown';
import { type LiveRates } from '../../../domain/rates/live-rates';
import { tierFor } from '../../../domain/rates/rate-tier';
import { err, ok, type Result } from '../../../domain/shared/result';
import { type ListedCoin, Market } from './market';
import { DEMO_OTP, DEMO_PASSCODE, OTP_ATTEMPTS, PASSCODE_ATTEMPTS, PASSCODE_LOCK_MINUTES, type Persona, PERSONAS, personaByPhone } from './personas';

export interface SandboxError {
  readonly code: string;
  readonly message?: string;
  readonly meta?: Readonly<Record<string, unknown>>;
}
export type SandboxResult<T> = Result<T, SandboxError>;

export interface SandboxAccount {
  readonly uuid: string;
  readonly persona: Persona;
  readonly fiat: Map<string, { amount: Dec; state: string }>;
  readonly coins: Map<string, Dec>;
  passcodeFailures: number;
  lockedUntil: number | undefined;
  purchases: number;
}

interface Session {
  readonly id: string;
  readonly phone: string;
  stage: 'otp_pending' | 'otp_verified' | 'signed_in';
  otpFailures: number;
  /** The device's public signing key, registered with the passcode (raw P-256, base64). */
  deviceKey: string | undefined;
}

export interface SandboxQuote {
  readonly id: string;
  readonly userUuid: string;
  readonly fiat: string;
  readonly coin: ListedCoin;
  readonly total: Dec;
  readonly net: Dec;
  readonly fee: Dec;
  readonly coinAmount: Dec;
  readonly rate: Dec;
  readonly expiresAt: number;
  used: boolean;
}

export interface SandboxTransaction {
  readonly id: string;
  readonly userUuid: string;
  readonly side: 'buy';
  readonly fromCurrency: string;
  readonly fromAmount: Dec;
  readonly toCurrency: string;
  readonly toAmount: Dec;
  readonly createdAt: number;
  readonly isFirstPurchase: boolean;
}

export interface SandboxOptions {
  /** Epoch milliseconds; tests pass a controllable clock. */
  readonly clock: () => number;
  readonly seed?: number;
}

/** Fee the sandbox charges on cash-account buys, in percent; trade thresholds in the fiat. */
export const FIAT_WALLET_FEE_PERCENT = '0.50';
export const MIN_TRADE = '1.00';
export const MAX_TRADE = '25000.00';
/** Volume tiers: from these fiat amounts the price of a coin is this much lower, in basis points. */
export const VOLUME_TIERS: readonly { readonly from: string; readonly discountBps: number }[] = [
  { from: '0', discountBps: 0 },
  { from: '1000', discountBps: 5 },
  { from: '10000', discountBps: 10 },
];
const QUOTE_TTL_MS = QUOTE_COUNTDOWN_SECONDS * 1000;

/**
 * The simulated exchange: authoritative accounts, balances, live prices, expiring quotations and
 * trades. It computes every amount itself with the domain's money rules and never trusts amounts
 * computed by a client.
 */
export class SandboxExchange {
  readonly market: Market;
  private readonly accounts = new Map<string, SandboxAccount>();
  private readonly sessions = new Map<string, Session>();
  private readonly quotes = new Map<string, SandboxQuote>();
  private readonly confirmations = new Map<string, SandboxResult<SandboxTransaction>>();
  private readonly transactions: SandboxTransaction[] = [];
  private counter = 0;

  constructor(private readonly options: SandboxOptions) {
    this.market = new Market(options.seed ?? 1);
    PERSONAS.forEach((persona, index) => {
      this.accounts.set(persona.phone, {
        uuid: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        persona,
        fiat: new Map(persona.fiatWallets.map((w) => [w.currency, { amount: new Money(w.amount), state: w.state }])),
        coins: new Map(persona.coins.map((c) => [c.currency, new Money(c.amount)])),
        passcodeFailures: 0,
        lockedUntil: undefined,
        purchases: 0,
      });
    });
  }

  now(): number {
    return this.options.clock();
  }

  startSession(phone: string): SandboxResult<string> {
    if (personaByPhone(phone) === undefined) {
      return err({ code: ErrorCode.unknownPhone, message: 'This sandbox knows only the demo phone numbers (see README).' });
    }
    const id = globalThis.crypto.randomUUID();
    this.sessions.set(id, { id, phone, stage: 'otp_pending', otpFailures: 0, deviceKey: undefined });
    return ok(id);
  }

  verifyOtp(sessionId: string | undefined, code: string): SandboxResult<void> {
    const session = this.session(sessionId);
    if (session === undefined || session.stage !== 'otp_pending') return err({ code: ErrorCode.unauthorized });
    if (code === DEMO_OTP) {
      session.stage = 'otp_verified';
      return ok(undefined);
    }
    session.otpFailures += 1;
    const remaining = Math.max(OTP_ATTEMPTS - session.otpFailures, 0);
    if (remaining === 0) this.sessions.delete(session.id);
    return err({ code: ErrorCode.invalidOtp, meta: { remaining_number_of_attempts: remaining } });
  }

  verifyPasscode(sessionId: string | undefined, passcode: string, deviceKey?: string): SandboxResult<SandboxAccount> {
    const session = this.session(sessionId);
    if (session === undefined || session.stage !== 'otp_verified') return err({ code: ErrorCode.unauthorized });
    const account = this.accounts.get(session.phone);
    if (account === undefined) return err({ code: ErrorCode.unauthorized });
    const now = this.now();
    if (account.lockedUntil !== undefined && now < account.lockedUntil) return err(lockedError(account.lockedUntil));
    if (passcode === DEMO_PASSCODE) {
      account.passcodeFailures = 0;
      account.lockedUntil = undefined;
      session.stage = 'signed_in';
      session.deviceKey = deviceKey;
      return ok(account);
    }
    account.passcodeFailures += 1;
    const remaining = Math.max(PASSCODE_ATTEMPTS - account.passcodeFailures, 0);
    if (remaining === 0) {
      account.lockedUntil = now + PASSCODE_LOCK_MINUTES * 60_000;
      account.passcodeFailures = 0;
      return err(lockedError(account.lockedUntil));
    }
    return err({ code: ErrorCode.invalidPasscode, meta: { remaining_number_of_attempts: remaining } });
  }

  /** The signed-in account behind a session cookie, if any. */
  accountFor(sessionId: string | undefined): SandboxAccount | undefined {
    const session = this.session(sessionId);
    return session?.stage === 'signed_in' ? this.accounts.get(session.phone) : undefined;
  }

  /** The account of a persona's phone number (tests and the CLI inspect the sandbox through it). */
  accountByPhone(phone: string): SandboxAccount | undefined {
    return this.accounts.get(phone);
  }

  /** The signing key the session's device registered, if any. */
  deviceKeyFor(sessionId: string | undefined): string | undefined {
    return this.session(sessionId)?.deviceKey;
  }

  endSession(sessionId: string | undefined): void {
    if (sessionId !== undefined) this.sessions.delete(sessionId);
  }

  /** Everything the customer holds, valued in the native currency, rounded down to its decimals. */
  totalBalance(account: SandboxAccount): Dec {
    const native = currencyCode(account.persona.nativeCurrency);
    const fiat = [...account.fiat.entries()].filter(([c]) => c === native).reduce((sum, [, w]) => sum.plus(w.amount), ZERO);
    const coins = [...account.coins.entries()].reduce((sum, [symbol, amount]) => sum.plus(this.coinValue(symbol, amount)), ZERO);
    return roundTo(fiat.plus(coins), fiatFractionDigits(native), Rounding.down);
  }

  coinValue(symbol: string, amount: Dec): Dec {
    const coin = this.market.coin(symbol);
    return coin === undefined ? ZERO : fiatForCoins(amount, this.market.priceAt(coin, this.now()), 2);
  }

  /** Live rates of fiat -> coin: the market price, cheaper per coin for larger amounts (tiers keyed on the coin). */
  liveRates(fiat: string, symbol: string): LiveRates | undefined {
    const coin = this.market.coin(symbol);
    if (coin === undefined || !SUPPORTED_FIATS.has(fiat)) return undefined;
    const price = this.market.priceAt(coin, this.now());
    const decimals = price.lessThan(1) ? 6 : 2;
    return {
      fromCurrency: currencyCode(fiat),
      toCurrency: currencyCode(coin.symbol),
      keyCurrency: currencyCode(coin.symbol),
      lotSize: undefined,
      threshold: { min: new Money(MIN_TRADE), max: new Money(MAX_TRADE) },
      rates: [
        {
          inputCurrency: currencyCode(fiat),
          tiers: VOLUME_TIERS.map((tier) => ({
            amount: new Money(tier.from),
            rate: roundTo(price.times(10_000 - tier.discountBps).dividedBy(10_000), decimals, Rounding.halfUp),
          })),
        },
      ],
    };
  }

  createFiatWalletQuotation(account: SandboxAccount, from: string, to: string, amount: string): SandboxResult<SandboxQuote> {
    const coin = this.market.coin(to);
    const wallet = account.fiat.get(from);
    if (coin === undefined || wallet === undefined) return err({ code: ErrorCode.pairNotSupported });
    if (!isDecimalString(amount) || !new Money(amount).greaterThan(0)) return err({ code: ErrorCode.invalidParameter, message: 'amount must be a positive decimal string' });
    const total = new Money(amount);
    if (total.decimalPlaces() > fiatFractionDigits(currencyCode(from))) return err({ code: ErrorCode.invalidParameter, message: 'too many decimals' });
    const check = validateBuyAmount(total, {
      currency: currencyCode(from),
      available: wallet.state === 'created' ? wallet.amount : ZERO,
      minThreshold: new Money(MIN_TRADE),
      maxThreshold: new Money(MAX_TRADE),
    });
    if (!check.ok) return err({ code: check.error.code === ErrorCode.insufficientBalance ? ErrorCode.notEnoughBalance : check.error.code });
    const rate = tierFor(this.liveRates(from, coin.symbol) ?? unreachable(), currencyCode(from), total)?.rate ?? unreachable();
    const { net, fee } = splitFee(total, new Money(FIAT_WALLET_FEE_PERCENT), fiatFractionDigits(currencyCode(from)));
    const coinAmount = coinsForFiat(net, rate, coin.maxFraction);
    const quote: SandboxQuote = {
      id: this.nextId('quo'),
      userUuid: account.uuid,
      fiat: from,
      coin,
      total,
      net,
      fee,
      coinAmount,
      rate,
      expiresAt: this.now() + QUOTE_TTL_MS,
      used: false,
    };
    this.quotes.set(quote.id, quote);
    return ok(quote);
  }

  /** Executes a quotation once; the same request id always gets the same answer. */
  confirmQuotation(account: SandboxAccount, quotationId: string, requestId: string): SandboxResult<SandboxTransaction> {
    const key = `${account.uuid}:${requestId}`;
    const previous = this.confirmations.get(key);
    if (previous !== undefined) return previous;
    const result = this.execute(account, quotationId);
    this.confirmations.set(key, result);
    return result;
  }

  transactionsOf(account: SandboxAccount): readonly SandboxTransaction[] {
    return this.transactions.filter((t) => t.userUuid === account.uuid);
  }

  private execute(account: SandboxAccount, quotationId: string): SandboxResult<SandboxTransaction> {
    const quote = this.quotes.get(quotationId);
    if (quote === undefined || quote.userUuid !== account.uuid) return err({ code: ErrorCode.quotationNotFound });
    if (quote.used) return err({ code: ErrorCode.quotationAlreadyUsed });
    if (this.now() >= quote.expiresAt) return err({ code: ErrorCode.quotationExpired });
    const wallet = account.fiat.get(quote.fiat);
    if (wallet === undefined || wallet.amount.lessThan(quote.total)) return err({ code: ErrorCode.notEnoughBalance });
    quote.used = true;
    wallet.amount = wallet.amount.minus(quote.total);
    account.coins.set(quote.coin.symbol, (account.coins.get(quote.coin.symbol) ?? ZERO).plus(quote.coinAmount));
    account.purchases += 1;
    const transaction: SandboxTransaction = {
      id: this.nextId('tx'),
      userUuid: account.uuid,
      side: 'buy',
      fromCurrency: quote.fiat,
      fromAmount: quote.total,
      toCurrency: quote.coin.symbol,
      toAmount: quote.coinAmount,
      createdAt: this.now(),
      isFirstPurchase: account.purchases === 1,
    };
    this.transactions.push(transaction);
    return ok(transaction);
  }

  private session(id: string | undefined): Session | undefined {
    return id === undefined ? undefined : this.sessions.get(id);
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${this.counter.toString(36)}_${(this.now() % 1_000_000).toString(36)}`;
  }
}

const SUPPORTED_FIATS = new Set<string>(['USD']);

function unreachable(): never {
  throw new Error('sandbox invariant broken: a listed coin has no rates');
}

const lockedError = (until: number): SandboxError => ({
  code: ErrorCode.accountLocked,
  meta: {
    remaining_number_of_attempts: 0,
    lock_duration_in_minutes: PASSCODE_LOCK_MINUTES,
    app_lock_expires_at: new Date(until).toISOString(),
  },
});
