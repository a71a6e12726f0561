import { filter, lastValueFrom, type SchedulerLike } from 'rxjs';
import { ErrorCode } from '../../domain/errors/error-codes';
import { resolveLevelUpError } from '../../domain/errors/flow-error';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { isApplePayAvailable, isGooglePayAvailable } from '../../domain/payment/pay-method';
import { pollingConfig } from '../../domain/polling/polling-policy';
import type { BillingPeriod } from '../../domain/rewards/level-up-subscription';
import { isCompletePasscode } from '../../domain/session/passcode';
import { isGooglePayLive, type CustomerService } from '../account/customer-service';
import type { MoneyEvents } from '../account/money-events';
import { transportErrorCode } from '../errors/failure-notice';
import type { ApiError } from '../ports/api-error';
import type { LevelUpPort, RewardPayment, SubscriptionPaymentMethod } from '../ports/level-up-port';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import type { SubscriptionPlan } from '../ports/rewards-port';
import type { TradingPort } from '../ports/trading-port';
import { pollUntil$ } from '../shared/poll';
import { StateStore, type ReadableStore } from '../shared/store';
import { CHECKOUT_CLOSED, type CheckoutState } from './level-up-checkout-state';

/** What a LevelUpCheckout is made from (named as the composition root names them). */
export interface LevelUpCheckoutDependencies {
  readonly levelUp: LevelUpPort;
  readonly trading: Pick<TradingPort, 'validateApplePayMerchant'>;
  readonly paymentSurfaces: PaymentSurfaces;
  readonly customer: Pick<CustomerService, 'state'>;
  readonly moneyEvents: MoneyEvents;
  readonly scheduler: SchedulerLike;
}

const noticeOf = (error: ApiError): ErrorNotice =>
  resolveLevelUpError(
    error.kind === 'business' ? error.code : transportErrorCode(error.kind),
    error.kind === 'business' ? { serverMessage: error.message } : {},
  );

/**
 * Subscribing to a Level Up plan (spec 001 §7): preview the plan at a billing period and a
 * payment, then subscribe with the passcode (the adapter encrypts it; the call is signed). The
 * cash account pays at once; Apple Pay and Google Pay open their sheet (the sandbox's stand-in
 * sheets in development), whose token is sent, and the payment status is then polled (every
 * 1 s, at most 20 times, on the injected scheduler) until it settles. Choices: a wrong passcode
 * stays on the price with the catalogue's message; leaving the sheet charges nothing and offers
 * to try again (a new preview, the old one is used); the cash account paying moves money.
 */
export class LevelUpCheckout {
  private readonly store = new StateStore<CheckoutState>(CHECKOUT_CLOSED);
  readonly state: ReadableStore<CheckoutState> = this.store;
  private session = 0;

  constructor(private readonly deps: LevelUpCheckoutDependencies) {}

  async open(plan: SubscriptionPlan): Promise<void> {
    const session = ++this.session;
    this.store.update(() => ({ ...CHECKOUT_CLOSED, step: 'choose', plan }));
    const methods = await this.methods();
    if (session === this.session) this.store.update((s) => ({ ...s, methods }));
  }

  chooseBilling(billingPeriod: BillingPeriod): void {
    this.store.update((s) => (s.step === 'choose' ? { ...s, billingPeriod } : s));
  }

  choosePayment(paymentMethod: SubscriptionPaymentMethod): void {
    this.store.update((s) => (s.step === 'choose' && s.methods.includes(paymentMethod) ? { ...s, paymentMethod } : s));
  }

  async review(): Promise<void> {
    const s = this.store.getSnapshot();
    if ((s.step !== 'choose' && s.step !== 'failed') || s.plan === undefined) return;
    const session = this.session;
    this.store.update((c) => ({ ...c, step: 'previewing', failure: undefined, cancelled: false, passcode: '', passcodeError: undefined }));
    const result = await this.deps.levelUp.previewSubscription(s.plan.id, s.billingPeriod, s.paymentMethod);
    if (session !== this.session) return;
    this.store.update((c) => (result.ok ? { ...c, step: 'review', preview: result.value } : { ...c, step: 'failed', failure: noticeOf(result.error) }));
  }

  /** Back from the price to the choices. */
  back(): void {
    this.store.update((s) => (s.step === 'review' || s.step === 'failed' ? { ...s, step: 'choose', preview: undefined, failure: undefined } : s));
  }

  typePasscode(passcode: string): void {
    this.store.update((s) => (s.step === 'review' ? { ...s, passcode, passcodeError: undefined } : s));
  }

