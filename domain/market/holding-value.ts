import { dec, type Dec } from '../money/decimal';

/**
 * What a coin holding is worth at a live price (spec 001 §7 coin_prices, native currency): the
 * amount times the price, exact; the display rounds it (formatFiat rounds down to the currency's
 * decimals, as every shown fiat value).
 */
export const holdingValueAt = (available: Dec, price: string): Dec => available.times(dec(price));
