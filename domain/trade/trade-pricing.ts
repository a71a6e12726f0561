import { type Dec, ZERO } from '../money/decimal';
import { grossUpForFees, splitFees } from '../money/fee-gross-up';
import { type AmountPrecision, roundAmountDown } from '../money/lot-size';
import { coinsForFiat, fiatForCoins } from './conversion';
import { amountYielding, costOf } from './fixed-side-conversion';
import type { WaivedReason } from './trading-fee';

/**
 * What prices a trade (spec 000 §5: conversions round down, fee percentages split off the input
 * and rounded up to the currency decimals): the rate of the tier, both currencies' precision, the
 * fee percentages and the customer's waiver.
 */
export interface PricingTerms {
  /** buy: the fees are taken from what is paid; sell: from what is received. */
  readonly side: 'buy' | 'sell';
  /** Whether the rate prices one unit of the received currency (a buy of the key) or of the paid one. */
  readonly rateIsPerReceivedUnit: boolean;
  readonly rate: Dec;
  readonly from: AmountPrecision;
  readonly to: AmountPrecision;
  /** The trading fee percentage and the card processing fee percentage (0 without a card). */
  readonly tradingPercent: Dec;
  readonly processingPercent: Dec;
  readonly waiver: WaivedReason | undefined;
}

/** A priced trade: all-in amounts on both sides and the fee lines on the fee side. */
export interface Priced {
  readonly fromAmount: Dec;
  readonly toAmount: Dec;
  /** The fee side's amount before fees. */
  readonly gross: Dec;
  readonly tradingOriginal: Dec;
  readonly tradingActual: Dec;
  readonly processing: Dec;
}

/** Received for an amount given, rounded down to the received currency's precision or lot (spec 000 §5). */
function received(given: Dec, terms: PricingTerms): Dec {
  const raw = terms.rateIsPerReceivedUnit ? coinsForFiat(given, terms.rate, terms.to.maxFraction) : fiatForCoins(given, terms.rate, terms.to.maxFraction);
  return roundAmountDown(raw, terms.to);
}

/** What must be given to receive at least `wanted`, rounded up. */
function givenFor(wanted: Dec, terms: PricingTerms): Dec {
  if (!terms.rateIsPerReceivedUnit) return amountYielding(wanted, terms.rate, terms.from);
  return costOf(wanted, terms.rate, terms.from.maxFraction);
}

/** The fee side's decimals: fees are rounded up to them (spec 000 §5). */
const feeDecimals = (terms: PricingTerms): number => (terms.side === 'buy' ? terms.from : terms.to).maxFraction;

const chargedPercents = (terms: PricingTerms): Dec[] => [terms.waiver === undefined ? terms.tradingPercent : ZERO, terms.processingPercent];

function feesOn(gross: Dec, terms: PricingTerms) {
  const [tradingOriginal = ZERO, processing = ZERO] = splitFees(gross, [terms.tradingPercent, terms.processingPercent], feeDecimals(terms)).fees;
  const tradingActual = terms.waiver === undefined ? tradingOriginal : ZERO;
  return { tradingOriginal, tradingActual, processing, net: gross.minus(tradingActual).minus(processing) };
}

/** Prices a trade from the amount paid: fees split off it (buy) or off the proceeds (sell). */
export function priceFromPaid(paid: Dec, terms: PricingTerms): Priced {
  if (terms.side === 'buy') {
    const fees = feesOn(paid, terms);
    const toAmount = fees.net.greaterThan(0) ? received(fees.net, terms) : ZERO;
    return { fromAmount: paid, toAmount, gross: paid, ...fees };
  }
  const gross = received(paid, terms);
  const fees = feesOn(gross, terms);
  return { fromAmount: paid, toAmount: fees.net.greaterThan(0) ? fees.net : ZERO, gross, ...fees };
}

/**
 * Prices a trade from the amount to receive: the smallest payment whose trade yields at least it
 * (fees grossed up with the domain's rule), then priced as a payment.
 */
export function priceFromReceived(wanted: Dec, terms: PricingTerms): Priced {
  if (terms.side === 'buy') {
    const net = givenFor(wanted, terms);
    const paid = grossUpForFees(net, chargedPercents(terms), feeDecimals(terms));
    return priceFromPaid(roundUpToPrecision(paid, terms.from), terms);
  }
  const gross = grossUpForFees(wanted, chargedPercents(terms), feeDecimals(terms));
  return priceFromPaid(givenFor(gross, terms), terms);
}

/** A payment grossed up in decimals, raised to a whole lot when the paying currency has one. */
function roundUpToPrecision(amount: Dec, precision: AmountPrecision): Dec {
  const down = roundAmountDown(amount, precision);
  return down.equals(amount) || precision.lotSize === undefined ? amount : down.plus(precision.lotSize);
}
