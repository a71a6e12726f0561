import { type Dec, ZERO } from './decimal';

/** One part of a portfolio: a cash account's balance, a coin's or a basket's value, in its currency. */
export interface PortfolioPart {
  readonly amount: Dec;
  readonly currency: string;
}

/**
 * The parts added up in the total's currency, or undefined when a part is in another currency (a
 * EUR cash account of a USD customer): the server's total converts it at rates the client does
 * not have, so adding its face value would state a wrong sum.
 */
export function sumOfParts(currency: string, parts: readonly PortfolioPart[]): Dec | undefined {
  if (parts.some((part) => part.currency !== currency)) return undefined;
  return parts.reduce((sum, part) => sum.plus(part.amount), ZERO);
}
