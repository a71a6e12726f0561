import { ErrorCode } from '../../../domain/errors/error-codes';
import { FIAT_TRANSACTIONS_COUNT } from '../../../domain/history/transaction-paging';
import { routes } from '../../http/routes';
import { PAYMENT_USAGES } from '../exchange/payments/saved-cards';
import type { SandboxExchange } from '../exchange/sandbox-exchange';
import { cardWire, fiatTransactionWire, googlePayParamsWire, orderWire, threeDsHtml } from './payments-wire';
import { failure, handleSigned, handleSignedIn } from './respond';
import { openPasscode } from './passcode-step';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The count query (spec 001 §9: 1000 fiat transactions by default); undefined when it is not a whole number >= 1. */
function readCount(raw: string | null): number | undefined {
  if (raw === null) return FIAT_TRANSACTIONS_COUNT;
  return /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
}

/** Spec 001 §7 "Cards, top-up and PayPal". */
export const paymentHandlers = (exchange: SandboxExchange) => {
  const payments = exchange.payments;
  return [
    handleSignedIn(exchange, routes.paymentAccounts, ({ query }, account) => {
      const usage = query.get('usage') ?? '';
      if (!PAYMENT_USAGES.has(usage)) return failure({ code: ErrorCode.invalidParameter, message: 'usage must be crypto_purchase or fiat_wallet_top_up' });
      const types = query.getAll('types').flatMap((t) => t.split(','));
      // Choice: without a types query both kinds are listed.
      const view = payments.paymentAccounts(account, types.length === 0 ? ['card', 'pay_pal'] : types);
      return { ok: true, cards: view.cards.map(cardWire), pay_pal_accounts: view.paypalAccounts.map(({ id, status, title }) => ({ id, status, title })) };
    }),
    handleSignedIn(exchange, routes.cardPaymentToken, ({ query }, account) => {
      const token = payments.cardToken(account, query.get('user_uuid') ?? '');
      return token.ok ? { ok: true, token: token.value } : failure(token.error);
    }),
    handleSignedIn(exchange, routes.createCreditCard, ({ body }, account) => {
      const url = payments.startCardRegistration(account, text(body.usage), optionalText(body.replace_credit_card_id));
      return url.ok ? { ok: true, url: url.value } : failure(url.error);
    }),
    handleSignedIn(exchange, routes.destroyCreditCard, ({ body }, account) => {
      const done = payments.destroyCard(account, text(body.credit_card_id));
      return done.ok ? { ok: true } : failure(done.error);
    }),
    handleSignedIn(exchange, routes.createTopUpOrder, ({ body }, account) => {
      const input = {
        amount: body.amount,
        currency: text(body.currency),
        cardId: optionalText(body.credit_card_id),
        paymentMethod: optionalText(body.payment_method),
      };
      const order = payments.createTopUpOrder(account, input);
      if (!order.ok) return failure(order.error);
      return {
        ok: true,
        fiat_wallet_top_up_order: orderWire(order.value, payments.orderCard(account, order.value)),
        ...(order.value.method === 'google_pay' ? { google_pay_params: googlePayParamsWire(order.value, account) } : {}),
      };
    }),
    handleSigned(exchange, routes.confirmTopUp, {
      prepare: openPasscode,
      run: ({ body }, account, passcode) => {
        const orderId = body.fiat_wallet_top_up_order_id;
        const step = payments.confirmTopUp(account, orderId, passcode);
        if (!step.ok) return failure(step.error);
        if (step.value.kind === 'completed') {
          return { ok: true, fiat_wallet_top_up: { id: orderId, status: 'completed' as const, transaction_id: step.value.transaction.id } };
        }
        return { ok: true, fiat_wallet_top_up: { id: orderId, status: 'authenticating' as const }, html: threeDsHtml(step.value.url), url: step.value.url };
      },
    }),
    handleSignedIn(exchange, routes.topUpOrder, ({ params }, account) => {
      const order = payments.topUpOrder(account, params['id'] ?? '');
      if (order === undefined) return failure({ code: ErrorCode.topUpOrderNotFound });
      return {
        ok: true,
        fiat_wallet_top_up: { id: order.id, status: order.status, ...(order.transactionId === undefined ? {} : { transaction_id: order.transactionId }) },
      };
    }),
    handleSignedIn(exchange, routes.topUpApplePayToken, ({ body }, account) => {
      const done = payments.applePayToken(account, text(body.fiat_wallet_top_up_id), text(body.token));
      return done.ok ? { ok: true, url: routes.fiatWalletTransaction.path.replace('{id}', encodeURIComponent(done.value.id)) } : failure(done.error);
    }),
    handleSignedIn(exchange, routes.topUpGooglePayToken, ({ body }, account) => {
      const url = payments.googlePayToken(account, text(body.fiat_wallet_top_up_id), text(body.google_pay_token));
      return url.ok ? { ok: true, url: url.value } : failure(url.error);
    }),
    handleSignedIn(exchange, routes.fiatWalletTransactions, ({ query }, account) => {
      const count = readCount(query.get('count'));
      if (count === undefined) return failure({ code: ErrorCode.invalidParameter, message: 'count must be a whole number from 1' });
      return { ok: true, transactions: payments.fiatTransactions(account, count).map(fiatTransactionWire) };
    }),
    handleSignedIn(exchange, routes.fiatWalletTransaction, ({ params }, account) => {
      const entry = payments.fiatTransaction(account, params['id'] ?? '');
      return entry === undefined ? failure({ code: ErrorCode.fiatTransactionNotFound }) : { ok: true, transaction: fiatTransactionWire(entry) };
    }),
    handleSignedIn(exchange, routes.paypalPrepareRegister, ({ body }, account) => {
      const sent: unknown = body.pay_pal_detail;
      const detail = typeof sent === 'object' && sent !== null ? (sent as Partial<Record<string, unknown>>) : {};
      const url = payments.preparePaypalRegister(account, text(body.card_token), text(body.usage), {
        countryCode: text(detail['countryCode']),
        email: text(detail['email']),
        firstName: text(detail['firstName']),
        lastName: text(detail['lastName']),
        payerId: text(detail['payerId']),
      });
      return url.ok ? { ok: true, url: url.value } : failure(url.error);
    }),
  ];
};