  async subscribe(): Promise<void> {
    const s = this.store.getSnapshot();
    if (s.step !== 'review' || s.preview === undefined || !isCompletePasscode(s.passcode)) return;
    const session = this.session;
    this.store.update((c) => ({ ...c, step: 'subscribing' }));
    const result = await this.deps.levelUp.subscribe(s.preview.id, s.passcode);
    if (session !== this.session) return;
    if (!result.ok) {
      const notice = noticeOf(result.error);
      if (notice.code === ErrorCode.invalidPasscode) return this.store.update((c) => ({ ...c, step: 'review', passcode: '', passcodeError: notice }));
      return this.store.update((c) => ({ ...c, step: 'failed', failure: notice }));
    }
    this.store.update((c) => ({ ...c, subscription: result.value.subscription }));
    const payment = result.value.payment;
    if (payment === undefined || payment.status !== 'pending') return this.ended(payment?.status ?? 'succeeded', session);
    await this.payWithSheet(payment, session);
  }

  close(): void {
    const step = this.store.getSnapshot().step;
    if (step === 'subscribing' || step === 'paying' || step === 'settling') return;
    this.session += 1;
    this.store.update(() => CHECKOUT_CLOSED);
  }

  private async payWithSheet(payment: RewardPayment, session: number): Promise<void> {
    this.store.update((c) => ({ ...c, step: 'paying' }));
    const token = await this.sheet(payment);
    if (session !== this.session) return;
    if (token.kind === 'cancelled') return this.store.update((c) => ({ ...c, step: 'failed', cancelled: true, failure: undefined }));
    if (token.kind === 'failed') return this.store.update((c) => ({ ...c, step: 'failed', failure: resolveLevelUpError(ErrorCode.transactionFailed) }));
    this.store.update((c) => ({ ...c, step: 'settling' }));
    const poll = pollUntil$(
      async () => {
        const status = await this.deps.levelUp.getPaymentStatus(payment.id);
        if (!status.ok) throw new Error(status.error.kind);
        return status.value;
      },
      pollingConfig<RewardPayment>((p) => p.status !== 'pending'),
      this.deps.scheduler,
    );
    const done = await lastValueFrom(poll.pipe(filter((e) => e.kind === 'done')));
    const outcome = done.kind === 'done' ? done.outcome : undefined;
    this.ended(outcome?.kind === 'success' ? outcome.value.status : 'failed', session);
  }

  private ended(status: RewardPayment['status'], session: number): void {
    if (session !== this.session) return;
    if (status === 'succeeded') {
      this.store.update((c) => ({ ...c, step: 'done' }));
      if (this.store.getSnapshot().paymentMethod === 'fiat_wallet') this.deps.moneyEvents.moved('level_up_subscribed');
      return;
    }
    this.store.update((c) => ({ ...c, step: 'failed', failure: resolveLevelUpError(ErrorCode.transactionFailed) }));
  }

  /** The sheet's token, submitted: what the wallet answered. */
  private async sheet(payment: RewardPayment): Promise<{ readonly kind: 'sent' | 'cancelled' | 'failed' }> {
    const params = payment.walletParams;
    if (params === undefined) return { kind: 'failed' };
    const charge = { amount: payment.amount, currency: payment.currency, countryCode: params.countryCode };
    if (payment.paymentMethod === 'apple_pay') {
      const outcome = await this.deps.paymentSurfaces.applePay.pay<RewardPayment, ApiError>(
        { ...charge, label: 'Level Up' },
        {
          validateMerchant: () => this.deps.trading.validateApplePayMerchant(params.gatewayMerchantId),
          submitToken: (token) => this.deps.levelUp.submitWalletToken('apple_pay', payment.id, token),
        },
      );
      return { kind: outcome.kind === 'paid' ? 'sent' : outcome.kind };
    }
    const outcome = await this.deps.paymentSurfaces.googlePay.pay({
      ...charge,
      isLive: isGooglePayLive(this.deps.customer.state.getSnapshot()),
      gateway: params.gateway,
      gatewayMerchantId: params.gatewayMerchantId,
      merchantId: params.realGatewayMerchantId,
    });
    if (outcome.kind !== 'authorized') return { kind: outcome.kind };
    const sent = await this.deps.levelUp.submitWalletToken('google_pay', payment.id, outcome.token);
    return { kind: sent.ok ? 'sent' : 'failed' };
  }

  private async methods(): Promise<readonly SubscriptionPaymentMethod[]> {
    const customer = this.deps.customer.state.getSnapshot();
    const config = customer.appConfig?.cryptoPurchase;
    if (config === undefined) return ['fiat_wallet'];
    const apple = isApplePayAvailable(this.deps.paymentSurfaces.applePay.environment(), config);
    const google = isGooglePayAvailable(await this.deps.paymentSurfaces.googlePay.environment(isGooglePayLive(customer)), config);
    return ['fiat_wallet', ...(apple ? (['apple_pay'] as const) : []), ...(google ? (['google_pay'] as const) : [])];
  }
}
