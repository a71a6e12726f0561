import type * as z from 'zod/mini';
import { emptyOk } from './schemas/common';
import { accountResponse, coinWalletsResponse, totalBalanceResponse } from './schemas/account';
import { userResponse } from './schemas/session';
import { currenciesResponse, liveRatesResponse, quotationResponse, tradeResponse } from './schemas/trading';

export type HttpMethod = 'GET' | 'POST';

/** One backend call: method, path, the body it sends and the schema its answer must satisfy. */
export interface Route<Body, Response extends z.ZodMiniType> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly response: Response;
  /** Phantom: the request body's wire shape. */
  readonly body?: Body;
  /** Calls whose JSON body carries the device signature and digest (spec 000 §7: trades, transfers, passcode calls). */
  readonly signed?: boolean;
}

const route = <Body = undefined>() =>
  <Response extends z.ZodMiniType>(method: HttpMethod, path: string, response: Response, signed = false): Route<Body, Response> => ({
    method,
    path,
    response,
    signed,
  });

/**
 * The single contract table shared by the HTTP adapters and the sandbox exchange, so the two
 * cannot drift. Paths the specification gives are used as given; those it marks "not shown"
 * are designed in the same style and marked (design).
 */
export const routes = {
  /** (design: payload not shown) starts a phone login and sends the one-time code. */
  startSession: route<{ phone: string }>()('POST', '/api/web/auth/session', emptyOk),
  verifyOtp: route<{ phone_otp: string }>()('POST', '/api/user/phone/verify_otp', emptyOk),
  verifyPasscode: route<{ passcode: string; biometric: boolean; pubkey?: string }>()('POST', '/api/user/passcode/verify', userResponse),
  showUser: route()('GET', '/api/user/show', userResponse),
  logout: route()('POST', '/api/user/logout', emptyOk),
  totalBalance: route()('GET', '/api/balances/total', totalBalanceResponse),
  showAccount: route()('GET', '/api/account/show', accountResponse),
  /** (design) coin wallets with available and native amounts. */
  coinWallets: route()('GET', '/api/crypto_wallets', coinWalletsResponse),
  currencies: route()('GET', '/api/currencies', currenciesResponse),
  /** (design) query from, to, transaction_type. */
  liveRates: route()('GET', '/api/crypto_purchase/live_rates', liveRatesResponse),
  /** (design) fiat-wallet buy quotation: from_currency, to_currency, fixed_side buy, amount. */
  fiatWalletQuotation: route<{ from_currency: string; to_currency: string; fixed_side: 'buy'; amount: string }>()(
    'POST',
    '/api/viban_purchase/quotations',
    quotationResponse,
  ),
  /** (design) executes a quotation; request_id makes a repeated confirmation trade once. */
  confirmQuotation: route<{ quotation_id: string; request_id: string; side: 'buy'; is_cdc_web: boolean }>()(
    'POST',
    '/api/viban_purchase/quotations/confirm',
    tradeResponse,
    true,
  ),
} as const;

export type Routes = typeof routes;
export type RouteBody<R> = R extends Route<infer B, z.ZodMiniType> ? B : never;
export type RouteResponse<R> = R extends Route<unknown, infer S> ? z.input<S> : never;

/** Server-sent event streams (spec 001 §7, coins). */
export const streams = {
  livePrices: '/api/proxy/private/coin-price/sse/v1/live-prices',
} as const;
