import { Money, ZERO, type Dec } from '../../../../domain/money/decimal';
import { fiatForCoins } from '../../../../domain/trade/conversion';
import type { Market } from '../market';
import type { TransactionState } from '../sandbox-state';

/**
 * The USD-equivalent of a buy, for the welcome-bonus tiers (spec 001 §9: tiers in USD): the coins
 * bought at the market's USD price when it was made, else its USD leg (fiat-wallet buys in USD,
 * basket buys, which are held in USD). Choice: a buy with neither (none today) counts 0.
 */
export function usdValueOfBuy(transaction: TransactionState, market: Market): Dec {
  const coin = market.coin(transaction.toCurrency);
  if (coin !== undefined) return fiatForCoins(new Money(transaction.toAmount), market.priceAt(coin, transaction.createdAt), 2);
  if (transaction.fromCurrency === 'USD') return new Money(transaction.fromAmount);
  if (transaction.toCurrency === 'USD') return new Money(transaction.toAmount);
  return ZERO;
}
