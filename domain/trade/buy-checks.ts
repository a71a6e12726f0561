import { ErrorCode } from '../errors/error-codes';
import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import { checkLotMultiple, type LotSizeError } from '../money/lot-size';
import type { PayMethod } from '../payment/pay-method';
import { checkWeeklyLimit, type WeeklyLimitExceeded, type WeeklyLimits } from '../payment/weekly-limits';
import { checkSpendable, type SpendableBalance } from './balance-check';
import { type BuyAmountError, canBuyCoin } from './buy-amount-validation';
import type { BuyEntrySide } from './buy-entry';
import { checkQuoteThresholds } from './quote-thresholds';

/** Why the Buy widget refuses an amount, with what its inline message needs (spec 000 §5). */
export type BuyCheckError = BuyAmountError | WeeklyLimitExceeded | LotSizeError;

/** What the Buy widget knows when it checks an amount, before any quotation. */
export interface BuyCheckInput {
  readonly entry: BuyEntrySide;
  /** The entered amount (in the entered side's currency). */
  readonly entered: Dec;
  /** What is paid: entered, or the approximate cost of the coins entered; undefined without a rate. */
  readonly sourceAmount: Dec | undefined;
  readonly sourceCurrency: CurrencyCode;
  readonly targetCurrency: CurrencyCode;
  /** How the customer pays; undefined while nothing is selected. */
  readonly method: PayMethod | undefined;
  /** The paying wallet's balance and the server's transactable amount, for wallet payments only. */
  readonly wallet: SpendableBalance | undefined;
  /** The live rates' thresholds, in the source currency. */
  readonly threshold: { readonly min: Dec | undefined; readonly max: Dec | undefined } | undefined;
  readonly lotSize: Dec | undefined;
  readonly weeklyLimits: WeeklyLimits;
}

/**
 * The Buy widget's inline checks (spec 000 §5), first failure wins: the lot error for coins typed
 * with a lot of 10 or more; insufficient balance (a wallet buy checks the transactable amount
 * first); below the minimum and above the maximum threshold; the weekly limit of the card,
 * Apple Pay or Google Pay (Google Pay on the card figures with its own message).
 * Choices: a zero or empty amount is no error (it just cannot be bought); the weekly limit is
 * checked only when it is kept in the currency paid; without a rate the amount paid for coins
 * typed is unknown and only the lot rule applies; coins whose cost rounds down to nothing are
 * below the minimum.
 */
export function checkBuy(input: BuyCheckInput): BuyCheckError | undefined {
  if (input.entered.isZero()) return undefined;
  if (input.entry === 'target' && input.lotSize !== undefined) {
    const lot = checkLotMultiple(input.entered, input.lotSize, input.targetCurrency);
    if (!lot.ok) return lot.error;
  }
  const paid = input.sourceAmount;
  if (paid === undefined) return undefined;
  if (input.wallet !== undefined) {
    const spendable = checkSpendable(paid, input.wallet);
    if (!spendable.ok) return { code: spendable.error.code };
  }
  if (input.threshold !== undefined) {
    const { min } = input.threshold;
    // Coins typed that cost less than the paying currency's smallest unit are below any minimum.
    if (paid.isZero() && min !== undefined && min.greaterThan(0)) return { code: ErrorCode.belowMinLimit, min, currency: input.sourceCurrency };
    const thresholds = checkQuoteThresholds(paid, { ...input.threshold, currency: input.sourceCurrency });
    if (!thresholds.ok) return thresholds.error;
  }
  if (input.method !== undefined && weeklyLimitCurrencyMatches(input)) {
    const weekly = checkWeeklyLimit(input.method, paid, input.weeklyLimits);
    if (!weekly.ok) return weekly.error;
  }
  return undefined;
}

function weeklyLimitCurrencyMatches(input: BuyCheckInput): boolean {
  const limit = input.method === 'apple_pay' ? input.weeklyLimits.applePay : input.weeklyLimits.creditCard;
  return limit === undefined || limit.currency === input.sourceCurrency;
}

/** What the Buy button needs besides a clean check (spec 000 §5 "coin buy disabled when ..."). */
export interface BuyButtonInput {
  readonly hasCoin: boolean;
  /** A selectable payment option is selected. */
  readonly hasPayment: boolean;
  readonly entered: Dec;
  readonly error: BuyCheckError | undefined;
  /** No live rate (a failed rate fetch clears it, spec 000 §8): nothing can be priced. */
  readonly rateMissing: boolean;
}

/** Spec 000 §5: disabled when source, target or payment option is missing, the amount is 0 or less, or an error. */
export const canPressBuy = (input: BuyButtonInput): boolean =>
  canBuyCoin({
    hasSource: input.hasPayment,
    hasTarget: input.hasCoin,
    hasPaymentOption: input.hasPayment,
    amount: input.entered,
    hasError: input.error !== undefined || input.rateMissing,
  });
