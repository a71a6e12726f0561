import { topUpFee, topUpFeePercent } from '../../../../domain/deposit/top-up-quote';
import { isCardMethod, limitsTypeOf, weeklyLimitMethodOf } from '../../../../domain/deposit/top-up-method';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { currencyCode, fiatFractionDigits } from '../../../../domain/money/currency';
import { Money } from '../../../../domain/money/decimal';
import { readFiatAmount } from '../../../../domain/money/amount-input';
import { err, ok } from '../../../../domain/shared/result';
import { PAYLOAD_KEYS } from '../../gateway/gateway-message';
import type { GatewayOutcome, GatewaySession } from '../gateway-registry';
import { EXTERNAL, HOUSE } from '../ledger';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { TransactionState } from '../sandbox-state';
import { paymentsSlice, type StoredTopUpOrder } from './payments-slice';
import type { PaypalAccounts } from './paypal-accounts';
import type { SavedCards } from './saved-cards';
import { checkTopUpAmount, checkTopUpWeeklyLimit, resolveTopUpSource } from './top-up-checks';
import { TOP_UP_KIND } from './top-up-limits';

export const TOP_UP_PURPOSE = 'top_up';
/**
 * Choice: the spec names no source for the top-up authentication frame; it is the payment
 * gateway's page, like the card form, so it posts with source paymentGateway (spec 001 §8: the
 * top-up iframe reports a gateway status).
 */
export const TOP_UP_FRAME_SOURCE = 'paymentGateway';

export interface TopUpOrderInput {
  readonly amount: unknown;
  readonly currency: string;
  readonly cardId: string | undefined;
  readonly paymentMethod: string | undefined;
}

/** A confirm's answer: the authentication page to show, or the top-up already done. */
export type TopUpStep = { readonly kind: 'authenticate'; readonly url: string } | { readonly kind: 'completed'; readonly transaction: TransactionState };

/**
 * Fiat-wallet top-ups (spec 001 §4 "Card top-up", §7): an order is priced with the domain's
 * top-up fee and checked against the limits; a card pays after its passcode and 3-D Secure,
 * PayPal after its passcode, Apple Pay with its token, Google Pay with its token and 3-D Secure.
 * Money moves at most once per order: amount from EXTERNAL, receivable to the wallet, fee to HOUSE.
 */
export class TopUpOrders {
  constructor(
    private readonly context: SandboxContext,
    private readonly sources: { readonly cards: SavedCards; readonly paypal: PaypalAccounts },
  ) {}

  create(account: SandboxAccount, input: TopUpOrderInput): SandboxResult<StoredTopUpOrder> {
    const currency = currencyCode(input.currency);
    if (currency !== account.persona.nativeCurrency || account.state.fiatWallets[currency] !== 'created')
      return err({ code: ErrorCode.topUpCurrencyNotSupported });
    const amount = readFiatAmount(input.amount, currency);
    if (!amount.ok) return amount;
    const source = resolveTopUpSource(this.sources, account, input.cardId, input.paymentMethod);
    if (!source.ok) return source;
    const checked = checkTopUpAmount(this.context, account, source.value.method, amount.value);
    if (!checked.ok) return checked;
    const { fee, percent, receivable } = topUpFee(amount.value, topUpFeePercent(source.value.method), currency);
    const digits = fiatFractionDigits(currency);
    const order: StoredTopUpOrder = {
      id: this.context.nextId('topup'),
      accountUuid: account.uuid,
      amount: amount.value.toFixed(digits),
      currency,
      method: source.value.method,
      sourceId: source.value.sourceId,
      fee: fee.toFixed(digits),
      feePercent: percent.toFixed(),
      receivable: receivable.toFixed(digits),
      createdAt: this.context.now(),
      status: 'created',
      gatewaySessionId: undefined,
      transactionId: undefined,
    };
    paymentsSlice(this.context).orders[order.id] = order;
    return ok(order);
  }

  find(account: SandboxAccount, id: string): StoredTopUpOrder | undefined {
    const order = paymentsSlice(this.context).orders[id];
    return order?.accountUuid === account.uuid ? order : undefined;
  }

  /**
   * The passcode-confirmed step of a card or PayPal order (the caller has checked the passcode).
   * A repeated confirm while authenticating shows the same page again.
   */
  confirm(account: SandboxAccount, id: string): SandboxResult<TopUpStep> {
    const order = this.pending(account, id, (o) => isCardMethod(o.method) || o.method === 'paypal');
    if (!order.ok) return order;
    if (order.value.status === 'authenticating') return ok({ kind: 'authenticate', url: this.pageOf(order.value) });
    const source = resolveTopUpSource(this.sources, account, order.value.sourceId, undefined);
    if (!source.ok) return source;
    if (order.value.method === 'paypal') {
      const done = this.executeNow(account, order.value);
      return done.ok ? ok({ kind: 'completed', transaction: done.value }) : done;
    }
    const weekly = checkTopUpWeeklyLimit(this.context, account, order.value.method, new Money(order.value.amount));
    return weekly.ok ? ok({ kind: 'authenticate', url: this.authenticate(account, order.value) }) : weekly;
  }

