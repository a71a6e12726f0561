import { routes } from '../../http/routes';
import { type CurrencyInfoWire, type LiveRatesWire, type QuotationWire, type TransactionWire } from '../../http/schemas/trading';
import { LISTED_COINS } from '../exchange/market';
import { type SandboxExchange } from '../exchange/sandbox-exchange';
import { type SandboxQuote } from '../exchange/sandbox-trading';
import { type TransactionState } from '../exchange/sandbox-state';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { type LiveRates } from '../../../domain/rates/live-rates';
import { failure, handle, handleSigned, handleSignedIn } from './respond';

const quotationWire = (q: SandboxQuote): QuotationWire => ({
  id: q.id,
  side: 'buy',
  from_currency: q.fiat,
  to_currency: q.coin,
  from_amount: q.net,
  to_amount: q.coinAmount,
  rate: q.rate,
  fees: [
    {
      type: 'trading_fee',
      original_amount: q.fee,
      actual_amount: q.fee,
      waived_amount: '0.00',
      currency: q.fiat,
      waived: false,
    },
  ],
  total_amount: q.total,
  expires_at: new Date(q.expiresAt).toISOString(),
});

const transactionWire = (t: TransactionState): TransactionWire => ({
  id: t.id,
  side: t.side === 'sell' ? 'sell' : 'buy',
  from_currency: t.fromCurrency,
  from_amount: t.fromAmount,
  to_currency: t.toCurrency,
  to_amount: t.toAmount,
  status: t.status,
  created_at: new Date(t.createdAt).toISOString(),
});

const liveRatesWire = (rates: LiveRates): LiveRatesWire => ({
  from_currency: rates.fromCurrency,
  to_currency: rates.toCurrency,
  key_currency: rates.keyCurrency,
  threshold: { min: rates.threshold.min?.toFixed(2), max: rates.threshold.max?.toFixed(2) },
  rates: rates.rates.map((input) => ({
    input_currency: input.inputCurrency,
    tiers: input.tiers.map((tier) => ({ amount: tier.amount.toFixed(), rate: tier.rate.toFixed() })),
  })),
});

const currencyWire = (coin: (typeof LISTED_COINS)[number]): CurrencyInfoWire => ({
  id: coin.symbol.toLowerCase(),
  symbol: coin.symbol,
  name: coin.name,
  max_fraction: coin.maxFraction,
  is_tradable: true,
});

export const tradingHandlers = (exchange: SandboxExchange) => [
  handle(routes.currencies, () => ({ ok: true, currencies: LISTED_COINS.map(currencyWire) })),
  handleSignedIn(exchange, routes.liveRates, ({ query }) => {
    const rates = exchange.trading.liveRates(query.get('from') ?? '', query.get('to') ?? '');
    if (rates === undefined) return failure({ code: ErrorCode.pairNotSupported });
    return { ok: true, live_rates: liveRatesWire(rates) };
  }),
  handleSignedIn(exchange, routes.fiatWalletQuotation, ({ body }, account) => {
    const result = exchange.trading.createFiatWalletQuotation(account, String(body.from_currency), String(body.to_currency), String(body.amount));
    return result.ok ? { ok: true, quotation: quotationWire(result.value) } : failure(result.error);
  }),
  handleSigned(exchange, routes.confirmQuotation, ({ body }, account) => {
    if (typeof body.request_id !== 'string' || body.request_id === '') {
      return failure({ code: ErrorCode.invalidParameter, message: 'request_id is required' });
    }
    const result = exchange.trading.confirmQuotation(account, String(body.quotation_id), body.request_id);
    return result.ok
      ? { ok: true, transaction: transactionWire(result.value), is_first_purchase: result.value.isFirstPurchase === true }
      : failure(result.error);
  }),
];

