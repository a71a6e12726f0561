import fc from 'fast-check';
import type { Basket } from '../../domain/basket/basket';
import { REBALANCING_INTERVALS, type RebalancingInterval } from '../../domain/basket/rebalancing-interval';
import { type CurrencyCode, currencyCode } from '../../domain/money/currency';
import { type Dec, dec } from '../../domain/money/decimal';
import { type PayMethod, PAY_METHODS } from '../../domain/payment/pay-method';
import { CARD_BRANDS, type SavedCard } from '../../domain/payment/saved-card';
import type { WeeklyLimit } from '../../domain/payment/weekly-limits';
import type { FiatWallet } from '../../domain/payment/fiat-wallet';
import { type TradingFee, WAIVED_REASONS } from '../../domain/trade/trading-fee';
import { amountWithDecimals, decimalAmount } from './money';

/** Trading, payment and basket arbitraries. Amounts come from the money arbitraries, never JS numbers. */

export const fiatCurrency: fc.Arbitrary<CurrencyCode> = fc.constantFrom('USD', 'EUR', 'GBP', 'SGD').map(currencyCode);

/** A fiat amount (2 decimals) mixed with edge values so equalities come up often. */
export const fiatAmount: fc.Arbitrary<Dec> = fc.oneof(amountWithDecimals(2, 7), fc.constantFrom('0', '0.01', '1', '99.99', '100', '100.01', '1000').map(dec));

/** Any amount, including negatives and zeros of both signs. */
export const signedAmount: fc.Arbitrary<Dec> = fc.oneof(
  decimalAmount({ maxIntegerDigits: 6, maxDecimals: 4, signed: true }),
  fc.constantFrom('0', '-0', '0.00', '-0.01', '0.01').map(dec),
);

export const payMethod: fc.Arbitrary<PayMethod> = fc.constantFrom(...PAY_METHODS);

export const weeklyLimit: fc.Arbitrary<WeeklyLimit> = fc.record({
  currentAmount: fiatAmount,
  limitAmount: fiatAmount,
  currency: fiatCurrency,
});

export const fiatWallet: fc.Arbitrary<FiatWallet> = fc.record({
  currency: fiatCurrency,
  amount: signedAmount,
  state: fc.oneof(fc.constant('created'), fc.constantFrom('pending', 'not_created', 'CREATED', '')),
});

export const savedCard: fc.Arbitrary<SavedCard> = fc.record({
  id: fc.uuid(),
  brand: fc.constantFrom(...CARD_BRANDS),
  maskedCardNumber: fc.stringMatching(/^\*{4} \d{4}$/),
  currency: fiatCurrency,
  funding: fc.constantFrom('credit' as const, 'debit' as const),
  isExpired: fc.boolean(),
  isSGIssueCard: fc.boolean(),
});

export const tradingFee: fc.Arbitrary<TradingFee> = fc.record({
  originalAmount: fiatAmount,
  actualAmount: fiatAmount,
  waivedAmount: fiatAmount,
  currency: fiatCurrency,
  waived: fc.boolean(),
  taxFeeIncluded: fc.boolean(),
  waivedReason: fc.option(fc.constantFrom(...WAIVED_REASONS), { nil: undefined }),
});

export const rebalancingInterval: fc.Arbitrary<RebalancingInterval> = fc.constantFrom(...REBALANCING_INTERVALS);

export const basket: fc.Arbitrary<Basket> = fc.record({
  id: fc.uuid(),
  offerId: fc.uuid(),
  title: fc.string({ maxLength: 12 }),
  coins: fc.array(fc.constantFrom('BTC', 'ETH', 'SOL').map(currencyCode), { maxLength: 3 }),
  balance: fc.oneof(fc.constant(dec('0')), fiatAmount),
  baseCurrency: fiatCurrency,
  stakeable: fc.boolean(),
  origin: fc.constantFrom('preset', 'custom', 'PRESET', ''),
  rebalancingInterval,
  nextRebalancingAt: fc.option(fc.integer({ min: 0, max: 2_000_000_000_000 }), { nil: undefined }),
  delisted: fc.boolean(),
  disabled: fc.boolean(),
});

/** A basket sell percentage as accepted by its input: "" or up to 3 integer digits and 2 decimals, never above 100. */
export const sellPercentageText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '0', '0.', '0.00', '0.01', '25', '50', '75', '99.99', '100'),
  fc.integer({ min: 0, max: 10_000 }).map((units) => (units % 100 === 0 ? String(units / 100) : dec(String(units)).dividedBy(100).toFixed())),
);

/** A percentage within 0..100 with at most 2 decimals, as a Dec. */
export const twoDecimalPercentage: fc.Arbitrary<Dec> = fc.integer({ min: 0, max: 10_000 }).map((units) => dec(String(units)).dividedBy(100));

/** Click times in epoch ms, ascending, often closer together than the 500 ms debounce. */
export const clickTimes: fc.Arbitrary<number[]> = fc
  .tuple(fc.integer({ min: 0, max: 2_000_000_000_000 }), fc.array(fc.integer({ min: 0, max: 1200 }), { maxLength: 40 }))
  .map(([start, gaps]) => {
    const times = [start];
    for (const gap of gaps) times.push((times.at(-1) ?? start) + gap);
    return times;
  });

/** A plain listed preset basket, not owned, for example-based tests. */
export const basketFixture = (overrides: Partial<Basket> = {}): Basket => ({
  id: 'b-1',
  offerId: 'o-1',
  title: 'Layer 1',
  coins: [currencyCode('BTC'), currencyCode('ETH')],
  balance: dec('0'),
  baseCurrency: currencyCode('USD'),
  stakeable: false,
  origin: 'preset',
  rebalancingInterval: 'weekly',
  nextRebalancingAt: undefined,
  delisted: false,
  disabled: false,
  ...overrides,
});
