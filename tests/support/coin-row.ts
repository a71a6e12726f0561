import type { CoinRow } from '../../domain/market/coin-row';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';

/** A coin list row with only what a test gives: a price of 1, every other key missing, no rank. */
export const coinRow = (id: string, fields: Partial<Omit<CoinRow, 'id'>> = {}): CoinRow => ({
  id,
  slug: id,
  coinSymbol: currencyCode(id.toUpperCase()),
  name: id,
  price: dec('1'),
  marketCap: undefined,
  percentage: undefined,
  rank: undefined,
  volume24h: undefined,
  percentChange1h: undefined,
  ...fields,
});
