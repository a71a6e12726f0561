import type { FiatLimits } from '../../domain/deposit/top-up-limits';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';

export const USD = currencyCode('USD');

/** A card's top-up limits in USD: 20 to 2,500 a top-up, 9,000 of 10,000 used this month. */
export const CARD_LIMITS: FiatLimits = {
  minTransactionAmount: dec('20'),
  maxTransactionAmount: dec('2500'),
  monthlyMaxAmount: dec('10000'),
  monthlyUsedAmount: dec('9000'),
};
