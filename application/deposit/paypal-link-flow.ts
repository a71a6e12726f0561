import { type PaypalLinkEffect, type PaypalLinkEvent, type PaypalLinkState, stepPaypalLink } from '../../domain/deposit/paypal';
import type { PaypalPayerDetail } from '../../domain/deposit/paypal-messages';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { CustomerService } from '../account/customer-service';
import type { ToastService } from '../notifications/toast-service';
import type { PaymentFrameService } from '../payments/payment-frame-service';
import { PAYPAL_REGISTER_CHANNEL } from '../ports/payment-frame-port';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import type { PaymentsPort } from '../ports/payments-port';
import { StateStore, type ReadableStore } from '../shared/store';
import type { DepositFailure } from './deposit-failure';

/** The PayPal link as the deposit screen shows it: the domain's link state and what the last attempt ended with. */
export interface PaypalLinkView {
  readonly state: PaypalLinkState;
  /** The last link's ending: the account added (approved), added but pending (auto_checking_failed), or refused. */
  readonly ending: { readonly kind: 'added' } | { readonly kind: 'pending' } | { readonly kind: 'failed'; readonly failure: DepositFailure } | undefined;
}

const START: PaypalLinkView = { state: 'NO_PAYPAL_ACCOUNT', ending: undefined };
const FAILED: DepositFailure = { kind: 'rule', code: ErrorCode.paypalLinkFailed, params: {} };

/** What a PaypalLinkFlow is made from (named as the composition root names them). */
export interface PaypalLinkDependencies {
  readonly payments: PaymentsPort;
  readonly paymentSurfaces: PaymentSurfaces;
  readonly paymentFrames: PaymentFrameService;
  readonly customer: Pick<CustomerService, 'state'>;
  readonly toasts: ToastService;
}

/**
 * Linking a PayPal account (spec 001 §4 "PayPal link", §8): Add opens PayPal's sign-in window at once
 * (PAYPAL_AUTH_INSTRUCTION); a blocked window shows the popup-blocked view, a closed or cancelled one
 * returns to the start silently, a PayPal error alerts; signed in, the account is registered with a
 * payment token in the gateway's page in the payment frame (ACCOUNT_REGISTERING), whose
 * paypalAccountStatus approved toasts 'added', auto_checking_failed gives the pending notice, anything
 * else (or the page timing out) the error. `onLinked` reloads the accounts after an account was added.
 */
export class PaypalLinkFlow {
  private readonly store = new StateStore<PaypalLinkView>(START);
  readonly state: ReadableStore<PaypalLinkView> = this.store;
  private attempt = 0;

  constructor(
    private readonly deps: PaypalLinkDependencies,
    private readonly onLinked: () => Promise<void>,
  ) {}

  /**
   * Add (or try again from the popup-blocked view). Opens the window synchronously, inside the
   * customer's click; resolves when the link has ended.
   */
  add(): Promise<void> {
    const effects = this.dispatch({ type: 'add' });
    if (!effects.some((e) => e.type === 'open_popup')) return Promise.resolve();
    const login = this.deps.paymentSurfaces.paypalLogin;
    if (login === undefined) {
      this.dispatch({ type: 'close' });
      this.store.update((s) => ({ ...s, ending: { kind: 'failed', failure: { kind: 'rule', code: ErrorCode.paypalLoginUnavailable, params: {} } } }));
      return Promise.resolve();
    }
    const attempt = ++this.attempt;
    return login.login().then(async (outcome) => {
      if (attempt !== this.attempt) return;
      switch (outcome.kind) {
        case 'blocked':
          return void this.dispatch({ type: 'popup_blocked' });
        case 'closed':
          return void this.dispatch({ type: 'popup_closed' });
        case 'failed':
          return void this.dispatch({ type: 'auth_failed' });
        case 'signed_in':
          if (this.dispatch({ type: 'auth_succeeded' }).some((e) => e.type === 'prepare_register')) await this.register(attempt, outcome.detail);
      }
    });
  }

  /** Leaves the link where it is (the deposit modal closed): back to the start. */
  reset(): void {
    this.attempt += 1;
    this.store.update(() => START);
  }

  private async register(attempt: number, detail: PaypalPayerDetail): Promise<void> {
    const uuid = this.deps.customer.state.getSnapshot().user?.uuid ?? '';
    const token = await this.deps.payments.getCardPaymentToken(uuid);
    const prepared = token.ok
      ? await this.deps.payments.preparePaypalRegister({ cardToken: token.value, detail, transactionType: 'fiat_wallet_top_up', usage: 'fiat_wallet_top_up' })
      : token;
    if (attempt !== this.attempt) return;
    if (!prepared.ok) {
      this.dispatch({ type: 'auth_failed' }, { kind: 'api', error: prepared.error });
      return;
    }
    const shown = await this.deps.paymentFrames.show({ kind: 'url', url: prepared.value.url }, PAYPAL_REGISTER_CHANNEL);
    if (attempt !== this.attempt) return;
    if (shown.kind !== 'message') {
      this.dispatch({ type: 'close' });
      return;
    }
    const { status, paypalAccountStatus } = shown.message;
    if (status === 'timeout') this.dispatch({ type: 'iframe_timeout' });
    else if (status !== 'success') this.dispatch({ type: 'iframe_result', paypalAccountStatus: '' });
    else this.dispatch({ type: 'iframe_result', paypalAccountStatus: paypalAccountStatus ?? '' });
  }

  private dispatch(event: PaypalLinkEvent, failure: DepositFailure = FAILED): readonly PaypalLinkEffect[] {
    const { state, effects } = stepPaypalLink(this.store.getSnapshot().state, event);
    let ending: PaypalLinkView['ending'] = event.type === 'add' ? undefined : this.store.getSnapshot().ending;
    for (const effect of effects) {
      if (effect.type === 'toast_added') {
        ending = { kind: 'added' };
        this.deps.toasts.show('success', 'toast_paypal_added');
      } else if (effect.type === 'notice_pending') ending = { kind: 'pending' };
      else if (effect.type === 'alert_default_error' || effect.type === 'show_link_error') ending = { kind: 'failed', failure };
      else if (effect.type === 'reload_accounts') void this.onLinked();
    }
    this.store.update((s) => (s.state === state && s.ending === ending ? s : { state, ending }));
    return effects;
  }
}
