import { ErrorCode } from '../../../../domain/errors/error-codes';
import { Money } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import { EXTERNAL, HOUSE } from '../ledger';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { type PaymentState, rewardsSlice } from './rewards-slice';

export type PaymentRequest = Omit<PaymentState, 'id' | 'userUuid' | 'status'>;

/** Choice: a device-wallet token spelled like this is declined; any other non-empty token pays. */
export const DECLINED_TOKEN = 'declined';

type SettleHandler = (payment: PaymentState, account: SandboxAccount) => void;

/**
 * Payments of the rewards area (level-up subscriptions, CRO lockups): a wallet payment moves the
 * customer's money to the house at once; an Apple Pay or Google Pay payment stays pending until
 * its token comes, then the card scheme (EXTERNAL) pays the house. Every payment that moves money
 * is booked in the history; the area that asked is told how it settled.
 */
export class RewardPayments {
  private readonly settleHandlers = new Map<PaymentState['purpose'], SettleHandler>();

  constructor(private readonly context: SandboxContext) {}

  onSettled(purpose: PaymentState['purpose'], handler: SettleHandler): void {
    this.settleHandlers.set(purpose, handler);
  }

  /** Pays from a wallet now (not_enough_balance when it cannot), or opens a pending device-wallet payment. */
  start(account: SandboxAccount, request: PaymentRequest): SandboxResult<PaymentState> {
    const payment: PaymentState = { ...request, details: { ...request.details }, id: this.context.nextId('rpay'), userUuid: account.uuid, status: 'pending' };
    if (request.method === 'fiat_wallet' || request.method === 'crypto_wallet') {
      const moved = this.context.ledger.transfer([{ from: account.uuid, to: HOUSE, currency: request.currency, amount: new Money(request.amount) }]);
      if (!moved.ok) return err({ code: ErrorCode.notEnoughBalance });
      payment.status = 'succeeded';
      this.book(account, payment);
    }
    rewardsSlice(this.context).payments[payment.id] = payment;
    return ok(payment);
  }

  find(account: SandboxAccount, id: string): SandboxResult<PaymentState> {
    const payment = rewardsSlice(this.context).payments[id];
    return payment === undefined || payment.userUuid !== account.uuid ? err({ code: ErrorCode.rewardPaymentNotFound }) : ok(payment);
  }

  /** A device wallet's token for a pending payment of this purpose and method. */
  submitToken(
    account: SandboxAccount,
    id: string,
    expected: { readonly purpose: PaymentState['purpose']; readonly method: 'apple_pay' | 'google_pay' },
    token: string,
  ): SandboxResult<PaymentState> {
    const found = this.find(account, id);
    if (!found.ok) return found;
    const payment = found.value;
    if (payment.purpose !== expected.purpose || payment.method !== expected.method) return err({ code: ErrorCode.rewardPaymentNotFound });
    if (payment.status !== 'pending') return err({ code: ErrorCode.rewardPaymentNotPending });
    if (token.trim() === '') return err({ code: ErrorCode.invalidParameter, message: 'the payment token is missing' });
    if (token.trim().toLowerCase() === DECLINED_TOKEN) {
      payment.status = 'failed';
    } else {
      const moved = this.context.ledger.transfer([{ from: EXTERNAL, to: HOUSE, currency: payment.currency, amount: new Money(payment.amount) }]);
      if (!moved.ok) throw new Error('the outside world cannot be overdrawn');
      payment.status = 'succeeded';
      this.book(account, payment);
    }
    this.settleHandlers.get(payment.purpose)?.(payment, account);
    return ok(payment);
  }

  private book(account: SandboxAccount, payment: PaymentState): void {
    this.context.recordTransaction(account, {
      kind: payment.kind,
      side: 'out',
      fromCurrency: payment.currency,
      fromAmount: payment.amount,
      toCurrency: payment.currency,
      toAmount: payment.amount,
      status: 'completed',
      details: { ...payment.details, payment_method: payment.method, payment_id: payment.id },
    });
  }
}
