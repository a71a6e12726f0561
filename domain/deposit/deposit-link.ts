import { currencyCode, type CurrencyCode } from '../money/currency';
import { isKnownDepositMethod, type DepositMethodId } from './deposit-method';

/** The deep link's query parameters (design): any /hub/ page with `?deposit=USD&method=us_ach` opens the deposit modal. */
export const DEPOSIT_LINK_PARAMS = { currency: 'deposit', method: 'method' } as const;

export interface DepositLink {
  readonly currency: CurrencyCode;
  readonly preferredMethod?: DepositMethodId;
}

/**
 * What a deposit deep link asks for: a three-letter currency (any case), and a known deposit
 * method to go straight to when it is supported. Anything else in `deposit` is no link; an
 * unknown method is left out (the picker shows instead).
 */
export function parseDepositLink(query: URLSearchParams): DepositLink | undefined {
  const raw = query.get(DEPOSIT_LINK_PARAMS.currency);
  if (raw === null || !/^[A-Za-z]{3}$/.test(raw.trim())) return undefined;
  const method = query.get(DEPOSIT_LINK_PARAMS.method);
  const currency = currencyCode(raw);
  return method !== null && isKnownDepositMethod(method) ? { currency, preferredMethod: method } : { currency };
}
