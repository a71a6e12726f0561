import { routes } from '../../http/routes';
import type { CurrencyInfoWire } from '../../http/schemas/trading';
import type { ListedCoin } from '../exchange/market';
import type { SandboxAccount } from '../exchange/sandbox-context';
import type { SandboxExchange } from '../exchange/sandbox-exchange';
import type { SandboxResult } from '../exchange/sandbox-result';
import type { TransactionState } from '../exchange/sandbox-state';
import { failure, handle, handleSigned, handleSignedIn } from './respond';
import { liveRatesWire, purchaseWire, quotationWire, transactionWire, weeklyLimitsWire } from './trading-wire';

/** Choice: a coin is tradable when any of its features lets it be bought, sold or exchanged. */
const currencyWire = (coin: ListedCoin): CurrencyInfoWire => ({
  id: coin.id,
  symbol: coin.symbol,
  name: coin.name,
  max_fraction: coin.maxFraction,
  is_tradable: Object.values(coin.features).some(Boolean),
});

const traded = (result: SandboxResult<TransactionState>) =>
  result.ok
    ? { ok: true as const, transaction: transactionWire(result.value), is_first_purchase: result.value.isFirstPurchase === true }
    : failure(result.error);

const quoted = (result: ReturnType<SandboxExchange['trading']['createCoinQuotation']>) =>
  result.ok ? { ok: true as const, quotation: quotationWire(result.value) } : failure(result.error);

/** Spec 000 §7: the Apple Pay and Google Pay token calls take the purchase_uuid of a coin or a basket purchase. */
const walletTokens = (exchange: SandboxExchange) => (account: SandboxAccount, purchaseUuid: string, method: 'apple_pay' | 'google_pay', token: unknown) =>
  exchange.baskets.isPurchase(purchaseUuid)
    ? exchange.baskets.submitWalletToken(account, purchaseUuid, method, token)
    : exchange.trading.submitWalletToken(account, purchaseUuid, method, token);

export const tradingHandlers = (exchange: SandboxExchange) => [
  handle(exchange, routes.currencies, () => ({ ok: true, currencies: exchange.market.coins().map(currencyWire) })),
  handleSignedIn(exchange, routes.liveRates, ({ query }, account) => {
    const rates = exchange.trading.liveRates(account, query.get('from') ?? '', query.get('to') ?? '', query.get('transaction_type') ?? undefined);
    return rates.ok ? { ok: true, live_rates: liveRatesWire(rates.value) } : failure(rates.error);
  }),
  handleSignedIn(exchange, routes.transactableAmount, ({ query }, account) => {
    const amount = exchange.trading.transactableAmount(account, query.get('from_currency') ?? '', query.get('to_currency') ?? '');
    return amount.ok ? { ok: true, transactable_amount: { amount: amount.value.toFixed() } } : failure(amount.error);
  }),
  handleSignedIn(exchange, routes.tradingFees, ({ query }) => ({
    ok: true,
    fees: exchange.trading
      .tradingFees(query.get('is_stable_coin') === 'true')
      .map((f) => ({ payment_method: f.paymentMethod, percentage: f.percentage.toFixed() })),
  })),
  handleSignedIn(exchange, routes.tradePaymentMethods, ({ query }, account) => {
    const view = exchange.trading.paymentMethods(account, query.get('asset_symbol') ?? '', query.get('side') ?? '', query.get('order_category') ?? '');
    if (!view.ok) return failure(view.error);
    return {
      ok: true,
      payment_methods: view.value.methods.map((m) => ({ payment_method: m.method, enabled: m.enabled, currencies: [...m.currencies] })),
      weekly_limits: weeklyLimitsWire(view.value.weeklyLimits),
    };
  }),
  handleSignedIn(exchange, routes.fiatWalletQuotation, ({ body }, account) =>
    body.fixed_side === 'sell'
      ? quoted(exchange.trading.createFiatWalletSellQuotation(account, body.from_currency, body.to_currency, body.amount))
      : quoted(exchange.trading.createFiatWalletQuotation(account, body.from_currency, body.to_currency, body.amount, body.to_amount)),
  ),
  handleSigned(exchange, routes.confirmQuotation, ({ body }, account) =>
    traded(exchange.trading.confirmQuotation(account, body.quotation_id, body.request_id)),
  ),
  handleSigned(exchange, routes.confirmFiatWalletSell, ({ body }, account) =>
    traded(exchange.trading.confirmFiatWalletSell(account, body.quotation_id, body.request_id)),
  ),
  handleSignedIn(exchange, routes.coinQuotation, ({ body }, account) =>
    quoted(
      exchange.trading.createCoinQuotation(account, { side: body.side, from: body.from, to: body.to, fromAmount: body.from_amount, toAmount: body.to_amount }),
    ),
  ),
  handleSigned(exchange, routes.confirmCoinQuotation, ({ body }, account) =>
    traded(exchange.trading.confirmCoinQuotation(account, body.quotation_id, body.side)),
  ),
  handleSignedIn(exchange, routes.cardQuotation, ({ body }, account) =>
    quoted(
      exchange.trading.createCardQuotation(account, {
        currency: body.currency,
        nativeAmount: body.native_amount,
        amount: body.amount,
        cardId: body.credit_card_id,
        fixedSide: body.fixed_side,
        paymentMethod: body.payment_method,
      }),
    ),
  ),
  handleSigned(exchange, routes.purchaseTrade, ({ body }, account) => {
    const started = exchange.trading.startPurchase(account, {
      quotationId: body.quotation_id,
      cardId: body.credit_card_id,
      paymentMethod: body.payment_method,
      language: body.language,
    });
    return started.ok ? purchaseWire(started.value, account.persona.countryCode) : failure(started.error);
  }),
  handleSignedIn(exchange, routes.applePayValidateMerchant, ({ body }) => {
    const session = exchange.trading.validateApplePayMerchant(body.gateway_merchant_id);
    if (!session.ok) return failure(session.error);
    const { merchantIdentifier, nonce, expiresAt } = session.value;
    return { ok: true, merchant_session: { merchant_identifier: merchantIdentifier, nonce, expires_at: new Date(expiresAt).toISOString() } };
  }),
  handleSigned(exchange, routes.purchaseApplePayToken, ({ body }, account) => {
    const url = walletTokens(exchange)(account, body.purchase_uuid, 'apple_pay', body.token);
    return url.ok ? { ok: true, url: url.value } : failure(url.error);
  }),
  handleSigned(exchange, routes.purchaseGooglePayToken, ({ body }, account) => {
    const url = walletTokens(exchange)(account, body.purchase_uuid, 'google_pay', body.google_pay_token);
    return url.ok ? { ok: true, url: url.value } : failure(url.error);
  }),
  handleSignedIn(exchange, routes.tradeTransaction, ({ params }, account) => {
    const found = exchange.trading.transaction(account, params['id'] ?? '');
    return found.ok ? { ok: true, transaction: transactionWire(found.value) } : failure(found.error);
  }),
  handleSignedIn(exchange, routes.coinTransactions, ({ query }, account) => ({
    ok: true,
    transactions: exchange.trading.transactions(account, Number(query.get('count') ?? '50')).map(transactionWire),
  })),
];