  /** Apple Pay's token authorises the payment: the top-up executes at once. */
  applePay(account: SandboxAccount, id: string, token: string): SandboxResult<TransactionState> {
    const order = this.pending(account, id, (o) => o.method === 'apple_pay');
    if (!order.ok) return order;
    if (token.trim() === '') return err({ code: ErrorCode.invalidParameter, message: 'token is required' });
    return this.executeNow(account, order.value);
  }

  /** Google Pay's token (PAN_ONLY cards) is then authenticated with 3-D Secure. */
  googlePay(account: SandboxAccount, id: string, token: string): SandboxResult<string> {
    const order = this.pending(account, id, (o) => o.method === 'google_pay');
    if (!order.ok) return order;
    if (token.trim() === '') return err({ code: ErrorCode.invalidParameter, message: 'google_pay_token is required' });
    if (order.value.status === 'authenticating') return ok(this.pageOf(order.value));
    const weekly = checkTopUpWeeklyLimit(this.context, account, order.value.method, new Money(order.value.amount));
    return weekly.ok ? ok(this.authenticate(account, order.value)) : weekly;
  }

  /** An order of the right method that has not executed or failed yet. */
  private pending(account: SandboxAccount, id: string, fits: (order: StoredTopUpOrder) => boolean): SandboxResult<StoredTopUpOrder> {
    const order = this.find(account, id);
    if (order === undefined) return err({ code: ErrorCode.topUpOrderNotFound });
    if (!fits(order)) return err({ code: ErrorCode.invalidParameter, message: `this call does not pay a ${order.method} order` });
    if (order.status === 'completed' || order.status === 'failed') return err({ code: ErrorCode.topUpOrderAlreadyProcessed });
    return ok(order);
  }

  private authenticate(account: SandboxAccount, order: StoredTopUpOrder): string {
    const id = this.context.nextId('3ds');
    order.status = 'authenticating';
    order.gatewaySessionId = id;
    return this.context.gateway.challenge(id, {
      purpose: TOP_UP_PURPOSE,
      messageSource: TOP_UP_FRAME_SOURCE,
      accountUuid: account.uuid,
      payload: { [PAYLOAD_KEYS.amount]: order.amount, [PAYLOAD_KEYS.currency]: order.currency, order_id: order.id },
    });
  }

  private pageOf(order: StoredTopUpOrder): string {
    return this.context.gateway.url('three_ds', order.gatewaySessionId ?? '');
  }

  /** 3-D Secure's outcome (gateway purpose top_up): success executes the order, a decline or cancel fails it with nothing moved. */
  completeAuthentication(session: GatewaySession, outcome: GatewayOutcome): void {
    const order = paymentsSlice(this.context).orders[session.payload['order_id'] ?? ''];
    const account = this.context.account(session.accountUuid);
    if (order?.status !== 'authenticating' || order.gatewaySessionId !== session.id || account === undefined) return;
    if (outcome !== 'succeeded') {
      order.status = 'failed';
      return;
    }
    if (!this.executeNow(account, order).ok) session.status = 'failed';
  }

  /** Moves the money once; refused (and the order failed) if the weekly limit no longer allows it. */
  private executeNow(account: SandboxAccount, order: StoredTopUpOrder): SandboxResult<TransactionState> {
    const weekly = checkTopUpWeeklyLimit(this.context, account, order.method, new Money(order.amount));
    if (!weekly.ok) {
      order.status = 'failed';
      return weekly;
    }
    const moved = this.context.ledger.transfer([
      { from: EXTERNAL, to: account.uuid, currency: order.currency, amount: new Money(order.receivable) },
      { from: EXTERNAL, to: HOUSE, currency: order.currency, amount: new Money(order.fee) },
    ]);
    if (!moved.ok) throw new Error('a top-up from outside cannot overdraw a customer');
    order.status = 'completed';
    const transaction = this.context.recordTransaction(account, {
      kind: TOP_UP_KIND,
      side: 'in',
      fromCurrency: order.currency,
      fromAmount: order.amount,
      toCurrency: order.currency,
      toAmount: order.receivable,
      status: 'completed',
      details: {
        payment_method: weeklyLimitMethodOf(order.method) ?? 'pay_pal',
        top_up_method: order.method,
        limits_type: limitsTypeOf(order.method),
        fee: order.fee,
        fee_percentage: order.feePercent,
        order_id: order.id,
        ...(order.sourceId === undefined ? {} : { credit_card_id: order.sourceId }),
      },
    });
    order.transactionId = transaction.id;
    return ok(transaction);
  }
}
