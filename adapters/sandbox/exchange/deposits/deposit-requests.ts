import type { DepositRequestBank } from '../../../../domain/deposit/bank-search';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { fiatFractionDigits } from '../../../../domain/money/currency';
import { dec } from '../../../../domain/money/decimal';
import { splitFee } from '../../../../domain/money/fee-split';
import { err, ok } from '../../../../domain/shared/result';
import { acceptReturnTo } from '../../../../domain/session/return-to';
import { PAYLOAD_KEYS } from '../../gateway/gateway-message';
import type { GatewaySession } from '../gateway-registry';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { openBankPage } from './bank-page';
import { checkDepositOrder } from './deposit-guards';
import { type DepositOrderState, depositsSlice } from './deposit-state';
import type { DepositSettlement } from './settlement';

export const DEPOSIT_REQUEST_NETWORK = 'ca_interac_request';
export const DEPOSIT_REQUEST_CURRENCY = 'CAD';
/** Choice: the sandbox charges 0.50 % on deposit requests, rounded up to the cent (domain fee split). */
export const DEPOSIT_REQUEST_FEE_PERCENT = '0.50';
export const AUTHORISE_DESCRIPTION_KEY = 'deposit_request_authorise_description';
const GATEWAY_PURPOSE = 'deposit_request';

/** The banks a deposit request can be sent to (spec 001 §3); choice: no logos, so the client shows initials. */
export const DEPOSIT_REQUEST_BANKS: readonly DepositRequestBank[] = [
  { id: 'rbc', bank_name: 'RBC Royal Bank' },
  { id: 'td', bank_name: 'TD Canada Trust' },
  { id: 'scotiabank', bank_name: 'Scotiabank' },
  { id: 'bmo', bank_name: 'BMO Bank of Montreal' },
  { id: 'cibc', bank_name: 'CIBC' },
  { id: 'desjardins', bank_name: 'Desjardins' },
  { id: 'national_bank', bank_name: 'National Bank of Canada' },
  { id: 'tangerine', bank_name: 'Tangerine' },
];

/** A deposit request as asked for; the amount is checked as sent. */
export interface DepositRequestInput {
  readonly amount: unknown;
  readonly currency: string;
  readonly paymentNetwork: string;
  readonly bankId: string;
}

export interface DepositRequestAuthorisation {
  readonly supportsRedirect: boolean;
  readonly redirectUrl: string | undefined;
}

/**
 * Deposit requests (spec 001 §2, §4): an order for an amount at a chosen bank, with the fee
 * computed by the domain's fee split; confirming opens the bank's authorisation page (a gateway
 * session of kind bank_link) and the customer is redirected there. An authorised request settles
 * later; a declined or cancelled one moves nothing. Confirming again gives the same authorisation.
 */
export class SandboxDepositRequests {
  constructor(
    private readonly context: SandboxContext,
    private readonly settlement: DepositSettlement,
  ) {
    context.gateway.onComplete(GATEWAY_PURPOSE, (session, outcome) => this.authorised(session, outcome === 'succeeded'));
  }

  createOrder(account: SandboxAccount, request: DepositRequestInput): SandboxResult<DepositOrderState> {
    const network = request.paymentNetwork;
    const checked = checkDepositOrder(account, network, request.currency, request.amount);
    if (!checked.ok) return checked;
    const bank = DEPOSIT_REQUEST_BANKS.find((b) => b.id === request.bankId);
    if (bank === undefined) return err({ code: ErrorCode.invalidParameter, message: 'bank_id is not in the bank list' });
    const digits = fiatFractionDigits(checked.value.currency);
    const { net, fee } = splitFee(checked.value.amount, dec(DEPOSIT_REQUEST_FEE_PERCENT), digits);
    const order: DepositOrderState = {
      id: this.context.nextId('drq'),
      kind: 'request',
      accountUuid: account.uuid,
      currency: checked.value.currency,
      paymentNetwork: network,
      amount: checked.value.amount.toFixed(digits),
      fee: fee.toFixed(digits),
      receivable: net.toFixed(digits),
      bankId: bank.id,
      createdAt: this.context.now(),
      status: 'created',
    };
    depositsSlice(this.context).orders[order.id] = order;
    return ok(order);
  }

  /** The customer's deposit request order, for its status once the bank sent them back (design). */
  find(account: SandboxAccount, orderId: string): SandboxResult<DepositOrderState> {
    const order = depositsSlice(this.context).orders[orderId];
    return order?.accountUuid === account.uuid && order.kind === 'request' ? ok(order) : err({ code: ErrorCode.depositOrderNotFound });
  }

  /**
   * Opens the bank's authorisation page. `returnPath` (design) is where the bank sends the customer
   * back in the app once they decide: an in-app /hub/ path (domain acceptReturnTo), else none.
   */
  confirm(account: SandboxAccount, orderId: string, returnPath?: string): SandboxResult<DepositRequestAuthorisation> {
    const found = this.find(account, orderId);
    if (!found.ok) return found;
    const order = found.value;
    const back = returnPath === undefined ? undefined : acceptReturnTo(returnPath);
    if (returnPath !== undefined && back === undefined)
      return err({ code: ErrorCode.invalidParameter, message: 'return_path must be a plain /hub/ path of the app' });
    if (order.status === 'failed') return err({ code: ErrorCode.depositOrderClosed });
    if (order.status !== 'created') {
      const pending = order.status === 'authorising' && order.gatewaySessionId !== undefined;
      return ok({ supportsRedirect: pending, redirectUrl: pending ? this.context.gateway.url('bank_link', order.gatewaySessionId ?? '') : undefined });
    }
    const { sessionId, url } = openBankPage(this.context, account, {
      purpose: GATEWAY_PURPOSE,
      messageSource: 'depositRequest',
      payload: {
        order_id: order.id,
        amount: order.amount,
        currency: order.currency,
        [PAYLOAD_KEYS.bankName]: DEPOSIT_REQUEST_BANKS.find((b) => b.id === order.bankId)?.bank_name ?? '',
        ...(back === undefined ? {} : { [PAYLOAD_KEYS.returnPath]: back }),
      },
    });
    order.status = 'authorising';
    order.gatewaySessionId = sessionId;
    return ok({ supportsRedirect: true, redirectUrl: url });
  }

  private authorised(session: GatewaySession, succeeded: boolean): void {
    const order = depositsSlice(this.context).orders[session.payload['order_id'] ?? ''];
    if (order?.status !== 'authorising' || order.gatewaySessionId !== session.id) return;
    const account = this.context.account(order.accountUuid);
    if (!succeeded || account === undefined) {
      order.status = 'failed';
      return;
    }
    this.settlement.start(account, order);
  }
}
