import fc from 'fast-check';
import { DEPOSIT_METHOD_IDS } from '../../domain/deposit/deposit-method';
import type { DepositMethodEntry } from '../../domain/deposit/deposit-method-picker';
import type { FiatLimits } from '../../domain/deposit/top-up-limits';
import type { PaymentCard } from '../../domain/payment/saved-card';
import type { PullDepositLimits } from '../../domain/deposit/pull-deposit-validation';
import type { Dec } from '../../domain/money/decimal';
import { decimalAmount } from './money';

/** A method id: mostly known ones, sometimes one the web client does not know. */
export const methodId: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...DEPOSIT_METHOD_IDS) },
  { weight: 1, arbitrary: fc.constantFrom('crypto_onramp', 'jp_zengin', 'unknown_rail') },
);

export const methodEntry: fc.Arbitrary<DepositMethodEntry> = fc.record(
  {
    id: methodId,
    type: fc.constantFrom('bank_transfer', 'card', 'wallet'),
    subtitle: fc.string({ maxLength: 8 }),
    tags: fc.array(fc.constantFrom('new', 'fast', 'free'), { maxLength: 2 }),
    isDeactivated: fc.boolean(),
  },
  { requiredKeys: ['id'] },
);

/** A currency's deposit methods, ids unique as the server lists them. */
export const methodEntries: fc.Arbitrary<DepositMethodEntry[]> = fc.uniqueArray(methodEntry, { selector: (e) => e.id, maxLength: 8 });

/** A money amount with up to 2 decimals and up to 7 integer digits. */
export const fiatAmount = (zero = true): fc.Arbitrary<Dec> => decimalAmount({ maxIntegerDigits: 7, maxDecimals: 2, zero });

const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arb, { nil: undefined, freq: 4 });

export const pullLimits: fc.Arbitrary<PullDepositLimits> = fc.record({
  remainingDailyCount: maybe(fc.integer({ min: 0, max: 3 })),
  remainingMonthlyCount: maybe(fc.integer({ min: 0, max: 10 })),
  minimumDepositAmount: maybe(fiatAmount()),
  maximumTransactionAmount: maybe(fiatAmount()),
  remainingDailyQuota: maybe(fiatAmount()),
  remainingMonthlyQuota: maybe(fiatAmount()),
});

export const fiatLimits: fc.Arbitrary<FiatLimits> = fc.record({
  minTransactionAmount: maybe(fiatAmount()),
  maxTransactionAmount: maybe(fiatAmount()),
  monthlyMaxAmount: maybe(fiatAmount()),
  monthlyUsedAmount: maybe(fiatAmount()),
});

export const paymentCard: fc.Arbitrary<PaymentCard> = fc.record(
  {
    id: fc.uuid(),
    brand: fc.constantFrom('Visa', 'Mastercard', 'Maestro', 'Visa Electron'),
    maskedCardNumber: fc.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
    type: fc.constantFrom('credit_card' as const, 'debit_card' as const),
    status: fc.constantFrom('expired' as const, 'rejected' as const),
  },
  { requiredKeys: ['id', 'brand', 'maskedCardNumber', 'type'] },
);

export const paymentCards = (maxLength = 8): fc.Arbitrary<PaymentCard[]> => fc.uniqueArray(paymentCard, { selector: (c) => c.id, maxLength });
