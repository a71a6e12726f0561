import { BANK_LINK_SOURCE } from '../../../domain/deposit/bank-link-message';
import { TRADE_FRAME_SOURCE } from '../../../domain/deposit/trade-card-frame';
import type { GatewaySession } from '../exchange/gateway-registry';

/**
 * What the gateway tells the exchange with an outcome (the `form` of GatewayRegistry.complete).
 * Successful card forms add cardholderName, brand, last4, expiry (MM/YYYY); PayPal adds email
 * and paypalAccountStatus. Failures say why.
 */
export type GatewayForm = Readonly<Record<string, string>>;

/** Why a session failed: the customer chose so, the issuer declined, or the session ran out. */
export type FailureReason = 'customer' | 'declined' | 'timeout';

/** The `status` values the pages post (spec 001 §4 card form: success, error, timeout). */
export type GatewayStatus = 'success' | 'error' | 'timeout' | 'cancelled';

/**
 * Keys openers may put in a session's payload to steer the page (all optional):
 * amount and currency are shown; transaction_id is posted back by purchase pages;
 * declineCode makes the gateway refuse any submission with that code (a Singapore card code,
 * say); paypalAccountStatus is the registration result (approved by default); email and
 * bankName are shown; return_path sends a page opened in place of the app back to it.
 */
export const PAYLOAD_KEYS = {
  amount: 'amount',
  currency: 'currency',
  transactionId: 'transaction_id',
  declineCode: 'declineCode',
  paypalAccountStatus: 'paypalAccountStatus',
  email: 'email',
  bankName: 'bankName',
  /** An in-app path a top-level page (a bank's authorisation) sends the customer back to when done. */
  returnPath: 'return_path',
} as const;

export function gatewayStatus(session: GatewaySession, form: GatewayForm): GatewayStatus {
  if (session.status === 'succeeded') return 'success';
  if (session.status === 'cancelled') return 'cancelled';
  return form.reason === 'timeout' ? 'timeout' : 'error';
}

const defined = (entries: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined));

/**
 * The message a completed session's page posts to the app. Purchases (source
 * TradingCryptoPurchase) use the trade frame's keys: status, transaction_id, error_code (spec 000
 * §4); every other source the card form's: status, errorCode (spec 001 §4), plus
 * paypalAccountStatus for a PayPal registration (spec 001 §4 PayPal link), and a successful bank
 * link's public_token and account_id.
 * Choice: a purchase's transaction_id is the opener's payload.transaction_id, sent on success only.
 */
export function gatewayMessage(session: GatewaySession, form: GatewayForm): Record<string, string> {
  const status = gatewayStatus(session, form);
  if (session.messageSource === TRADE_FRAME_SOURCE) {
    return defined({
      source: session.messageSource,
      status,
      transaction_id: status === 'success' ? session.payload[PAYLOAD_KEYS.transactionId] : undefined,
      error_code: form.errorCode,
    });
  }
  const success = status === 'success';
  return defined({
    source: session.messageSource,
    status,
    errorCode: form.errorCode,
    paypalAccountStatus: form.paypalAccountStatus,
    // A bank link hands back what the app exchanges for the account (Plaid's onSuccess: public token and account id).
    public_token: success && session.messageSource === BANK_LINK_SOURCE ? session.payload['public_token'] : undefined,
    account_id: success && session.messageSource === BANK_LINK_SOURCE ? session.payload['plaid_account_id'] : undefined,
  });
}
