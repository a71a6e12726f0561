import { ErrorCode } from '../../../domain/errors/error-codes';
import { currencyCode, fiatFractionDigits } from '../../../domain/money/currency';
import { isDecimalString, Money, Rounding, ZERO } from '../../../domain/money/decimal';
import { splitFee } from '../../../domain/money/fee-split';
import { roundTo } from '../../../domain/money/rounding';
import { type LiveRates } from '../../../domain/rates/live-rates';
import { tierFor } from '../../../domain/rates/rate-tier';
import { err, ok } from '../../../domain/shared/result';
import { validateBuyAmount } from '../../../domain/trade/buy-amount-validation';
import { coinsForFiat } from '../../../domain/trade/conversion';
import { QUOTE_COUNTDOWN_SECONDS } from '../../../domain/trade/quote-countdown';
import { HOUSE } from './ledger';
import { type SandboxAccount, type SandboxContext } from './sandbox-context';
import { type SandboxResult } from './sandbox-result';
import { type TransactionState } from './sandbox-state';

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
export const SUPPORTED_FIATS: ReadonlySet<string> = new Set(['USD', 'GBP', 'EUR', 'SGD']);
const QUOTE_TTL_MS = QUOTE_COUNTDOWN_SECONDS * 1000;

/** A quotation as the sandbox keeps it (JSON: amounts as decimal strings). */
export interface SandboxQuote {
  readonly id: string;
  readonly userUuid: string;
  readonly fiat: string;
  readonly coin: string;
  readonly total: string;
  readonly net: string;
  readonly fee: string;
  readonly coinAmount: string;
  readonly rate: string;
  readonly expiresAt: number;
  used: boolean;
}

type Confirmation = { readonly ok: true; readonly transactionId: string } | { readonly ok: false; readonly code: string };

interface TradingSlice {
  readonly quotes: Record<string, SandboxQuote>;
  readonly confirmations: Record<string, Confirmation>;
}

/** Live rates, quotations that expire after 15 s, and trades that execute a quotation at most once. */
export class SandboxTrading {
  constructor(private readonly context: SandboxContext) {}

  /** Live rates of fiat -> coin: the market price, cheaper per coin for larger amounts (tiers keyed on the coin). */
  liveRates(fiat: string, symbol: string): LiveRates | undefined {
    const coin = this.context.market.coin(symbol);
    if (coin === undefined || !SUPPORTED_FIATS.has(fiat)) return undefined;
    const price = this.context.market.priceAt(coin, this.context.now());
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
    const coin = this.context.market.coin(to);
    const walletState = account.state.fiatWallets[from];
    const rates = this.liveRates(from, to);
    if (coin === undefined || walletState === undefined || rates === undefined) return err({ code: ErrorCode.pairNotSupported });
    if (!isDecimalString(amount) || !new Money(amount).greaterThan(0)) return err({ code: ErrorCode.invalidParameter, message: 'amount must be a positive decimal string' });
    const fiat = currencyCode(from);
    const total = new Money(amount);
    if (total.decimalPlaces() > fiatFractionDigits(fiat)) return err({ code: ErrorCode.invalidParameter, message: 'too many decimals' });
    const check = validateBuyAmount(total, {
      currency: fiat,
      available: walletState === 'created' ? this.context.ledger.balance(account.uuid, from) : ZERO,
      minThreshold: new Money(MIN_TRADE),
      maxThreshold: new Money(MAX_TRADE),
    });
    if (!check.ok) return err({ code: check.error.code === ErrorCode.insufficientBalance ? ErrorCode.notEnoughBalance : check.error.code });
    const rate = tierFor(rates, fiat, total)?.rate;
    if (rate === undefined) return err({ code: ErrorCode.pairNotSupported });
    const { net, fee } = splitFee(total, new Money(FIAT_WALLET_FEE_PERCENT), fiatFractionDigits(fiat));
    const quote: SandboxQuote = {
      id: this.context.nextId('quo'),
      userUuid: account.uuid,
      fiat: from,
      coin: coin.symbol,
      total: total.toFixed(fiatFractionDigits(fiat)),
      net: net.toFixed(fiatFractionDigits(fiat)),
      fee: fee.toFixed(fiatFractionDigits(fiat)),
      coinAmount: coinsForFiat(net, rate, coin.maxFraction).toFixed(),
      rate: rate.toFixed(),
      expiresAt: this.context.now() + QUOTE_TTL_MS,
      used: false,
    };
    this.slice().quotes[quote.id] = quote;
    return ok(quote);
  }

  /** Executes a quotation once; the same request id always gets the same answer. */
  confirmQuotation(account: SandboxAccount, quotationId: string, requestId: string): SandboxResult<TransactionState> {
    const key = `${account.uuid}:${requestId}`;
    const previous = this.slice().confirmations[key];
    if (previous !== undefined) return this.replay(previous);
    const result = this.execute(account, quotationId);
    this.slice().confirmations[key] = result.ok ? { ok: true, transactionId: result.value.id } : { ok: false, code: result.error.code };
    return result;
  }

  quote(id: string): SandboxQuote | undefined {
    return this.slice().quotes[id];
  }

  private replay(previous: Confirmation): SandboxResult<TransactionState> {
    if (!previous.ok) return err({ code: previous.code });
    const transaction = this.context.state.transactions.find((t) => t.id === previous.transactionId);
    return transaction === undefined ? err({ code: ErrorCode.quotationNotFound }) : ok(transaction);
  }

  private execute(account: SandboxAccount, quotationId: string): SandboxResult<TransactionState> {
    const quote = this.slice().quotes[quotationId];
    if (quote === undefined || quote.userUuid !== account.uuid) return err({ code: ErrorCode.quotationNotFound });
    if (quote.used) return err({ code: ErrorCode.quotationAlreadyUsed });
    if (this.context.now() >= quote.expiresAt) return err({ code: ErrorCode.quotationExpired });
    const moved = this.context.ledger.transfer([
      { from: account.uuid, to: HOUSE, currency: quote.fiat, amount: new Money(quote.total) },
      { from: HOUSE, to: account.uuid, currency: quote.coin, amount: new Money(quote.coinAmount) },
    ]);
    if (!moved.ok) return err({ code: ErrorCode.notEnoughBalance });
    quote.used = true;
    account.state.purchases += 1;
    return ok(
      this.context.recordTransaction(account, {
        kind: 'crypto_purchase',
        side: 'buy',
        fromCurrency: quote.fiat,
        fromAmount: quote.total,
        toCurrency: quote.coin,
        toAmount: quote.coinAmount,
        status: 'completed',
        isFirstPurchase: account.state.purchases === 1,
        details: { payment_method: 'fiat_wallet', fee: quote.fee, rate: quote.rate, quotation_id: quote.id },
      }),
    );
  }

  private slice(): TradingSlice {
    return this.context.slice<TradingSlice>('trading', () => ({ quotes: {}, confirmations: {} }));
  }
}
