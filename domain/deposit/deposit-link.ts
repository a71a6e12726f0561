import { currencyCode, type CurrencyCode } from '../money/currency';
import { acceptReturnTo, type AppLocation } from '../session/return-to';
import { isKnownDepositMethod, type DepositMethodId } from './deposit-method';

/**
 * The deep link's query parameters (design): any /hub/ page with `?deposit=USD&method=us_ach` opens
 * the deposit modal; `request=<order id>` is added by the bank's authorisation page when it sends
 * the customer back to a deposit request (spec 001 §2: authorised by external redirect).
 */
export const DEPOSIT_LINK_PARAMS = { currency: 'deposit', method: 'method', request: 'request' } as const;

export interface DepositLink {
  readonly currency: CurrencyCode;
  readonly preferredMethod?: DepositMethodId;
  /** The deposit request order the customer comes back to from the bank. */
  readonly requestOrderId?: string;
}

/** A deposit request order id as the link carries it: base64url-like characters, at most 64. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What a deposit deep link asks for: a three-letter currency (any case), and a known deposit
 * method to go straight to when it is supported. Anything else in `deposit` is no link; an
 * unknown method is left out (the picker shows instead). A `request` order id is kept only with
 * a method and when it is a plain id.
 */
export function parseDepositLink(query: URLSearchParams): DepositLink | undefined {
  const raw = query.get(DEPOSIT_LINK_PARAMS.currency);
  if (raw === null || !/^[A-Za-z]{3}$/.test(raw.trim())) return undefined;
  const method = query.get(DEPOSIT_LINK_PARAMS.method);
  const currency = currencyCode(raw);
  if (method === null || !isKnownDepositMethod(method)) return { currency };
  const request = query.get(DEPOSIT_LINK_PARAMS.request);
  return request !== null && ORDER_ID.test(request) ? { currency, preferredMethod: method, requestOrderId: request } : { currency, preferredMethod: method };
}

/**
 * Where the bank sends the customer back after authorising a deposit request: the hub page they
 * left, with the link that reopens the request's result. Choice: a page outside /hub/ (or one the
 * return-to rule refuses) comes back to /hub/home.
 */
export function depositRequestReturnPath(from: AppLocation, currency: CurrencyCode, method: DepositMethodId, orderId: string): string {
  const query = new URLSearchParams({ [DEPOSIT_LINK_PARAMS.currency]: currency, [DEPOSIT_LINK_PARAMS.method]: method, [DEPOSIT_LINK_PARAMS.request]: orderId });
  const page = acceptReturnTo(from.pathname) ?? '/hub/home';
  return acceptReturnTo(`${page}?${query.toString()}`) ?? `/hub/home?${query.toString()}`;
}
