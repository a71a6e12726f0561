import { ErrorCode } from '../../../../domain/errors/error-codes';
import { err, ok } from '../../../../domain/shared/result';
import type { GatewayOutcome, GatewaySession } from '../gateway-registry';
import { PAYLOAD_KEYS } from '../../gateway/gateway-message';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { paymentsSlice, type StoredPaypalAccount } from './payments-slice';
import { PAYMENT_USAGES } from './saved-cards';

export const PAYPAL_LINK = 'paypal_link';
/** Choice: a payment token is good for one registration within 15 minutes. */
export const CARD_TOKEN_TTL_MS = 15 * 60_000;

export interface PaypalDetailInput {
  readonly countryCode: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly payerId: string;
}

/** Payment tokens and PayPal account registration through the gateway's PayPal page (spec 001 §4 "PayPal link", §7). */
export class PaypalAccounts {
  constructor(private readonly context: SandboxContext) {}

  accountsOf(account: SandboxAccount): readonly StoredPaypalAccount[] {
    return paymentsSlice(this.context).paypalAccounts[account.uuid] ?? [];
  }

  find(account: SandboxAccount, id: string): StoredPaypalAccount | undefined {
    return this.accountsOf(account).find((p) => p.id === id);
  }

  /** A payment token for the signed-in user only. */
  issueToken(account: SandboxAccount, userUuid: string): SandboxResult<string> {
    if (userUuid !== account.uuid) return err({ code: ErrorCode.invalidParameter, message: 'user_uuid is not the signed-in user' });
    const token = this.context.nextId('cpt');
    paymentsSlice(this.context).tokens[token] = { accountUuid: account.uuid, createdAt: this.context.now(), used: false };
    return ok(token);
  }

  /**
   * Opens the PayPal registering page. The account is approved when PayPal's country is the
   * customer's, else auto_checking_failed (shown pending). Choice: the token is spent even if
   * the page is then cancelled.
   */
  prepareRegister(account: SandboxAccount, cardToken: string, usage: string, detail: PaypalDetailInput): SandboxResult<string> {
    const token = paymentsSlice(this.context).tokens[cardToken];
    if (token === undefined || token.used || token.accountUuid !== account.uuid) return err({ code: ErrorCode.invalidToken });
    if (this.context.now() - token.createdAt > CARD_TOKEN_TTL_MS) return err({ code: ErrorCode.tokenExpired });
    if (!PAYMENT_USAGES.has(usage)) return err({ code: ErrorCode.invalidParameter, message: 'usage must be crypto_purchase or fiat_wallet_top_up' });
    if (detail.email.trim() === '' || detail.payerId.trim() === '')
      return err({ code: ErrorCode.invalidParameter, message: 'pay_pal_detail needs email and payerId' });
    token.used = true;
    const status = detail.countryCode.trim().toUpperCase() === account.persona.countryCode ? 'approved' : 'auto_checking_failed';
    return ok(
      this.context.gateway.open({
        id: this.context.nextId('paypal'),
        kind: 'paypal',
        purpose: PAYPAL_LINK,
        messageSource: 'paymentGateway',
        accountUuid: account.uuid,
        createdAt: this.context.now(),
        payload: { [PAYLOAD_KEYS.email]: detail.email.trim(), [PAYLOAD_KEYS.paypalAccountStatus]: status, payer_id: detail.payerId.trim() },
      }),
    );
  }

  /** A completed registration (gateway purpose paypal_link) saves the account; the same payer registered again is updated, not duplicated. */
  completeRegistration(session: GatewaySession, outcome: GatewayOutcome): void {
    const payerId = session.payload['payer_id'];
    const status = session.payload[PAYLOAD_KEYS.paypalAccountStatus];
    if (outcome !== 'succeeded' || payerId === undefined || (status !== 'approved' && status !== 'auto_checking_failed')) return;
    const accounts = (paymentsSlice(this.context).paypalAccounts[session.accountUuid] ??= []);
    const existing = accounts.findIndex((p) => p.payerId === payerId);
    const saved: StoredPaypalAccount = {
      id: accounts[existing]?.id ?? this.context.nextId('pp'),
      payerId,
      status,
      title: session.payload[PAYLOAD_KEYS.email] ?? payerId,
    };
    if (existing >= 0) accounts[existing] = saved;
    else accounts.push(saved);
  }
}
