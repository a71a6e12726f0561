import { type ApiResult, businessError } from '../../application/ports/api-error';
import type { DepositRequestOrderRequest, DepositRequestOrderStatus } from '../../application/ports/deposits-port';
import type { DepositRequestBank } from '../../domain/deposit/bank-search';
import type { DepositRequestAuthorisation, DepositRequestOrder } from '../../domain/deposit/deposit-request-steps';
import { ErrorCode } from '../../domain/errors/error-codes';
import { type CurrencyCode, fiatFractionDigits } from '../../domain/money/currency';
import { dec, type Dec } from '../../domain/money/decimal';
import { splitFee } from '../../domain/money/fee-split';
import type { FakeDepositOrders } from './fake-deposit-orders';

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const fail = (code: string): ApiResult<never> => ({ ok: false, error: businessError(code) });

/** The fake bank's authorisation pages (deposit requests) are on this origin. */
export const FAKE_BANK_ORIGIN = 'https://bank.fake';

interface RequestState {
  readonly order: DepositRequestOrder;
  readonly currency: CurrencyCode;
  status: 'created' | 'authorising' | 'pending' | 'failed';
  transactionId: string | undefined;
  returnPath: string | undefined;
}

/**
 * Deposit requests of the fake deposits adapter: priced with the domain's fee split, confirmed into
 * an authorisation at the fake bank, which the test then decides (authoriseRequest); an authorised
 * request is booked pending through the orders' book.
 */
export class FakeDepositRequests {
  feePercent: Dec = dec('0.50');
  banks: readonly DepositRequestBank[] = [
    { id: 'rbc', bank_name: 'RBC Royal Bank' },
    { id: 'td', bank_name: 'TD Canada Trust' },
  ];
  private readonly requests = new Map<string, RequestState>();
  private counter = 0;

  constructor(private readonly orders: FakeDepositOrders) {}

  createRequest(request: DepositRequestOrderRequest): ApiResult<DepositRequestOrder> {
    if (!this.banks.some((b) => b.id === request.bankId) || !request.amount.greaterThan(0)) return fail(ErrorCode.invalidParameter);
    const { net, fee } = splitFee(request.amount, this.feePercent, fiatFractionDigits(request.currency));
    const order: DepositRequestOrder = { id: `request-${++this.counter}`, amount: request.amount, feeAmount: fee, receivableAmount: net };
    this.requests.set(order.id, { order, currency: request.currency, status: 'created', transactionId: undefined, returnPath: undefined });
    return ok(order);
  }

  confirmRequest(orderId: string, returnPath?: string): ApiResult<DepositRequestAuthorisation> {
    const request = this.requests.get(orderId);
    if (request === undefined) return fail(ErrorCode.depositOrderNotFound);
    if (request.status === 'failed') return fail(ErrorCode.depositOrderClosed);
    if (request.status === 'created') Object.assign(request, { status: 'authorising', returnPath });
    const open = request.status === 'authorising';
    return ok({
      descriptionKey: 'deposit_request_authorise_description',
      supportsRedirect: open,
      redirectUrl: open ? `${FAKE_BANK_ORIGIN}/authorise/${orderId}` : undefined,
    });
  }

  /** The bank's page decided (the test stands in for it): authorised books the deposit pending; declined fails the order. */
  authoriseRequest(orderId: string, authorised: boolean): void {
    const request = this.requests.get(orderId);
    if (request?.status !== 'authorising') return;
    request.status = authorised ? 'pending' : 'failed';
    if (authorised) request.transactionId = this.orders.record(orderId, orderId, request.order.receivableAmount, request.currency).transactionId;
  }

  /** Where a confirmed request asked the bank to send the customer back. */
  returnPathOf(orderId: string): string | undefined {
    return this.requests.get(orderId)?.returnPath;
  }

  requestStatus(orderId: string): ApiResult<DepositRequestOrderStatus> {
    const request = this.requests.get(orderId);
    if (request === undefined) return fail(ErrorCode.depositOrderNotFound);
    return ok({ order: request.order, currency: request.currency, status: request.status, transactionId: request.transactionId });
  }
}
