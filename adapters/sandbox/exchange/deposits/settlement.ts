import { Money } from '../../../../domain/money/decimal';
import { EXTERNAL, HOUSE } from '../ledger';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { TransactionState } from '../sandbox-state';
import { type DepositOrderKind, type DepositOrderState, depositsSlice } from './deposit-state';

export const SETTLE_TASK = 'deposits.settle';

/** How long the money takes to arrive once a deposit is confirmed, in sandbox time. Choice: 20 s for a pull, 10 s after a request is authorised, 30 s for a matched reference. */
export const SETTLEMENT_DELAY_MS: Readonly<Record<DepositOrderKind, number>> = { pull: 20_000, request: 10_000, reference: 30_000 };

/** The status a customer sees for an order. */
export const receiptStatus = (order: DepositOrderState): string =>
  order.status === 'settled' ? 'completed' : order.status === 'failed' ? 'failed' : order.status === 'settling' ? 'pending' : order.status;

/**
 * Deposits settle after a simulated delay: a confirmed order is booked in history as pending and
 * scheduled; when the task runs, the money moves from the outside world to the customer (the fee,
 * if any, to the house) and the history entry completes. An order settles once: only an order
 * still settling is settled.
 */
export class DepositSettlement {
  constructor(private readonly context: SandboxContext) {
    context.onTask(SETTLE_TASK, (task) => this.settle(task.payload['orderId'] ?? ''));
  }

  /** Starts settling a confirmed order; returns its pending history entry. */
  start(account: SandboxAccount, order: DepositOrderState): TransactionState {
    const now = this.context.now();
    const transaction = this.context.recordTransaction(account, {
      kind: 'deposit',
      side: 'in',
      fromCurrency: order.currency,
      fromAmount: order.amount,
      toCurrency: order.currency,
      toAmount: order.receivable,
      status: 'pending',
      details: { payment_network: order.paymentNetwork, order_id: order.id, fee: order.fee, deposit_kind: order.kind },
    });
    order.status = 'settling';
    order.confirmedAt = now;
    order.settleAt = now + SETTLEMENT_DELAY_MS[order.kind];
    order.transactionId = transaction.id;
    this.context.schedule(SETTLE_TASK, order.settleAt, { orderId: order.id });
    return transaction;
  }

  private settle(orderId: string): void {
    const order = depositsSlice(this.context).orders[orderId];
    if (order?.status !== 'settling' || order.settleAt === undefined || this.context.now() < order.settleAt) return;
    const fee = new Money(order.fee);
    const moved = this.context.ledger.transfer([
      { from: EXTERNAL, to: order.accountUuid, currency: order.currency, amount: new Money(order.receivable) },
      ...(fee.greaterThan(0) ? [{ from: EXTERNAL, to: HOUSE, currency: order.currency, amount: fee }] : []),
    ]);
    if (!moved.ok) throw new Error(`deposit ${order.id} could not be credited`);
    order.status = 'settled';
    const transaction = this.context.state.transactions.find((t) => t.id === order.transactionId);
    if (transaction !== undefined) transaction.status = 'completed';
  }
}
