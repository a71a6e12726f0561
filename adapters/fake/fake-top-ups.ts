import { type ApiResult, businessError } from '../../application/ports/api-error';
import type { FiatTransaction, TopUpOrder, TopUpOrderStatus } from '../../application/ports/payments-port';
import type { TopUpMethod } from '../../domain/deposit/top-up-method';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode } from '../../domain/money/currency';
import { dec, type Dec } from '../../domain/money/decimal';
import { checkWeeklyLimit, sharedWeeklyLimits } from '../../domain/payment/weekly-limits';
import { weeklyLimitMethodOf } from '../../domain/deposit/top-up-method';
import type { FakeFiatHistory } from './fake-fiat-history';

export interface FakeOrder {
  readonly order: TopUpOrder;
  status: 'created' | 'authenticating' | 'completed' | 'failed';
  transactionId?: string;
}

const fail = (code: string): ApiResult<never> => ({ ok: false, error: businessError(code) });

/**
 * The fake's top-up orders: each executes at most once, after the weekly card limit is checked
 * again, crediting the account's fiat wallet and recording a fiat wallet transaction.
 */
export class FakeTopUps {
  private readonly orders = new Map<string, FakeOrder>();
  private weeklySpent: Dec;
  private counter = 0;

  constructor(
    private readonly history: FakeFiatHistory,
    private readonly weekly: { readonly spent: string; readonly limit: string } | undefined,
  ) {
    this.weeklySpent = dec(weekly?.spent ?? '0');
  }

  add(order: Omit<TopUpOrder, 'id'>): TopUpOrder {
    const created = { ...order, id: `order-${++this.counter}` };
    this.orders.set(created.id, { order: created, status: 'created' });
    return created;
  }

  /** The weekly-limit code the amount would raise, if any. */
  checkWeekly(method: TopUpMethod, amount: Dec): string | undefined {
    const weeklyMethod = weeklyLimitMethodOf(method);
    if (weeklyMethod === undefined || this.weekly === undefined) return undefined;
    const checked = checkWeeklyLimit(weeklyMethod, amount, sharedWeeklyLimits(this.weeklySpent, dec(this.weekly.limit), currencyCode('USD')));
    return checked.ok ? undefined : checked.error.code;
  }

  /** Where an order stands, as the server would answer GET .../orders/{id}. */
  status(orderId: string): ApiResult<TopUpOrderStatus> {
    const entry = this.orders.get(orderId);
    if (entry === undefined) return fail(ErrorCode.topUpOrderNotFound);
    return { ok: true, value: { id: orderId, status: entry.status, transactionId: entry.transactionId } };
  }

  /** An order of a fitting method that has not executed or failed yet. */
  pending(orderId: string, fits: (method: TopUpMethod) => boolean): ApiResult<FakeOrder> {
    const entry = this.orders.get(orderId);
    if (entry === undefined) return fail(ErrorCode.topUpOrderNotFound);
    if (!fits(entry.order.paymentMethod)) return fail(ErrorCode.invalidParameter);
    return entry.status === 'completed' || entry.status === 'failed' ? fail(ErrorCode.topUpOrderAlreadyProcessed) : { ok: true, value: entry };
  }

  authenticate(entry: FakeOrder): { html: string; url: string } {
    entry.status = 'authenticating';
    const url = `https://gateway.fake/three_ds/${entry.order.id}`;
    return { html: `<a href="${url}">3-D Secure</a>`, url };
  }

  /** The authentication page's outcome: success executes the order once, anything else fails it. */
  finish(orderId: string, succeeded: boolean): void {
    const entry = this.orders.get(orderId);
    if (entry?.status !== 'authenticating') return;
    if (succeeded) this.execute(entry);
    else entry.status = 'failed';
  }

  /** Executes once: the weekly limit again, then the wallet credit and the history entry; else the failing code. */
  execute(entry: FakeOrder): ApiResult<FiatTransaction> {
    const { order } = entry;
    const weekly = this.checkWeekly(order.paymentMethod, order.amount);
    if (weekly !== undefined) {
      entry.status = 'failed';
      return fail(weekly);
    }
    entry.status = 'completed';
    if (weeklyLimitMethodOf(order.paymentMethod) !== undefined) this.weeklySpent = this.weeklySpent.plus(order.amount);
    const transaction = this.history.record(
      {
        kind: 'fiat_wallet_top_up',
        amount: order.receivableAmount,
        currency: order.currency,
        fee: order.feeAmount,
        description: `Top-up by ${order.paymentMethod}`,
        totalChargedAmount: order.amount,
        sourceType: order.paymentMethod,
      },
      'completed',
    );
    entry.transactionId = transaction.id;
    return { ok: true, value: transaction };
  }
}
