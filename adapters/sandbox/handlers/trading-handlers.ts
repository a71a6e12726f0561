import { ErrorCode } from '../../../domain/errors/error-codes';
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

/** A body field as the sandbox reads it: a string, or undefined for anything else. */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const field = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined);

const traded = (result: SandboxResult<TransactionState>) =>
  result.ok
    ? { ok: true as const, transaction: transactionWire(result.value), is_first_purchase: result.value.isFirstPurchase === true }
    : failure(result.error);

const quoted = (result: ReturnType<SandboxExchange['trading']['createCoinQuotation']>) =>
  result.ok ? { ok: true as const, quotation: quotationWire(result.value) } : failure(result.error);

const missingRequestId = failure({ code: ErrorCode.invalidParameter, message: 'request_id is required' });

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
  handleSignedIn(exchange, routes.fiatWalletQuotation, ({ body }, account) => {
    const [from, to, amount] = [String(field(body, 'from_currency')), String(field(body, 'to_currency')), field(body, 'amount')];
    const side = field(body, 'fixed_side');
    if (side === 'sell') return quoted(exchange.trading.createFiatWalletSellQuotation(account, from, to, amount));
    if (side !== 'buy') return failure({ code: ErrorCode.invalidParameter, message: 'fixed_side must be buy or sell' });
    return quoted(exchange.trading.createFiatWalletQuotation(account, from, to, amount, field(body, 'to_amount')));
  }),
  handleSigned(exchange, routes.confirmQuotation, ({ body }, account) => {
    const requestId = text(field(body, 'request_id'));
    if (requestId === undefined || requestId === '') return missingRequestId;
    return traded(exchange.trading.confirmQuotation(account, String(field(body, 'quotation_id')), requestId));
  }),
  handleSigned(exchange, routes.confirmFiatWalletSell, ({ body }, account) => {
    const requestId = text(field(body, 'request_id'));
    if (requestId === undefined || requestId === '') return missingRequestId;
    return traded(exchange.trading.confirmFiatWalletSell(account, String(field(body, 'quotation_id')), requestId));
  }),
  handleSignedIn(exchange, routes.coinQuotation, ({ body }, account) =>
    quoted(
      exchange.trading.createCoinQuotation(account, {
        side: field(body, 'side'),
        from: String(field(body, 'from')),
        to: String(field(body, 'to')),
        fromAmount: field(body, 'from_amount'),
        toAmount: field(body, 'to_amount'),
      }),
    ),
  ),
  handleSigned(exchange, routes.confirmCoinQuotation, ({ body }, account) =>
    traded(exchange.trading.confirmCoinQuotation(account, String(field(body, 'quotation_id')), field(body, 'side'))),
  ),
  handleSignedIn(exchange, routes.cardQuotation, ({ body }, account) =>
    quoted(
      exchange.trading.createCardQuotation(account, {
        currency: String(field(body, 'currency')),
        nativeAmount: field(body, 'native_amount'),
        amount: field(body, 'amount'),
        cardId: text(field(body, 'credit_card_id')),
        fixedSide: field(body, 'fixed_side'),
        paymentMethod: field(body, 'payment_method'),
      }),
    ),
  ),
  handleSigned(exchange, routes.purchaseTrade, ({ body }, account) => {
    const started = exchange.trading.startPurchase(account, {
      quotationId: String(field(body, 'quotation_id')),
      cardId: text(field(body, 'credit_card_id')),
      paymentMethod: text(field(body, 'payment_method')),
      language: text(field(body, 'language')) ?? 'en',
    });
    return started.ok ? purchaseWire(started.value, account.persona.countryCode) : failure(started.error);
  }),
  handleSignedIn(exchange, routes.applePayValidateMerchant, ({ body }) => {
    const session = exchange.trading.validateApplePayMerchant(field(body, 'gateway_merchant_id'));
    if (!session.ok) return failure(session.error);
    const { merchantIdentifier, nonce, expiresAt } = session.value;
    return { ok: true, merchant_session: { merchant_identifier: merchantIdentifier, nonce, expires_at: new Date(expiresAt).toISOString() } };
  }),
  handleSigned(exchange, routes.purchaseApplePayToken, ({ body }, account) => {
    const url = walletTokens(exchange)(account, String(field(body, 'purchase_uuid')), 'apple_pay', field(body, 'token'));
    return url.ok ? { ok: true, url: url.value } : failure(url.error);
  }),
  handleSigned(exchange, routes.purchaseGooglePayToken, ({ body }, account) => {
    const url = walletTokens(exchange)(account, String(field(body, 'purchase_uuid')), 'google_pay', field(body, 'google_pay_token'));
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
