import { ErrorCode } from '../../../../domain/errors/error-codes';
import { currencyCode } from '../../../../domain/money/currency';
import type { Dec } from '../../../../domain/money/decimal';
import { tierFor } from '../../../../domain/rates/live-rates';
import { err, ok } from '../../../../domain/shared/result';
import { checkSpendable } from '../../../../domain/trade/balance-check';
import { feeWaiverReason } from '../../../../domain/trade/fee-waiver';
import { priceFromPaid, priceFromReceived, type Priced, type PricingTerms } from '../../../../domain/trade/trade-pricing';
import { QUOTE_COUNTDOWN_SECONDS } from '../../../../domain/trade/quote-confirmation';
import { checkQuoteThresholds } from '../../../../domain/trade/quote-thresholds';
import { tradingFeePercent } from '../fee-schedule';
import type { SavedCards } from '../payments/saved-cards';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { nativeValue, readTradeAmount } from './trade-amounts';
import { checkCoolingOff, checkDailyLimit, checkTradeWeeklyLimit } from './trade-gates';
import { type Pair, pairRates } from './trade-rates';
import { checkPairForMethod, checkSource, type QuoteRequest } from './quote-sources';
import { feeWaiverStatus } from './trading-seeds';
import { isThirdPartyMethod, type SandboxQuote, tradingSlice } from './trading-slice';

/** Spec 000 §9: a quotation is valid for 15 s. */
export const QUOTE_TTL_MS = QUOTE_COUNTDOWN_SECONDS * 1000;

/** The amount the thresholds apply to: the fiat side (paid, or proceeds before fees), or the coins paid. */
const thresholdAmount = (pair: Pair, priced: Priced): Dec => (pair.to.kind === 'fiat' ? priced.gross : priced.fromAmount);

/**
 * Spec 000 §5 thresholds. Choice: a trade within them that would still receive nothing (a lot
 * larger than what the payment buys) is below the minimum too.
 */
function checkThresholds(pair: Pair, priced: Priced): SandboxResult<true> {
  const { min, max } = pair.rates.threshold;
  const currency = currencyCode(pair.to.kind === 'fiat' ? pair.to.symbol : pair.from.symbol);
  const checked = checkQuoteThresholds(thresholdAmount(pair, priced), { min, max, currency });
  if (checked.ok && !priced.toAmount.greaterThan(0))
    return err({ code: ErrorCode.belowMinLimit, meta: { ...(min === undefined ? {} : { min: min.toFixed() }), currency } });
  if (checked.ok) return ok(true);
  const limit = checked.error.code === ErrorCode.belowMinLimit ? { min: checked.error.min.toFixed() } : { max: checked.error.max.toFixed() };
  return err({ code: checked.error.code, meta: { ...limit, currency } });
}

/**
 * Creates a quotation valid for 15 s: the pair and method are checked, the amount read in the
 * fixed side's currency, the trade priced at the tier for that amount with the method's fees and
 * the customer's waiver, then the balance, thresholds, weekly card limit and daily limit checked.
 * Every amount is the sandbox's own; nothing the client computed is trusted.
 */
export function createQuote(context: SandboxContext, cards: SavedCards, account: SandboxAccount, request: QuoteRequest): SandboxResult<SandboxQuote> {
  const pairResult = pairRates(context, request.from, request.to, account.persona.prime === 'regular');
  if (!pairResult.ok) return pairResult;
  const pair = pairResult.value;
  const fits = checkPairForMethod(request, account, pair.from, pair.to);
  if (!fits.ok) return fits;
  const coolingOff = checkCoolingOff(context, account);
  if (!coolingOff.ok) return coolingOff;
  const processing = checkSource(request, account, cards);
  if (!processing.ok) return processing;
  const fixedCurrency = request.fixed === 'from' ? pair.from : pair.to;
  const amount = readTradeAmount(request.amount, fixedCurrency);
  if (!amount.ok) return amount;
  const rate = tierFor(pair.rates, currencyCode(fixedCurrency.symbol), amount.value)?.rate;
  if (rate === undefined) return err({ code: ErrorCode.pairNotSupported });
  const terms: PricingTerms = {
    side: request.side,
    rateIsPerReceivedUnit: pair.rates.keyCurrency === pair.rates.toCurrency,
    rate,
    from: pair.from.precision,
    to: pair.to.precision,
    tradingPercent: tradingFeePercent(pair.key.coin),
    processingPercent: processing.value,
    waiver: feeWaiverReason(feeWaiverStatus(context, account), context.now()),
  };
  const priced = request.fixed === 'from' ? priceFromPaid(amount.value, terms) : priceFromReceived(amount.value, terms);
  const native = account.persona.nativeCurrency;
  const value = nativeValue(context, native, pair.from, pair.to, priced.fromAmount, priced.gross);
  const checked = checkTrade(context, account, request, pair, priced, value);
  if (!checked.ok) return checked;
  const quote: SandboxQuote = {
    id: context.nextId('quo'),
    userUuid: account.uuid,
    side: request.side,
    method: request.method,
    ...(request.cardId === undefined || request.method !== 'credit_card' ? {} : { cardId: request.cardId }),
    fromCurrency: pair.from.symbol,
    toCurrency: pair.to.symbol,
    fromAmount: priced.fromAmount.toFixed(),
    toAmount: priced.toAmount.toFixed(),
    rate: rate.toFixed(),
    keyCurrency: pair.rates.keyCurrency,
    feeCurrency: request.side === 'buy' ? pair.from.symbol : pair.to.symbol,
    grossAmount: priced.gross.toFixed(),
    tradingFee: {
      original: priced.tradingOriginal.toFixed(),
      actual: priced.tradingActual.toFixed(),
      waived: priced.tradingOriginal.minus(priced.tradingActual).toFixed(),
      ...(terms.waiver === undefined || priced.tradingActual.equals(priced.tradingOriginal) ? {} : { reason: terms.waiver }),
    },
    processingFee: priced.processing.toFixed(),
    nativeAmount: value.toFixed(2),
    nativeCurrency: native,
    expiresAt: context.now() + QUOTE_TTL_MS,
    used: false,
  };
  tradingSlice(context).quotes[quote.id] = quote;
  return ok(quote);
}

/** The priced trade against the customer's money and limits, in the order the client shows them. */
function checkTrade(context: SandboxContext, account: SandboxAccount, request: QuoteRequest, pair: Pair, priced: Priced, value: Dec): SandboxResult<true> {
  if (!isThirdPartyMethod(request.method)) {
    const spendable = checkSpendable(priced.fromAmount, { available: context.ledger.balance(account.uuid, pair.from.symbol), transactable: undefined });
    if (!spendable.ok) return err({ code: ErrorCode.notEnoughBalance });
  }
  const thresholds = checkThresholds(pair, priced);
  if (!thresholds.ok) return thresholds;
  if (isThirdPartyMethod(request.method)) {
    const weekly = checkTradeWeeklyLimit(context, account, request.method, priced.fromAmount);
    if (!weekly.ok) return weekly;
  }
  return checkDailyLimit(context, account, value);
}
