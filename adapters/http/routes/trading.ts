import { currenciesResponse, liveRatesResponse, quotationResponse, tradeResponse } from '../schemas/trading';
import { route } from './route';

/** Coin buy and sell: live rates, quotations, confirmations, third-party payments (spec 000 §7). */
export const tradingRoutes = {
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
    { signed: true },
  ),
} as const;
